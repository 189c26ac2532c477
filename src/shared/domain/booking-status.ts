import type { BookingState, BookingStatus } from '../schemas/booking';

/**
 * A booking's status as the fan is shown it: a pending booking whose hold has run out can no
 * longer be paid for, and reads 'expired'.
 */
export function bookingStatusShown(
  booking: { status: BookingState; holdExpiresAt: Date | null },
  now: Date,
): BookingStatus {
  const holdOver = booking.holdExpiresAt !== null && booking.holdExpiresAt <= now;
  return booking.status === 'pending' && holdOver ? 'expired' : booking.status;
}
