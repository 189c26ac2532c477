import type { Notice } from '../../../shared/domain/notices';
import type { AppNotification, NotificationList } from '../../../shared/schemas/notifications';
import type { Transaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import type { NotificationRow, NotificationsRepo } from './notifications.repo';

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
  /** Told after each write, so this process's live streams read it at once (notifications.stream.ts). */
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
        if (await repo.insert(userId, notice, now())) written();
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
      if (await repo.joining(transaction).insert(userId, notice, now())) written();
    },

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
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
