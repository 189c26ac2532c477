import { and, asc, count, desc, eq, gt, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Notice, SnoozedNotice } from '../../../shared/domain/notices';
import type { Db } from '../../db/client';
import { notificationSnoozes, notifications, sessionReminders, users } from '../../db/schema';
import { joinTransaction, retryingTransaction, type Transaction } from '../../db/transaction';
import { notificationPreferenceOn } from '../me/me.repo';

export type NotificationRow = typeof notifications.$inferSelect;

/** How many notifications a list answers: the newest; older ones stay until cleared. */
const LIST_LIMIT = 50;

/** One notification to write: for whom, and what. */
export interface Addressed {
  userId: string;
  notice: Notice;
}
export type SnoozeRow = typeof notificationSnoozes.$inferSelect;

/** Rows one INSERT writes (10 parameters each, far below PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

const row = ({ userId, notice }: Addressed, at: Date) => ({
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

/** Writes notices, each once per account (its key): those written before are left out of the answer. */
function insertQuery(db: Db) {
  return async (addressed: readonly Addressed[], at: Date): Promise<NotificationRow[]> => {
    const written: NotificationRow[] = [];
    for (let i = 0; i < addressed.length; i += INSERT_CHUNK) {
      const chunk = addressed.slice(i, i + INSERT_CHUNK).map((one) => row(one, at));
      written.push(
        ...(await db
          .insert(notifications)
          .values(chunk)
          .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
          .returning()),
      );
    }
    return written;
  };
}

/** Snoozed reminders due at `now`, at most `limit`, taken off the queue (another process skips them). */
function takeDueSnoozesQuery(db: Db) {
  return async (now: Date, limit: number): Promise<SnoozeRow[]> => {
    const due = db
      .select({ id: notificationSnoozes.id })
      .from(notificationSnoozes)
      .where(lte(notificationSnoozes.dueAt, now))
      .orderBy(asc(notificationSnoozes.dueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db.delete(notificationSnoozes).where(inArray(notificationSnoozes.id, due)).returning();
  };
}

/** Which of these accounts have event reminders on (a snoozed reminder comes back only to them). */
function remindersOnQuery(db: Db) {
  return async (userIds: readonly string[]): Promise<Set<string>> => {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...userIds]), notificationPreferenceOn('eventReminders')));
    return new Set(rows.map((row) => row.id));
  };
}

/**
 * `column = ANY(ids)` with the ids as one parameter: the live streams' reads name every listening
 * account, which could pass PostgreSQL's 65,535 parameters as a list.
 */
const anyOf = (column: typeof notifications.userId, ids: readonly string[]) =>
  sql`${column} = ANY(string_to_array(${ids.join(',')}, ',')::uuid[])`;

export function createNotificationsRepo(db: Db) {
  const mine = (userId: string, id: string) =>
    and(eq(notifications.userId, userId), eq(notifications.id, id));
  return {
    insert: insertQuery(db),
    /** Inside another module's transaction: the notices commit with what they report. */
    joining: (transaction: Transaction) => {
      const tx = joinTransaction(transaction);
      return {
        insert: insertQuery(tx),
        takeDueSnoozes: takeDueSnoozesQuery(tx),
        remindersOn: remindersOnQuery(tx),
      };
    },

    /**
     * Writes the session's one reminder with the session's claim in one transaction: undefined when
     * the session had it already (even if the fan removed it since).
     */
    onceForSession(sessionId: string, userId: string, notice: Notice, at: Date) {
      return retryingTransaction(db, async (tx) => {
        const claimed = await tx
          .insert(sessionReminders)
          .values({ sessionId, createdAt: at })
          .onConflictDoNothing()
          .returning({ sessionId: sessionReminders.sessionId });
        if (claimed.length === 0) return undefined;
        const [written] = await insertQuery(tx)([{ userId, notice }], at);
        return written;
      });
    },

    /**
     * Moves one of the account's notifications to the snooze queue, due at `dueAt`, in one
     * transaction, when `snoozable` allows it: 'not_found' when the account has no such notification.
     */
    snooze(
      userId: string,
      id: string,
      dueAt: Date,
      snoozable: (found: NotificationRow) => boolean,
    ): Promise<'snoozed' | 'not_snoozable' | 'not_found'> {
      return retryingTransaction(db, async (tx) => {
        const [found] = await tx.select().from(notifications).where(mine(userId, id)).for('update');
        if (!found) return 'not_found';
        if (!snoozable(found)) return 'not_snoozable';
        const notice: SnoozedNotice = {
          type: found.type,
          channel: found.channel,
          priority: found.priority,
          title: found.title,
          message: found.message,
          target: found.target,
          data: found.data,
        };
        await tx.insert(notificationSnoozes).values({ userId, notice, dueAt });
        await tx.delete(notifications).where(mine(userId, id));
        return 'snoozed';
      });
    },

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
        .where(and(gt(notifications.seq, afterSeq), anyOf(notifications.userId, userIds)))
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
        .where(and(anyOf(notifications.userId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(rows.map((row) => [row.userId, row.n]));
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
