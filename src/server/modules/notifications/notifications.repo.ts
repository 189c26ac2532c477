import { and, asc, count, desc, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { Notice } from '../../../shared/domain/notices';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { joinTransaction, type Transaction } from '../../db/transaction';

export type NotificationRow = typeof notifications.$inferSelect;

/** How many notifications a list answers: the newest; older ones stay until cleared. */
const LIST_LIMIT = 50;

/** Writes the notice once per account (its key): undefined when it was written before. */
function insertQuery(db: Db) {
  return async (userId: string, notice: Notice, at: Date): Promise<NotificationRow | undefined> => {
    const [row] = await db
      .insert(notifications)
      .values({
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
      })
      .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
      .returning();
    return row;
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

    async clear(userId: string) {
      await db.delete(notifications).where(eq(notifications.userId, userId));
    },

    /** The highest seq written and committed so far (0 for none). */
    async latestSeq(): Promise<number> {
      const [row] = await db.select({ seq: max(notifications.seq) }).from(notifications);
      return row?.seq ?? 0;
    },

    /** These accounts' notifications with a seq above `afterSeq`, in seq order (the live streams' poll). */
    since(userIds: readonly string[], afterSeq: number) {
      return db
        .select()
        .from(notifications)
        .where(and(gt(notifications.seq, afterSeq), inArray(notifications.userId, [...userIds])))
        .orderBy(asc(notifications.seq));
    },

    /** The account's newest `limit` notifications with a seq above `afterSeq`, in seq order (a resumed stream). */
    async after(userId: string, afterSeq: number, limit: number) {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.seq, afterSeq)))
        .orderBy(desc(notifications.seq))
        .limit(limit);
      return rows.reverse();
    },

    /** Each account's unread count (accounts with none are absent). */
    async unreadOf(userIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(rows.map((row) => [row.userId, row.n]));
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
