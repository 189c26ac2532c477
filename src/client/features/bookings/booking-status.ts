import { formatDate, formatPaise } from '@/shared/domain/format';
import type { Booking } from '@/shared/schemas/booking';

/** What a booking card and its tickets page say under a booking's status badge. */
const BOOKING_STATUS_NOTES: Partial<Record<Booking['status'], string>> = {
  pending: 'Not paid yet. The seats are released when the booking session ends; no tickets are issued.',
  expired: 'Payment was not completed in time, so the seats were released. No tickets were issued.',
  cancelled: 'This booking was cancelled. Its tickets are void.',
  refunded: 'The whole payment was refunded. Its tickets are void.',
};

/**
 * What a booking card and its tickets page say under the status: for a refunded booking, how much
 * came back and when first ('Refunded ₹4,720 on 24 Nov 2026.'), and that its event was cancelled
 * when that was why (an admin may refund a booking of an event that goes ahead, issue 14).
 */
export function bookingStatusNote(
  booking: Pick<Booking, 'status' | 'totalPaise' | 'refundedAt' | 'eventCancelled'>,
): string | null {
  const note = BOOKING_STATUS_NOTES[booking.status] ?? null;
  if (booking.status !== 'refunded') return note;
  const why = booking.eventCancelled
    ? `This event was cancelled and the whole payment was refunded. Its tickets are void.`
    : note;
  if (!booking.refundedAt) return why;
  return `Refunded ${formatPaise(booking.totalPaise)} on ${formatDate(booking.refundedAt)}. ${why}`;
}
