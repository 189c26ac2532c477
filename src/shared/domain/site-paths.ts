// The site's pages that server-made links open (notifications, pushes, e-mails) and the client
// links to: one definition for both sides.

/** The URL parameter of /bookings that names the booking whose tickets are shown. */
export const BOOKING_PARAM = 'booking';

/**
 * /bookings?booking={bookingId}: one booking's tickets, shown by the /bookings page itself (a query
 * parameter rather than a route of its own: the router ships with the first load, whose budget is spent).
 */
export const bookingTicketsPath = (bookingId: string) =>
  `/bookings?${BOOKING_PARAM}=${encodeURIComponent(bookingId)}`;

/** An event's page. */
export const eventPagePath = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;
