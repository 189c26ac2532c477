import type { MapSeat } from '../schemas/booking';

// 'Available' means two things, each defined once:
// * shown available (here): what the seating map tells fans at a moment. A hold past its expiry
//   holds nothing any more, even before anyone has swept it.
// * free to take (src/server/db/functions/kp_places_free_to_take.sql, kp_seat_free_to_take.sql):
//   what a hold or a sale may take, decided by the database under lock from its counters, in which
//   an expired hold counts until a buyer who needs its places sweeps it.
// A fan may be shown a place that is gone a moment later; the database's answer is the one that counts.

/** What the database records about one map seat. */
export interface SeatState {
  status: 'available' | 'sold' | 'blocked';
  holdId: string | null;
  holdExpiresAt: Date | null;
}

/** A category's places shown available: neither sold nor held by a hold that has not expired. */
export function placesShownAvailable(category: { capacity: number; sold: number; liveHeld: number }): number {
  return Math.max(0, category.capacity - category.sold - category.liveHeld);
}

/**
 * A map seat as the holder of viewerHoldId sees it at `at`: sold is 'occupied'; blocked, or held
 * by someone else's hold that has not expired, is 'blocked'; the viewer's own held seat reads
 * 'available' with heldByYou.
 */
export function seatShown(
  seat: SeatState,
  at: Date,
  viewerHoldId: string | undefined,
): Pick<MapSeat, 'status' | 'heldByYou'> {
  const live = seat.holdId !== null && seat.holdExpiresAt !== null && seat.holdExpiresAt > at;
  const heldByYou = live && seat.holdId === viewerHoldId;
  if (seat.status === 'sold') return { status: 'occupied', heldByYou };
  if (seat.status === 'blocked' || (live && !heldByYou)) return { status: 'blocked', heldByYou };
  return { status: 'available', heldByYou };
}
