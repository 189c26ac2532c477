import { apiSend } from '@/client/lib/api-send';
import type { AdminBooking, AdminRefundInput } from '@/shared/schemas/admin-bookings';

/**
 * POST /api/admin/bookings/:reference/refund {scope, reason} (admin) → 200 the booking as it is now;
 * asking again answers the refund made. 400 names the field; 409 says why it cannot be refunded.
 */
export const refundBooking = (reference: string, input: AdminRefundInput) =>
  apiSend<AdminBooking>('POST', `/admin/bookings/${encodeURIComponent(reference)}/refund`, input);
