import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
  createdAt: Date;
}

/** What sending needs of a subscription. */
export type PushTarget = Pick<typeof pushSubscriptions.$inferSelect, 'id' | 'endpoint' | 'p256dh' | 'auth'>;

export function createPushRepo(db: Db) {
  return {
    /**
     * Stores the subscription as the given account's, in place of any row at the same endpoint (the
     * browser subscribed again, or for another account), then keeps the account's newest
     * `keepAtMost` subscriptions only.
     */
    async upsert(row: NewPushSubscription, keepAtMost: number) {
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(pushSubscriptions)
          .values(row)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              userId: row.userId,
              p256dh: row.p256dh,
              auth: row.auth,
              userAgent: row.userAgent,
              createdAt: row.createdAt,
              lastSuccessAt: null,
              failures: 0,
            },
          })
          .returning();
        if (!stored) throw new Error('push subscription missing after upsert');
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, row.userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(keepAtMost);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, row.userId), notInArray(pushSubscriptions.id, newest)));
        return stored;
      });
    },

    /** The account's subscriptions, newest first. */
    listForUser(userId: string) {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
    },

    /** Whether the account had a subscription at this endpoint (now deleted). */
    async removeOwn(userId: string, endpoint: string): Promise<boolean> {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },

    /** The push service said this subscription is gone (404/410). */
    async remove(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async recordSuccess(id: string, at: Date) {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: at, failures: 0 })
        .where(eq(pushSubscriptions.id, id));
    },

    async recordFailure(id: string) {
      await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushRepo = ReturnType<typeof createPushRepo>;
