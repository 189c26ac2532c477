import { apiSend } from '@/client/lib/api-send';
import type { Checkout, CheckoutInput } from '@/shared/schemas/booking';

/**
 * POST /api/holds/:holdId/checkout: a pending booking and the gateway order to pay. The server
 * prices it; the client never sends an amount. Again for the same hold updates the same booking.
 */
export const checkoutHold = (holdId: string, input: CheckoutInput) =>
  apiSend<Checkout>('POST', `/holds/${encodeURIComponent(holdId)}/checkout`, input);
