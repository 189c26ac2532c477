import { useCallback, useState } from 'react';
import type { AppNotification } from '@/shared/schemas/notifications';
import { useNextReminder } from '../api/next-reminder';
import { useNotificationStream } from '../api/notification-stream';

/**
 * The notification provider of a signed-in account (mounted by the shell once a session is known):
 * new notifications arrive live and are announced politely by title; for a fan, the next reminder
 * is asked for 10 s after it starts, once per browser session. `onArrived` hears of each new one (the
 * shell refreshes what the app shows of the event it names).
 */
export function NotificationsLive({
  userId,
  isFan,
  onArrived,
}: {
  userId: string;
  isFan: boolean;
  onArrived?: (item: AppNotification) => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const arrived = useCallback(
    (item: AppNotification) => {
      setAnnouncement(`New notification: ${item.title}`);
      onArrived?.(item);
    },
    [onArrived],
  );
  useNotificationStream(userId, arrived);
  useNextReminder(userId, isFan);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </div>
  );
}
