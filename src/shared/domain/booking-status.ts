import type { BookingState, BookingStatus } from '../schemas/booking';

/**
 * A booking's status as the fan is shown it: a pending booking whose hold has run out reads
 * 'expired'. (Paying it late may still succeed while its places are free; if they are gone the
 * payment is refunded.)
 */
export function bookingStatusShown(
  booking: { status: BookingState; holdExpiresAt: Date | null },
  now: Date,
): BookingStatus {
  const holdOver = booking.holdExpiresAt !== null && booking.holdExpiresAt <= now;
  return booking.status === 'pending' && holdOver ? 'expired' : booking.status;
}
