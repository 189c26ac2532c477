import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiSend } from '@/client/lib/api-send';
import { TIMING } from '@/shared/constants';
import type { AppNotification, NotificationList } from '@/shared/schemas/notifications';
import { withArrived } from '../list-changes';
import { notificationsQueryKey } from '../shell/api/list-notifications';

/**
 * POST /api/me/notifications/next-reminder (issue 12, contract 2): the fan's real next reminder
 * (their next booked match, else a favourite team's) as a new notification, 201; 204 when there is
 * nothing real to remind of or it was made this sign-in session already.
 */
export const requestNextReminder = () =>
  apiSend<AppNotification | undefined>('POST', '/me/notifications/next-reminder');

/** Once per account per browser session (this tab's sessionStorage). */
const askedKey = (userId: string) => `khelpass.nextReminderAsked.${userId}`;

function askedThisSession(userId: string): boolean {
  try {
    if (sessionStorage.getItem(askedKey(userId))) return true;
    sessionStorage.setItem(askedKey(userId), '1');
    return false;
  } catch {
    // No sessionStorage (private mode quirks): ask; the server makes it once per sign-in anyway.
    return false;
  }
}

/**
 * The spec's reminder 10 seconds after the notification provider starts (section 9), made real:
 * the server is asked once per browser session for the fan's next reminder, which joins the list
 * (the live stream brings it too; the list keeps one of each).
 */
export function useNextReminder(userId: string, enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      if (askedThisSession(userId)) return;
      requestNextReminder().then(
        (created) => {
          if (!created) return;
          client.setQueryData<NotificationList>(notificationsQueryKey(userId), (list) =>
            list ? withArrived(list, created) : list,
          );
        },
        // Logged only (product-spec.md section 8: failed scheduling).
        (error: unknown) => console.warn('The next reminder could not be made', error),
      );
    }, TIMING.demoNotificationMs);
    return () => clearTimeout(timer);
  }, [client, userId, enabled]);
}
