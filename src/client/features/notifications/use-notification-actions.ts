import { requestNavigation } from '@/client/lib/app-events';
import { notify } from '@/client/lib/notify';
import { TIMING } from '@/shared/constants';
import type { AppNotification } from '@/shared/schemas/notifications';
import { useClearNotifications } from './api/clear-notifications';
import { useMarkAllRead } from './api/mark-all-read';
import { useMarkRead } from './api/mark-read';
import { useRemoveNotification } from './api/remove-notification';
import { useSnoozeReminder } from './api/snooze-reminder';

/** What the fan can do with the account's notifications, shown at once and sent to the server. */
export function useNotificationActions(userId: string, { onNavigate }: { onNavigate: () => void }) {
  const markRead = useMarkRead(userId);
  const markAllRead = useMarkAllRead(userId);
  const remove = useRemoveNotification(userId);
  const clear = useClearNotifications(userId);
  const snooze = useSnoozeReminder(userId);
  return {
    /** Marks it read and, when it leads somewhere, opens its target. */
    open(item: AppNotification) {
      if (!item.read) markRead.mutate(item.id);
      if (!item.target) return;
      onNavigate();
      // The app's own event (product-spec.md section 2): the shell navigates, checking the path.
      requestNavigation(item.target);
    },
    remove: (id: string) => remove.mutate(id),
    snooze: (id: string) =>
      snooze.mutate(id, {
        onSuccess: () =>
          notify.success('Reminder snoozed', `We'll remind you again in ${TIMING.snoozeMinutes} minutes`),
      }),
    markAllRead: () => markAllRead.mutate(undefined),
    clear: () => clear.mutate(undefined),
  };
}

export type NotificationActions = ReturnType<typeof useNotificationActions>;
