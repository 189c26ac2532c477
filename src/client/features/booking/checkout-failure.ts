import { ApiRequestError } from '@/client/lib/api-client';
import { BOOKING_TOASTS, type Toast } from './booking-messages';
import { isHoldExpired } from './use-hold-session';

/** What the booking dialog does when 'Complete Booking' is refused. */
export interface CheckoutFailure {
  /** The hold ran out: the dialog closes the way an ended countdown does ('Session Expired'). */
  expired: boolean;
  /** The step to go back to, or null to stay on the review. */
  step: 1 | 2 | 3 | null;
  /** The toast to show; 'failure' is the generic 'Something went wrong'; null shows none. */
  toast: Toast | 'failure' | null;
  /** Field errors for the details form (API keys such as 'contact.email'), or null to keep them. */
  fields: Record<string, string> | null;
  /** The seats changed under the fan, so the seat map is fetched again. */
  seatsChanged: boolean;
}

const stay: CheckoutFailure = {
  expired: false,
  step: null,
  toast: 'failure',
  fields: null,
  seatsChanged: false,
};

/**
 * POST /api/holds/:holdId/checkout's refusals, read: a 410 ends the session; a 409 (nothing held,
 * a seat taken meanwhile) goes back to seat selection; a 400 with field errors goes back to the
 * step whose fields they are; anything else says 'Something went wrong' and stays.
 */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiRequestError)) return stay;
  if (isHoldExpired(error)) return { ...stay, expired: true, toast: null };
  if (error.status === 409) {
    const toast: Toast =
      error.code === 'selection_required'
        ? BOOKING_TOASTS.selectionRequired
        : [
            error.code === 'seat_unavailable' ? BOOKING_TOASTS.seatUnavailable[0] : error.message,
            error.message,
          ];
    return { ...stay, step: 1, toast, seatsChanged: true };
  }
  const keys = Object.keys(error.fields);
  if (error.status !== 400 || keys.length === 0) return stay;
  const about = (prefix: string) => keys.some((key) => key.startsWith(prefix));
  const fields = error.fields;
  if (about('contact')) return { ...stay, step: 3, toast: BOOKING_TOASTS.missingInformation, fields };
  if (about('guests'))
    return { ...stay, step: 3, toast: ['Guest Details Required', fields.guests ?? error.message], fields };
  if (about('addOns')) return { ...stay, step: 2, toast: null, fields };
  return { ...stay, fields };
}
