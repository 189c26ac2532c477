import { apiSend } from '@/client/lib/api-send';
import type { AdminBooking } from '@/shared/schemas/admin-bookings';

/**
 * POST /api/admin/bookings/:reference/resend-email (admin) → 200 the booking: its confirmation
 * (tickets with QR codes) is on its way again to `mailTo`. 429 within a minute of the last re-send;
 * 409 for a booking without tickets.
 */
export const resendBookingEmail = (reference: string) =>
  apiSend<AdminBooking>('POST', `/admin/bookings/${encodeURIComponent(reference)}/resend-email`);
