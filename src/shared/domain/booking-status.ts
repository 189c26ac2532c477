import type { BookingState, BookingStatus } from '../schemas/booking';

/**
 * A booking's status as the fan is shown it: a pending booking whose booking session has ended reads
 * 'expired'. Ended: its hold ran out (paying it late may still succeed while its places are free;
 * if they are gone the payment is refunded), or it was closed after its payment window was
 * reopened, which cancelled the order, so nothing can pay it any more.
 */
export function bookingStatusShown(
  booking: { status: BookingState; holdExpiresAt: Date | null; holdStatus: string | null },
  now: Date,
): BookingStatus {
  const holdOver =
    (booking.holdExpiresAt !== null && booking.holdExpiresAt <= now) || booking.holdStatus === 'released';
  return booking.status === 'pending' && holdOver ? 'expired' : booking.status;
}

/**
 * A booking's status in words, the same for the fan and the admin (the fan's wording: a pending
 * booking is 'Awaiting payment').
 */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Awaiting payment',
  confirmed: 'Confirmed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
