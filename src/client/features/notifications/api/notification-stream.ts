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
 * (re)connection the list is read again, so nothing written while it was away is missed. Only a
 * visible tab holds a stream: a browser keeps about six connections per site over HTTP/1.1, and
 * six tabs in the background must not stall the page in front.
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
      clearTimeout(retry);
      if (source) return;
      const opened = new EventSource(NOTIFICATION_STREAM_URL);
      source = opened;
      opened.addEventListener('open', () => void client.invalidateQueries({ queryKey }));
      opened.addEventListener('notification', onNotification);
      opened.addEventListener('error', () => {
        // CONNECTING: EventSource retries by itself. CLOSED: the server refused; try later.
        if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
        source = null;
        retry = setTimeout(() => {
          if (document.visibilityState !== 'hidden') connect();
        }, RETRY_AFTER_REFUSAL_MS);
      });
    };
    const disconnect = () => {
      clearTimeout(retry);
      source?.close();
      source = null;
    };
    const followVisibility = () => {
      if (document.visibilityState === 'hidden') disconnect();
      else connect();
    };
    if (document.visibilityState !== 'hidden') connect();
    document.addEventListener('visibilitychange', followVisibility);
    return () => {
      document.removeEventListener('visibilitychange', followVisibility);
      disconnect();
    };
  }, [client, userId]);
}
