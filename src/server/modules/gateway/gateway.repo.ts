import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events, gatewayOrders, gatewayPayments, gatewayRefunds } from '../../db/schema';
import { joinTransaction, type Transaction } from '../../db/transaction';

export type PaymentRow = typeof gatewayPayments.$inferSelect;
export type OrderRow = typeof gatewayOrders.$inferSelect;
export type RefundRow = typeof gatewayRefunds.$inferSelect;

/** A refund to make: its id, the merchant's idempotency key, and part of the capture (or the rest). */
export interface RefundRequest {
  id: string;
  idempotencyKey: string;
  /** Undefined: whatever of the capture is not refunded yet. */
  amountPaise?: number;
  at: Date;
}

/** A refund made (or, for a key used before, the one made then), or why none could be. */
export type RefundOutcome = { refund: RefundRow } | { refused: 'not_captured' | 'exceeds_capture' };

function gatewayQueries(db: Db) {
  return {
    async createOrder(values: typeof gatewayOrders.$inferInsert) {
      const [row] = await db.insert(gatewayOrders).values(values).returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },
    async order(orderId: string) {
      const [row] = await db.select().from(gatewayOrders).where(eq(gatewayOrders.id, orderId));
      return row;
    },
    /** A booking's orders, locked until the transaction ends. */
    lockOrdersOf(bookingId: string) {
      return db.select().from(gatewayOrders).where(eq(gatewayOrders.bookingId, bookingId)).for('update');
    },
    /** Cancels a booking's payable order: it refuses payment from then on. */
    async cancelPayableOrders(bookingId: string) {
      await db
        .update(gatewayOrders)
        .set({ status: 'cancelled' })
        .where(and(eq(gatewayOrders.bookingId, bookingId), eq(gatewayOrders.status, 'created')));
    },
    /**
     * Cancels the payable orders of the unpaid bookings of cancelled events (of one event, when
     * given): from then on they refuse payment, so no fan is charged for a match called off.
     */
    async cancelOrdersOfCancelledEvents(eventId: string | undefined) {
      await db.execute(sql`
        UPDATE ${gatewayOrders} o SET status = 'cancelled'
        FROM ${bookings} b JOIN ${events} e ON e.id = b.event_id
        WHERE o.booking_id = b.id AND o.status = 'created' AND b.status = 'pending' AND e.status = 'cancelled'
          ${eventId === undefined ? sql`` : sql`AND e.id = ${eventId}`}`);
    },
    async capturedPayment(orderId: string) {
      const [row] = await db
        .select()
        .from(gatewayPayments)
        .where(and(eq(gatewayPayments.orderId, orderId), eq(gatewayPayments.status, 'captured')));
      return row;
    },
    /**
     * Refunds part of a capture, or the rest of it, under the merchant's idempotency key, as a
     * real gateway does: the payment row is locked, a key used before answers its refund again,
     * and never more than captured minus refunded goes back. The last of it marks the payment (and
     * its order) refunded.
     */
    async refundPayment(paymentId: string, request: RefundRequest): Promise<RefundOutcome> {
      const [payment] = await db
        .select()
        .from(gatewayPayments)
        .where(eq(gatewayPayments.id, paymentId))
        .for('update');
      const [earlier] = await db
        .select()
        .from(gatewayRefunds)
        .where(eq(gatewayRefunds.idempotencyKey, request.idempotencyKey));
      if (earlier) return { refund: earlier };
      if (payment?.status !== 'captured') return { refused: 'not_captured' };
      const left = payment.amountPaise - payment.amountRefundedPaise;
      const amountPaise = request.amountPaise ?? left;
      if (amountPaise <= 0 || amountPaise > left) return { refused: 'exceeds_capture' };
      const [refund] = await db
        .insert(gatewayRefunds)
        .values({
          id: request.id,
          paymentId,
          amountPaise,
          idempotencyKey: request.idempotencyKey,
          createdAt: request.at,
        })
        .returning();
      if (!refund) throw new Error('refund insert returned nothing');
      const whole = amountPaise === left;
      await db
        .update(gatewayPayments)
        .set({
          amountRefundedPaise: payment.amountRefundedPaise + amountPaise,
          ...(whole && { status: 'refunded' }),
        })
        .where(eq(gatewayPayments.id, paymentId));
      if (whole) {
        await db
          .update(gatewayOrders)
          .set({ status: 'refunded' })
          .where(and(eq(gatewayOrders.id, payment.orderId), eq(gatewayOrders.status, 'paid')));
      }
      return { refund };
    },
    /** A payment's refunds, oldest first. */
    refundsOf(paymentId: string) {
      return db
        .select()
        .from(gatewayRefunds)
        .where(eq(gatewayRefunds.paymentId, paymentId))
        .orderBy(asc(gatewayRefunds.createdAt), asc(gatewayRefunds.id));
    },
    /** A payment with the booking its order is for. */
    async paymentWithBooking(paymentId: string) {
      const [row] = await db
        .select({ payment: gatewayPayments, bookingId: gatewayOrders.bookingId })
        .from(gatewayPayments)
        .innerJoin(gatewayOrders, eq(gatewayOrders.id, gatewayPayments.orderId))
        .where(eq(gatewayPayments.id, paymentId));
      return row;
    },
  };
}

