import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gatewayOrders, gatewayPayments } from '../../db/schema';

export type PaymentRow = typeof gatewayPayments.$inferSelect;

export function createGatewayRepo(db: Db) {
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
    async capturedPayment(orderId: string) {
      const [row] = await db
        .select()
        .from(gatewayPayments)
        .where(and(eq(gatewayPayments.orderId, orderId), eq(gatewayPayments.status, 'captured')));
      return row;
    },
    async payment(paymentId: string) {
      const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.id, paymentId));
      return row;
    },
    /**
     * Records a payment attempt. A second capture on one order breaks the unique index and returns
     * undefined: the caller answers with the capture that won.
     */
    async insertPayment(values: typeof gatewayPayments.$inferInsert): Promise<PaymentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(gatewayPayments).values(values).onConflictDoNothing().returning();
        if (row?.status === 'captured') {
          await tx.update(gatewayOrders).set({ status: 'paid' }).where(eq(gatewayOrders.id, values.orderId));
        }
        return row;
      });
    },
    async refund(paymentId: string) {
      await db.update(gatewayPayments).set({ status: 'refunded' }).where(eq(gatewayPayments.id, paymentId));
    },
  };
}
export type GatewayRepo = ReturnType<typeof createGatewayRepo>;
