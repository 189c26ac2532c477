import { apiSend } from '@/client/lib/api-send';
import type { FoundBooking } from '@/shared/schemas/booking-lookup';

/**
 * POST /api/bookings/look-up/open → 200 the booking with its tickets, for the first browser to open
 * the link (and that browser again); 410 link_used, link_expired, link_invalid, link_in_account.
 */
export const openBookingLink = (token: string) =>
  apiSend<FoundBooking>('POST', '/bookings/look-up/open', { token });
