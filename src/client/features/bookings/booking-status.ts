import type { BadgeTone } from '@/client/components/ui/badge';
import { formatDate, formatPaise } from '@/shared/domain/format';
import type { Booking } from '@/shared/schemas/booking';

/** How each booking status reads on a booking card and on its tickets page. */
export const BOOKING_STATUS: Record<Booking['status'], { label: string; tone: BadgeTone; note?: string }> = {
  confirmed: { label: 'Confirmed', tone: 'success' },
  pending: {
    label: 'Awaiting payment',
    tone: 'warning',
    note: 'Not paid yet. The seats are released when the booking session ends; no tickets are issued.',
  },
  expired: {
    label: 'Expired',
    tone: 'neutral',
    note: 'Payment was not completed in time, so the seats were released. No tickets were issued.',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'danger',
    note: 'This booking was cancelled. Its tickets are void.',
  },
  refunded: {
    label: 'Refunded',
    tone: 'info',
    note: 'The whole payment was refunded. Its tickets are void.',
  },
};

/**
 * What a booking card and its tickets page say under the status: for a refunded booking, how much
 * came back and when first ('Refunded ₹4,720 on 24 Nov 2026.'), and that its event was cancelled
 * when that was why (an admin may refund a booking of an event that goes ahead, issue 14).
 */
export function bookingStatusNote(
  booking: Pick<Booking, 'status' | 'totalPaise' | 'refundedAt' | 'eventCancelled'>,
): string | null {
  const note = BOOKING_STATUS[booking.status].note ?? null;
  if (booking.status !== 'refunded') return note;
  const why = booking.eventCancelled
    ? `This event was cancelled and the whole payment was refunded. Its tickets are void.`
    : note;
  if (!booking.refundedAt) return why;
  return `Refunded ${formatPaise(booking.totalPaise)} on ${formatDate(booking.refundedAt)}. ${why}`;
}
