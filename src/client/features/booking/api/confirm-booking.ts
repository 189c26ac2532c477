import { ApiRequestError } from '@/client/lib/api-client';
import { apiSend } from '@/client/lib/api-send';
import type { Booking, PaymentResult } from '@/shared/schemas/booking';

const send = (bookingId: string, payment: PaymentResult) =>
  apiSend<Booking>('POST', `/bookings/${encodeURIComponent(bookingId)}/confirm`, payment);

/** No answer from the server (fetch failed, or a proxy's non-JSON error page). */
const isNetworkFailure = (error: unknown) => !(error instanceof ApiRequestError) || error.code === 'network';

/**
 * POST /api/bookings/:bookingId/confirm with the gateway's signed PaymentResult → the confirmed
 * Booking with its tickets. The money has been taken by then, so a network failure is retried
 * once: the endpoint is idempotent. 400 invalid_signature and 409 seats_lost are not retried.
 */
export async function confirmBooking(bookingId: string, payment: PaymentResult): Promise<Booking> {
  try {
    return await send(bookingId, payment);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return send(bookingId, payment);
  }
}
