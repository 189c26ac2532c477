import type { AppNotification, NotificationList } from '@/shared/schemas/notifications';

/**
 * How the cached notification list changes with what the fan does and what arrives live, the same
 * change the server makes, so the bell and the list follow at once (optimistic updates).
 */

/** As many as GET /api/me/notifications answers. */
const LIST_LIMIT = 50;

const newestFirst = (a: AppNotification, b: AppNotification) => b.timestamp.localeCompare(a.timestamp);

/** A notification that arrived (the stream, or the next reminder), with the server's unread count when known. */
export function withArrived(
  list: NotificationList,
  item: AppNotification,
  unread?: number,
): NotificationList {
  const known = list.items.some((entry) => entry.id === item.id);
  const items = [item, ...list.items.filter((entry) => entry.id !== item.id)].sort(newestFirst);
  return {
    items: items.slice(0, LIST_LIMIT),
    unread: unread ?? (known || item.read ? list.unread : list.unread + 1),
  };
}

export function withRead(list: NotificationList, id: string): NotificationList {
  const target = list.items.find((entry) => entry.id === id);
  if (!target || target.read) return list;
  return {
    items: list.items.map((entry) => (entry.id === id ? { ...entry, read: true } : entry)),
    unread: Math.max(0, list.unread - 1),
  };
}

export function withAllRead(list: NotificationList): NotificationList {
  return { items: list.items.map((entry) => ({ ...entry, read: true })), unread: 0 };
}

/** Removed (or snoozed: it comes back as a new one later). */
export function without(list: NotificationList, id: string): NotificationList {
  const target = list.items.find((entry) => entry.id === id);
  if (!target) return list;
  return {
    items: list.items.filter((entry) => entry.id !== id),
    unread: target.read ? list.unread : Math.max(0, list.unread - 1),
  };
}

export const cleared = (): NotificationList => ({ items: [], unread: 0 });
