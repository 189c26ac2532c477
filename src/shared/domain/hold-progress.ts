/**
 * Auto-save of the booking dialog ('Logged in • Auto-save enabled', issue 13): what a signed-in
 * fan's dialog saves with its hold, and what of it may come back when the dialog reopens while the
 * hold lives. The hold is the truth about what is held: a saved seat the hold no longer holds is
 * dropped, a held one the save missed is kept, and no step past the first comes back without
 * places held. Progress is advisory; the checkout validates everything again.
 */
import { DETAIL_LIMITS } from '../booking-constants';
import { LIMITS } from '../constants';
import type { Hold, HoldProgress } from '../schemas/booking';
import { type ContactDetails, checkDetails, type GuestDetails, resizeGuests } from './booking-details';

export type SeatMode = HoldProgress['mode'];

/** Step 3's form as typed. */
export interface DetailsDraft {
  contact: ContactDetails;
  guests: GuestDetails[];
  newsletter: boolean;
  smsUpdates: boolean;
}

/** The dialog as the fan sees it: what auto-save keeps. */
export interface BookingDraft {
  step: number;
  mode: SeatMode;
  /** Step 1's seat count (the stepper). */
  count: number;
  /** The list view's category, or null. */
  categoryId: string | null;
  /** The map's seats, in the order picked. */
  seatIds: readonly string[];
  addOnIds: readonly string[];
  insurance: boolean;
  details: DetailsDraft;
}

/** What reopening brings back; details is null when none were saved (the profile prefills them). */
export interface RestoredDraft extends Omit<BookingDraft, 'details'> {
  details: DetailsDraft | null;
}

const clampCount = (count: number) =>
  Math.min(LIMITS.seatsPerBooking, Math.max(1, Number.isFinite(count) ? Math.floor(count) : 1));
const cut = (text: string, max: number) => text.slice(0, max);

/**
 * The progress to save: the dialog's state, each text cut to its field's limit (the inputs stop
 * there anyway) so a save is never refused for its length.
 */
export function progressToSave(draft: BookingDraft): HoldProgress {
  const { contact } = draft.details;
  const count = clampCount(draft.count);
  return {
    step: Math.min(4, Math.max(1, Math.floor(draft.step))),
    mode: draft.mode,
    count,
    selection: draft.categoryId
      ? { kind: 'category', categoryId: draft.categoryId, quantity: count }
      : draft.seatIds.length > 0
        ? { kind: 'seats', seatIds: draft.seatIds.slice(0, LIMITS.seatsOnMap) }
        : null,
    addOnIds: [...new Set(draft.addOnIds)],
    insurance: draft.insurance,
    contact: {
      name: cut(contact.name, DETAIL_LIMITS.name),
      email: cut(contact.email, DETAIL_LIMITS.email),
      phone: cut(contact.phone, DETAIL_LIMITS.phone),
      emergencyContact: cut(contact.emergencyContact, DETAIL_LIMITS.emergencyContact),
      specialRequests: cut(contact.specialRequests, DETAIL_LIMITS.specialRequests),
    },
    guests: draft.details.guests.slice(0, LIMITS.seatsPerBooking - 1).map((guest) => ({
      name: cut(guest.name, DETAIL_LIMITS.guestName),
      age: cut(guest.age, DETAIL_LIMITS.guestAge),
    })),
    newsletter: draft.details.newsletter,
    smsUpdates: draft.details.smsUpdates,
  };
}

/** The places a hold holds now: how many, and which map seats (none for category places). */
function heldPlaces(held: Hold['selection']): {
  count: number;
  categoryId: string | null;
  seatIds: readonly string[];
} {
  if (!held) return { count: 0, categoryId: null, seatIds: [] };
  if (held.kind === 'category') return { count: held.quantity, categoryId: held.categoryId, seatIds: [] };
  // Plan seats by their ids ('<blockId>:<index>'), as the stadium map names them.
  const seatIds = held.kind === 'seats' ? held.seatIds : held.seats.map((seat) => seat.id);
  return { count: seatIds.length, categoryId: null, seatIds };
}

/**
 * What the reopened dialog shows, from the saved progress (null if none) and what the hold holds
 * now; null when there is nothing to bring back. The selection is the hold's: saved seats still held
 * keep the fan's order, the rest are dropped. Without places held the dialog is back at step 1; a
 * review (step 4) whose details no longer pass step 3's check (another seat count) is back at 3.
 */
export function restoreProgress(saved: HoldProgress | null, held: Hold['selection']): RestoredDraft | null {
  if (!saved && !held) return null;
  const places = heldPlaces(held);
  const stillHeld = (saved?.selection?.kind === 'seats' ? saved.selection.seatIds : []).filter((id) =>
    places.seatIds.includes(id),
  );
  const seatIds = [...stillHeld, ...places.seatIds.filter((id) => !stillHeld.includes(id))];
  const details: DetailsDraft | null = saved
    ? {
        contact: { ...saved.contact },
        guests: resizeGuests(saved.guests, places.count),
        newsletter: saved.newsletter,
        smsUpdates: saved.smsUpdates,
      }
    : null;
  let step = places.count > 0 && saved ? saved.step : 1;
  if (step === 4 && details && checkDetails(details.contact, details.guests, places.count).problem) step = 3;
  return {
    step,
    mode: held ? (held.kind === 'category' ? 'list' : 'map') : (saved?.mode ?? 'list'),
    count: clampCount(places.count > 0 ? places.count : (saved?.count ?? 1)),
    categoryId: places.categoryId,
    seatIds,
    addOnIds: saved ? [...saved.addOnIds] : [],
    insurance: saved?.insurance ?? false,
    details,
  };
}
