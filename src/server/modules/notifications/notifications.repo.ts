import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Notice } from '../../../shared/domain/notices';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { joinTransaction, type Transaction } from '../../db/transaction';

export type NotificationRow = typeof notifications.$inferSelect;

/** How many notifications a list answers: the newest; older ones stay until cleared. */
const LIST_LIMIT = 50;

/** One notice for one account. */
export interface Delivery {
  userId: string;
  notice: Notice;
}

/** Rows per INSERT statement when many are told at once (an event's every booking). */
const INSERT_CHUNK = 1000;

const rowOf = ({ userId, notice }: Delivery, at: Date) => ({
  userId,
  type: notice.type,
  channel: notice.channel,
  priority: notice.priority,
  title: notice.title,
  message: notice.message,
  target: notice.target,
  data: notice.data,
  dedupeKey: notice.key,
  createdAt: at,
});

/** Writes each notice once per account (its key): the rows written now, not those written before. */
function insertQuery(db: Db) {
  return async (deliveries: Delivery[], at: Date): Promise<NotificationRow[]> => {
    const written: NotificationRow[] = [];
    for (let start = 0; start < deliveries.length; start += INSERT_CHUNK) {
      const rows = await db
        .insert(notifications)
        .values(deliveries.slice(start, start + INSERT_CHUNK).map((delivery) => rowOf(delivery, at)))
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning();
      written.push(...rows);
    }
    return written;
  };
}

export function createNotificationsRepo(db: Db) {
  const mine = (userId: string, id: string) =>
    and(eq(notifications.userId, userId), eq(notifications.id, id));
  return {
    insert: insertQuery(db),
    /** The insert inside another module's transaction: the notice commits with what it reports. */
    joining: (transaction: Transaction) => ({ insert: insertQuery(joinTransaction(transaction)) }),

    list(userId: string) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.seq))
        .limit(LIST_LIMIT);
    },

    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks one read; false when the account has no such notification. */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(mine(userId, id), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      if (rows.length > 0) return true;
      const [exists] = await db.select({ id: notifications.id }).from(notifications).where(mine(userId, id));
      return exists !== undefined;
    },

    async markAllRead(userId: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** Removes one; false when the account has no such notification. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id });
      return rows.length > 0;
    },

    /**
     * Takes up to `limit` notifications not yet pushed, oldest first, marking them pushed at `at`:
     * rows another process is taking are skipped, and a taken row is never taken again, so each is
     * pushed at most once whatever dies mid-send.
     */
    takeUnpushed(limit: number, at: Date): Promise<NotificationRow[]> {
      const due = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(isNull(notifications.pushedAt))
        .orderBy(asc(notifications.seq))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db.update(notifications).set({ pushedAt: at }).where(inArray(notifications.id, due)).returning();
    },

    async clear(userId: string) {
      await db.delete(notifications).where(eq(notifications.userId, userId));
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
