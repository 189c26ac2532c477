import { randomBytes } from 'node:crypto';
import { TEST_INSTRUMENTS, UPI_PAYEE } from '../../../shared/booking-constants';
import { cardProblems, vpaValid } from '../../../shared/domain/payment';
import type { Order, PaymentInput, PaymentResult } from '../../../shared/schemas/booking';
import { HttpError, notFound } from '../../http/errors';
import type { Signer } from '../signing/signing';
import type { GatewayRepo, PaymentRow } from './gateway.repo';

// A payment gateway simulator with the shape of a real one (orders, payments, signed results):
// the server creates an order for its own amount, the browser pays the order, and the gateway
// answers with a payment id and an HMAC-SHA256 signature of `${orderId}|${paymentId}` that the
// server verifies before it confirms anything. Test instruments are in TEST_INSTRUMENTS.

export const DECLINE_MESSAGES = {
  card: 'Your card was declined by the bank. No money was taken. Please try another card or method.',
  upi: 'The UPI payment was declined in your UPI app. No money was taken. Please try again or use another method.',
} as const;

const gatewayId = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;

/** What the bank would say about this instrument. */
function declineReason(input: PaymentInput): keyof typeof DECLINE_MESSAGES | null {
  if (input.method === 'card' && input.card.number.replace(/\s/g, '') === TEST_INSTRUMENTS.cardDeclined)
    return 'card';
  if (input.method === 'upi' && input.vpa.toLowerCase() === TEST_INSTRUMENTS.upiFailure) return 'upi';
  return null;
}

function checkInstrument(input: PaymentInput, now: Date) {
  if (input.method === 'card') {
    const problems = cardProblems(input.card, now);
    const entries = Object.entries(problems);
    if (entries.length > 0) {
      const fields = Object.fromEntries(entries.map(([field, message]) => [`card.${field}`, message]));
      throw new HttpError(400, 'invalid_card', entries[0]?.[1] ?? 'Please check the card details', fields);
    }
  }
  if (input.method === 'upi' && !vpaValid(input.vpa)) {
    throw new HttpError(400, 'invalid_vpa', 'Please enter a UPI ID like name@bank', {
      vpa: 'Please enter a UPI ID like name@bank',
    });
  }
}

export function createGatewayService(repo: GatewayRepo, signer: Signer, now: () => Date) {
  const result = async (payment: PaymentRow): Promise<PaymentResult> => ({
    orderId: payment.orderId,
    paymentId: payment.id,
    signature: await signer.sign(`${payment.orderId}|${payment.id}`, 'hex'),
  });

  return {
    async createOrder(bookingId: string, amountPaise: number, receipt: string): Promise<Order> {
      const order = await repo.createOrder({
        id: gatewayId('order'),
        bookingId,
        amountPaise,
        receipt,
        createdAt: now(),
      });
      return {
        id: order.id,
        amountPaise,
        currency: 'INR',
        receipt,
        payeeVpa: UPI_PAYEE.vpa,
        payeeName: UPI_PAYEE.name,
      };
    },

    /** Pays an order. Paying a paid order answers its captured payment again (never a second charge). */
    async pay(orderId: string, input: PaymentInput): Promise<PaymentResult> {
      const order = await repo.order(orderId);
      if (!order) throw notFound('Order');
      const existing = await repo.capturedPayment(orderId);
      if (existing) return result(existing);
      checkInstrument(input, now());
      const declined = declineReason(input);
      const payment = await repo.insertPayment({
        id: gatewayId('pay'),
        orderId,
        method: input.method,
        status: declined ? 'failed' : 'captured',
        amountPaise: order.amountPaise,
        errorCode: declined ? 'BAD_REQUEST_ERROR' : null,
        createdAt: now(),
      });
      if (declined) throw new HttpError(402, 'payment_declined', DECLINE_MESSAGES[declined]);
      const captured = payment ?? (await repo.capturedPayment(orderId));
      if (!captured) throw new Error(`order ${orderId} has no capture after insert`);
      return result(captured);
    },

    /** The captured payment a signed result names, or an error a client cannot get around. */
    async verify(
      presented: PaymentResult,
    ): Promise<{ amountPaise: number; method: string; paymentId: string }> {
      const valid = await signer.verify(
        `${presented.orderId}|${presented.paymentId}`,
        presented.signature,
        'hex',
      );
      if (!valid) throw new HttpError(400, 'invalid_signature', 'The payment could not be verified');
      const payment = await repo.payment(presented.paymentId);
      if (!payment || payment.orderId !== presented.orderId || payment.status !== 'captured') {
        throw new HttpError(400, 'invalid_signature', 'The payment could not be verified');
      }
      return { amountPaise: payment.amountPaise, method: payment.method, paymentId: payment.id };
    },

    refund: (paymentId: string) => repo.refund(paymentId),
  };
}
export type GatewayService = ReturnType<typeof createGatewayService>;
