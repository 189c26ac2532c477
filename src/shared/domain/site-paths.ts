// The site's pages that server-made links open (notifications, pushes, e-mails) and the client
// links to: one definition for both sides.

/** The URL parameter of /bookings that names the booking whose tickets are shown. */
export const BOOKING_PARAM = 'booking';

/** /bookings: the fan's bookings, and the tickets others transferred to them. */
export const MY_BOOKINGS_PATH = '/bookings';

/**
 * /bookings?booking={bookingId}: one booking's tickets, shown by the /bookings page itself (a query
 * parameter rather than a route of its own: the router ships with the first load, whose budget is spent).
 */
export const bookingTicketsPath = (bookingId: string) =>
  `/bookings?${BOOKING_PARAM}=${encodeURIComponent(bookingId)}`;

/** /bookings/{bookingId}/invoice: a paid booking's printable GST tax invoice. */
export const bookingInvoicePath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/invoice`;

/** An event's page. */
export const eventPagePath = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;
