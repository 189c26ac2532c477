import type { Notice } from '../../../shared/domain/notices';
import type { AppNotification, NotificationList } from '../../../shared/schemas/notifications';
import type { Transaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import type { Delivery, NotificationRow, NotificationsRepo } from './notifications.repo';

const view = (row: NotificationRow): AppNotification => ({
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
  /** Told after notify wrote a notification (the push pass takes it from there). */
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
      if (userId) await repo.joining(transaction).insert([{ userId, notice }], now());
    },

    /** notifyIn for many accounts at once (set-based: an event's every booking). */
    async notifyAllIn(transaction: Transaction, deliveries: Delivery[]): Promise<void> {
      if (deliveries.length > 0) await repo.joining(transaction).insert(deliveries, now());
    },

    async list(userId: string): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([repo.list(userId), repo.unread(userId)]);
      return { items: rows.map(view), unread };
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
      return rows.map((row) => ({ userId: row.userId, notification: view(row) }));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
