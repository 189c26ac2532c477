import { TIMING } from '../../../shared/constants';
import { type Notice, snoozedNotice } from '../../../shared/domain/notices';
import type { AppNotification, NotificationList } from '../../../shared/schemas/notifications';
import type { Transaction } from '../../db/transaction';
import { HttpError, notFound } from '../../http/errors';
import type { JobOutcome, ScheduledJob } from '../../jobs/schedule';
import type { Addressed, NotificationRow, NotificationsRepo } from './notifications.repo';

/** Snoozed reminders one run brings back. */
const SNOOZE_BATCH = 500;

/** A stored notification as the API answers it. */
export const notificationView = (row: NotificationRow): AppNotification => ({
  id: row.id,
  type: row.type,
  channel: row.channel,
  title: row.title,
  message: row.message,
  timestamp: row.createdAt.toISOString(),
  read: row.readAt !== null,
  priority: row.priority,
  actionable: row.target !== null,
  target: row.target,
  data: row.data,
});

export function createNotificationsService(
  repo: NotificationsRepo,
  now: () => Date,
  log: (message: string, detail?: unknown) => void,
  /** Told after each write: the push pass and this process's live streams (notifications.stream.ts) take it. */
  written: () => void = () => {},
) {
  return {
    /**
     * Tells an account something that happened, once (the notice's key): called after the change it
     * reports has committed. A failure is logged, never passed on: the booking or refund it reports
     * stands either way.
     */
    async notify(userId: string | null, notice: Notice): Promise<void> {
      if (!userId) return;
      try {
        if ((await repo.insert([{ userId, notice }], now())).length > 0) written();
      } catch (error) {
        log(`notification ${notice.key} not written`, error);
      }
    },

    /**
     * Tells an account something inside the transaction that makes it true (a booking confirmed, a
     * refund): both commit, or neither. Once per notice key.
     */
    async notifyIn(transaction: Transaction, userId: string | null, notice: Notice): Promise<void> {
      if (!userId) return;
      // Before the commit: the streams read again a moment later too (the hub's follow-up read).
      if ((await repo.joining(transaction).insert([{ userId, notice }], now())).length > 0) written();
    },

    /**
     * Writes notices inside a job's transaction (decision 010), each once per account; answers the
     * notifications created (those written before are not among them).
     */
    async createIn(
      transaction: Transaction,
      addressed: readonly Addressed[],
      at: Date,
    ): Promise<AppNotification[]> {
      return (await repo.joining(transaction).insert(addressed, at)).map(notificationView);
    },

    /**
     * Creates the sign-in session's one reminder (POST next-reminder): undefined when this session
     * had it already, even if the fan removed it since.
     */
    async createOnceForSession(sessionId: string, userId: string, notice: Notice) {
      const row = await repo.onceForSession(sessionId, userId, notice, now());
      return row && notificationView(row);
    },

    /**
     * Snoozes one of the account's reminders: gone from the list now, back as a new unread
     * notification the snooze delay later (the snooze job). Only reminders snooze (409).
     */
    async snooze(userId: string, id: string): Promise<void> {
      const dueAt = new Date(now().getTime() + TIMING.snoozeMinutes * 60_000);
      const outcome = await repo.snooze(userId, id, dueAt, (found) => found.type === 'reminder');
      if (outcome === 'not_found') throw notFound('Notification');
      if (outcome === 'not_snoozable') {
        throw new HttpError(409, 'not_snoozable', 'Only reminders can be snoozed');
      }
    },

    /** The job that brings snoozed reminders back when they are due. */
    snoozeJob: {
      name: 'snoozed-reminders',
      async run(transaction, window): Promise<JobOutcome> {
        const tx = repo.joining(transaction);
        const due = await tx.takeDueSnoozes(window.now, SNOOZE_BATCH);
        // A fan who turned reminders off since snoozing does not get it back.
        const remindersOn = await tx.remindersOn([...new Set(due.map((snooze) => snooze.userId))]);
        const created = await tx.insert(
          due
            .filter((snooze) => remindersOn.has(snooze.userId))
            .map((snooze) => ({ userId: snooze.userId, notice: snoozedNotice(snooze.id, snooze.notice) })),
          window.now,
        );
        return { created: created.length, more: due.length === SNOOZE_BATCH };
      },
    } satisfies ScheduledJob,

    async list(userId: string): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([repo.list(userId), repo.unread(userId)]);
      return { items: rows.map(notificationView), unread };
    },

    async markRead(userId: string, id: string): Promise<void> {
      if (!(await repo.markRead(userId, id, now()))) throw notFound('Notification');
    },

    markAllRead: (userId: string) => repo.markAllRead(userId, now()),

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound('Notification');
    },

    clear: (userId: string) => repo.clear(userId),

    /** The Web Push outbox: up to `limit` notifications not yet pushed, each handed out once. */
    async takeForPush(limit: number): Promise<{ userId: string; notification: AppNotification }[]> {
      const rows = await repo.takeUnpushed(limit, now());
      return rows.map((row) => ({ userId: row.userId, notification: notificationView(row) }));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
