import { randomBytes } from 'node:crypto';
import { TEST_INSTRUMENTS, UPI_PAYEE } from '../../../shared/booking-constants';
import { cardProblems, maskedInstrument, vpaValid } from '../../../shared/domain/payment';
import type { Order, PaymentInput, PaymentResult } from '../../../shared/schemas/booking';
import type { Transaction } from '../../db/transaction';
import { HttpError, notFound } from '../../http/errors';
import type { Signer } from '../signing/signing';
import type { GatewayRepo, OrderRow, PaymentRow, RefundOutcome, RefundRow } from './gateway.repo';

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

export const ORDER_CANCELLED_MESSAGE =
  'This payment request was cancelled: a newer one replaced it, or its event was called off. No money was taken.';
export const PAYMENT_RECEIVED_MESSAGE =
  'Your payment for this booking was received and is being confirmed. Please wait a moment.';
export const ORDER_REFUNDED_MESSAGE = 'This order was refunded. Please start a new booking.';

const orderView = (id: string, amountPaise: number, receipt: string): Order => ({
  id,
  amountPaise,
  currency: 'INR',
  receipt,
  payeeVpa: UPI_PAYEE.vpa,
  payeeName: UPI_PAYEE.name,
});

/** An order that can no longer be paid, answered as 409. */
function refuseUnpayable(status: OrderRow['status'] | undefined) {
  if (status === 'cancelled') throw new HttpError(409, 'order_cancelled', ORDER_CANCELLED_MESSAGE);
  if (status === 'refunded') throw new HttpError(409, 'order_refunded', ORDER_REFUNDED_MESSAGE);
}

export const REFUND_EXCEEDS_MESSAGE = 'A refund cannot be more than what is left of the payment.';

/** The refund made, null when there was no capture to refund; more than is left is an error. */
function refundOf(outcome: RefundOutcome): GatewayRefund | null {
  if ('refund' in outcome) return outcome.refund;
  if (outcome.refused === 'not_captured') return null;
  throw new HttpError(409, 'refund_exceeds_capture', REFUND_EXCEEDS_MESSAGE);
}

