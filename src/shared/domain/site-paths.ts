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

/**
 * Mailed links carry their token after '#': the browser never sends a fragment to a server, so the
 * token stays out of request logs and Referer headers.
 */
export const LINK_TOKEN_PARAM = 'token';
const withToken = (path: string, token: string) => `${path}#${LINK_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** /account/forgot-password: asks the address a reset link goes to. */
export const FORGOT_PASSWORD_PATH = '/account/forgot-password';
/** /account/reset-password#token=…: a reset link, where the new password is chosen. */
export const resetPasswordPath = (token: string) => withToken('/account/reset-password', token);
/** /account/confirm-email#token=…: an address confirmation or an e-mail change's link. */
export const confirmEmailPath = (token: string) => withToken('/account/confirm-email', token);

/** /bookings/find: a guest asks for a link to their booking with its reference and e-mail. */
export const FIND_BOOKING_PATH = '/bookings/find';
/** /bookings/find#token=…: the mailed link that shows a guest's booking and its tickets. */
export const bookingLinkPath = (token: string) => withToken(FIND_BOOKING_PATH, token);

/**
 * The admin and organiser consoles (/admin/*, /organizer/*): work tools, where nothing promotes
 * tickets (no deal or demand banners over a refund form or a gate scanner).
 */
export const isConsolePath = (pathname: string) => /^\/(admin|organizer)(\/|$)/.test(pathname);

/**
 * An event's waiting room (issue 15 §3): it must stay light for lakhs of fans at once, so the shell
 * asks nothing extra there (no banners offering other events).
 */
export const isQueuePath = (pathname: string) => /^\/events\/[^/]+\/queue\/?$/.test(pathname);