export function createGatewayRepo(db: Db) {
  return {
    ...gatewayQueries(db),
    /** The queries bound to a transaction another module opened. */
    joining: (transaction: Transaction) => gatewayQueries(joinTransaction(transaction)),

    /**
     * Records a payment attempt on an order. A capture first claims the order (created -> paid) in
     * the same transaction, so an order pays once and a cancelled or refunded one never: without
     * the claim the answer is the order's state, and nothing is recorded.
     */
    async insertPayment(
      values: typeof gatewayPayments.$inferInsert,
    ): Promise<{ payment: PaymentRow } | { orderStatus: OrderRow['status'] | undefined }> {
      return db.transaction(async (tx) => {
        if (values.status === 'captured') {
          const [claimed] = await tx
            .update(gatewayOrders)
            .set({ status: 'paid' })
            .where(and(eq(gatewayOrders.id, values.orderId), eq(gatewayOrders.status, 'created')))
            .returning({ id: gatewayOrders.id });
          if (!claimed) {
            const [order] = await tx
              .select({ status: gatewayOrders.status })
              .from(gatewayOrders)
              .where(eq(gatewayOrders.id, values.orderId));
            return { orderStatus: order?.status };
          }
        }
        const [row] = await tx.insert(gatewayPayments).values(values).returning();
        if (!row) throw new Error('payment insert returned nothing');
        return { payment: row };
      });
    },

    /** refundPayment in a transaction of its own. */
    refundPayment: (paymentId: string, request: RefundRequest) =>
      db.transaction((tx) => gatewayQueries(tx).refundPayment(paymentId, request)),

    /**
     * Captures the merchant has not acknowledged whose webhook is due, locked for this dispatcher
     * alone (another process skips them), with the booking each order is for. Claimed for claimMs:
     * another dispatcher sends them after that, should this one have died with them.
     */
    dueNotifications(now: Date, limit: number, claimMs: number) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ payment: gatewayPayments, bookingId: gatewayOrders.bookingId })
          .from(gatewayPayments)
          .innerJoin(gatewayOrders, eq(gatewayOrders.id, gatewayPayments.orderId))
          .where(
            and(
              eq(gatewayPayments.status, 'captured'),
              isNull(gatewayPayments.acknowledgedAt),
              lte(gatewayPayments.nextNotifyAt, now),
            ),
          )
          .orderBy(asc(gatewayPayments.nextNotifyAt))
          .limit(limit)
          .for('update', { of: gatewayPayments, skipLocked: true });
        // Claimed for a while, so a second dispatcher does not send the same webhook at once.
        if (rows.length > 0) {
          await tx
            .update(gatewayPayments)
            .set({ nextNotifyAt: new Date(now.getTime() + claimMs) })
            .where(
              inArray(
                gatewayPayments.id,
                rows.map((row) => row.payment.id),
              ),
            );
        }
        return rows;
      });
    },

    async acknowledged(paymentId: string, at: Date) {
      await db.update(gatewayPayments).set({ acknowledgedAt: at }).where(eq(gatewayPayments.id, paymentId));
    },

    /** A webhook delivery failed: try again at `next`. */
    async notifyFailed(paymentId: string, next: Date) {
      await db
        .update(gatewayPayments)
        .set({ notifyAttempts: sql`${gatewayPayments.notifyAttempts} + 1`, nextNotifyAt: next })
        .where(eq(gatewayPayments.id, paymentId));
    },
  };
}
export type GatewayRepo = ReturnType<typeof createGatewayRepo>;