export function createGatewayService(
  repo: GatewayRepo,
  signer: Signer,
  now: () => Date,
  /** Called after each capture: the webhook dispatcher sends its notification now. */
  onCapture: () => void = () => {},
) {
  async function captureOf(paymentId: string): Promise<Capture | undefined> {
    const row = await repo.paymentWithBooking(paymentId);
    if (!row) return undefined;
    const { payment, bookingId } = row;
    return {
      paymentId: payment.id,
      orderId: payment.orderId,
      bookingId,
      amountPaise: payment.amountPaise,
      method: payment.method,
      status: payment.status,
    };
  }

  /**
   * Cancels a booking's payable order inside the caller's transaction (the fan went back to change
   * the selection, or checked out again). Refused when it was paid already: that payment is being
   * confirmed.
   */
  async function cancelOrders(transaction: Transaction, bookingId: string): Promise<void> {
    const tx = repo.joining(transaction);
    const orders = await tx.lockOrdersOf(bookingId);
    if (orders.some((order) => order.status === 'paid')) {
      throw new HttpError(409, 'payment_received', PAYMENT_RECEIVED_MESSAGE);
    }
    await tx.cancelPayableOrders(bookingId);
  }

  /** The refund of what is left of a capture: once per payment, so its key is the payment's. */
  const restOf = (paymentId: string) => ({
    id: gatewayId('rfnd'),
    idempotencyKey: `rest:${paymentId}`,
    at: now(),
  });

  const result = async (payment: PaymentRow): Promise<PaymentResult> => ({
    orderId: payment.orderId,
    paymentId: payment.id,
    signature: await signer.sign(`${payment.orderId}|${payment.id}`, 'hex'),
  });

  return {
    /**
     * A new payable order for a booking, inside the checkout's transaction; the one before is
     * cancelled (cancelOrders).
     */
    async replaceOrder(
      transaction: Transaction,
      bookingId: string,
      amountPaise: number,
      receipt: string,
    ): Promise<Order> {
      await cancelOrders(transaction, bookingId);
      const order = await repo.joining(transaction).createOrder({
        id: gatewayId('order'),
        bookingId,
        amountPaise,
        receipt,
        createdAt: now(),
      });
      return orderView(order.id, amountPaise, receipt);
    },

    cancelOrders,

    /** The order as the browser pays it, while it can still be paid; undefined otherwise. */
    async payableOrder(orderId: string): Promise<Order | undefined> {
      const order = await repo.order(orderId);
      return order?.status === 'created' ? orderView(order.id, order.amountPaise, order.receipt) : undefined;
    },

    /**
     * Pays an order. Paying a paid order answers its captured payment again (never a second
     * charge); an order a newer checkout cancelled, or one refunded, refuses payment (409).
     */
    async pay(orderId: string, input: PaymentInput): Promise<PaymentResult> {
      const order = await repo.order(orderId);
      if (!order) throw notFound('Order');
      const existing = await repo.capturedPayment(orderId);
      if (existing) return result(existing);
      refuseUnpayable(order.status);
      checkInstrument(input, now());
      const declined = declineReason(input);
      const at = now();
      const recorded = await repo.insertPayment({
        id: gatewayId('pay'),
        orderId,
        method: input.method,
        instrument: maskedInstrument(input),
        status: declined ? 'failed' : 'captured',
        amountPaise: order.amountPaise,
        errorCode: declined ? 'BAD_REQUEST_ERROR' : null,
        createdAt: at,
        nextNotifyAt: declined ? null : at,
      });
      if (declined) throw new HttpError(402, 'payment_declined', DECLINE_MESSAGES[declined]);
      if ('payment' in recorded) {
        onCapture();
        return result(recorded.payment);
      }
      // Another attempt claimed the order first: answer with its capture, or why it cannot be paid.
      const won = await repo.capturedPayment(orderId);
      if (won) return result(won);
      refuseUnpayable(recorded.orderStatus);
      throw notFound('Order');
    },

    /**
     * The payment a signed result names (captured, or already refunded), or an error a client
     * cannot get around.
     */
    async verify(presented: PaymentResult): Promise<Capture> {
      const valid = await signer.verify(
        `${presented.orderId}|${presented.paymentId}`,
        presented.signature,
        'hex',
      );
      if (!valid) throw new HttpError(400, 'invalid_signature', 'The payment could not be verified');
      const capture = await captureOf(presented.paymentId);
      if (!capture || capture.orderId !== presented.orderId || capture.status === 'failed') {
        throw new HttpError(400, 'invalid_signature', 'The payment could not be verified');
      }
      return capture;
    },

    /** A payment as the merchant settles it, with the booking its order is for. */
    capture: captureOf,

    /** Unpaid orders of cancelled events (of one, when given) refuse payment from now on. */
    closeOrdersOfCancelledEvents: (eventId?: string) => repo.cancelOrdersOfCancelledEvents(eventId),

    /** Refunds what is left of a capture (and its order) on its own; refunding again changes nothing. */
    refund: (paymentId: string) => repo.refundPayment(paymentId, restOf(paymentId)),

    /**
     * Refunds a capture inside the caller's transaction, so that the refund and what the merchant
     * records of it (a booking refunded) commit together or not at all: what is left of it, or
     * `part` of it under the merchant's idempotency key (a key used before answers the refund made
     * then, as a real gateway's refund call does). Null when nothing was captured to refund (never
     * captured, or refunded in full before); more than is left is refused.
     */
    async refundIn(
      transaction: Transaction,
      paymentId: string,
      part?: { amountPaise: number; idempotencyKey: string },
    ): Promise<GatewayRefund | null> {
      const request = part ? { ...part, id: gatewayId('rfnd'), at: now() } : restOf(paymentId);
      return refundOf(await repo.joining(transaction).refundPayment(paymentId, request));
    },

    /** A payment as an admin reads it (the instrument masked, never in full), with its refunds. */
    async payment(paymentId: string): Promise<GatewayPayment | undefined> {
      const row = await repo.paymentWithBooking(paymentId);
      if (!row) return undefined;
      const { payment } = row;
      return {
        id: payment.id,
        orderId: payment.orderId,
        method: payment.method,
        instrument: payment.instrument,
        status: payment.status,
        amountPaise: payment.amountPaise,
        amountRefundedPaise: payment.amountRefundedPaise,
        capturedAt: payment.createdAt,
        refunds: await repo.refundsOf(paymentId),
      };
    },
  };
}

/** A refund the gateway made: of which payment, how much, when. */
export type GatewayRefund = Pick<RefundRow, 'id' | 'paymentId' | 'amountPaise' | 'createdAt'>;

/** A captured (or failed) payment with its refunds, the instrument masked. */
export interface GatewayPayment {
  id: string;
  orderId: string;
  method: string;
  instrument: string | null;
  status: PaymentRow['status'];
  amountPaise: number;
  amountRefundedPaise: number;
  capturedAt: Date;
  refunds: GatewayRefund[];
}

/** A payment as the merchant sees it: what was paid, on which order, for which booking. */
export interface Capture {
  paymentId: string;
  orderId: string;
  bookingId: string;
  amountPaise: number;
  method: string;
  status: PaymentRow['status'];
}
export type GatewayService = ReturnType<typeof createGatewayService>;
