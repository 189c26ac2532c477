import { paths } from '@/client/paths';

/** The URL parameter of /bookings that names the booking whose tickets are shown. */
export const BOOKING_PARAM = 'booking';

/**
 * /bookings?booking={bookingId}: one booking's tickets, shown by the /bookings page itself. A
 * query parameter rather than a new route or a paths.ts entry, because the router and paths.ts
 * ship with the first load, whose budget is spent.
 */
export const bookingPath = (bookingId: string) =>
  `${paths.bookings()}?${BOOKING_PARAM}=${encodeURIComponent(bookingId)}`;
