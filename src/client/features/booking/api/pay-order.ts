import { apiSend } from '@/client/lib/api-send';
import type { PaymentInput, PaymentResult } from '@/shared/schemas/booking';

/**
 * POST /api/gateway/orders/:orderId/payments: pays a checkout's order with a card, a UPI ID or a
 * wallet. 200 PaymentResult (signed); 402 payment_declined with the gateway's message; 400 with
 * fields such as fields['card.number']. Paying an order already paid answers the same payment.
 */
export function payOrder(orderId: string, input: PaymentInput): Promise<PaymentResult> {
  return apiSend<PaymentResult>('POST', `/gateway/orders/${encodeURIComponent(orderId)}/payments`, input);
}
