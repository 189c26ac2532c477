import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AppNotification, NotificationEvent, NotificationList } from '@/shared/schemas/notifications';
import { withArrived } from '../list-changes';
import { notificationsQueryKey } from '../shell/api/list-notifications';

export const NOTIFICATION_STREAM_URL = '/api/me/notifications/stream';
/** After the server refused the stream (a session that ended, a restart): try again this much later. */
const RETRY_AFTER_REFUSAL_MS = 15_000;

/**
 * GET /api/me/notifications/stream (issue 12, contract 3), read with EventSource: each new
 * notification joins the cached list with the server's unread count, and `onArrived` hears of the
 * ones the list did not have. EventSource reconnects by itself with Last-Event-ID; on every
 * (re)connection the list is read again, so nothing written while it was away is missed.
 */
export function useNotificationStream(userId: string, onArrived: (item: AppNotification) => void) {
  const client = useQueryClient();
  const arrived = useRef(onArrived);
  arrived.current = onArrived;

  useEffect(() => {
    const queryKey = notificationsQueryKey(userId);
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const onNotification = (message: MessageEvent<string>) => {
      const { notification, unread } = JSON.parse(message.data) as NotificationEvent;
      const list = client.getQueryData<NotificationList>(queryKey);
      if (!list) return;
      const isNew = !list.items.some((item) => item.id === notification.id);
      client.setQueryData(queryKey, withArrived(list, notification, unread));
      if (isNew) arrived.current(notification);
    };
    const connect = () => {
      source = new EventSource(NOTIFICATION_STREAM_URL);
      source.addEventListener('open', () => void client.invalidateQueries({ queryKey }));
      source.addEventListener('notification', onNotification);
      source.addEventListener('error', () => {
        // CONNECTING: EventSource retries by itself. CLOSED: the server refused; try later.
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(connect, RETRY_AFTER_REFUSAL_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [client, userId]);
}
