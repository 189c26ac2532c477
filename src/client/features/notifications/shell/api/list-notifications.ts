import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { NotificationList } from '@/shared/schemas/notifications';

/** GET /api/me/notifications: the signed-in account's newest notifications and its unread count. */
export function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiGet<NotificationList>('/me/notifications', { signal });
}

/** Keyed by account: what one account saw is never shown to the next one signed in on this browser. */
export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ signal }) => fetchNotifications(signal),
    // New ones arrive through the live stream (api/notification-stream.ts), which updates this list
    // and reads it again on every reconnection.
    staleTime: 60_000,
  });

/** The account's notifications (none asked for a guest: `userId` null). */
export function useNotifications(userId: string | null) {
  return useQuery({ ...notificationsQueryOptions(userId ?? ''), enabled: userId !== null });
}
