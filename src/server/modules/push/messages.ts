import type { Booking } from '../../../shared/schemas/booking';
import type { PushMessage } from '../../../shared/schemas/push';

/** The booking's tickets, as the client opens them (features/bookings/booking-path.ts, bookingPath). */
const bookingTicketsPath = (bookingId: string) => `/bookings?booking=${encodeURIComponent(bookingId)}`;

/** product-spec.md section 3's booking_confirmed: the event and reference, opening the tickets. */
export function bookingConfirmedPush(booking: Pick<Booking, 'id' | 'reference' | 'eventTitle'>): PushMessage {
  const tickets = bookingTicketsPath(booking.id);
  return {
    type: 'booking_confirmed',
    title: 'Booking confirmed',
    body: `${booking.eventTitle} · ${booking.reference}`,
    url: tickets,
    data: {
      eventTitle: booking.eventTitle,
      qrCodeUrl: tickets,
      bookingId: booking.id,
      reference: booking.reference,
    },
  };
}
