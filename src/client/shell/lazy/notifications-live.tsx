// The signed-in account's notification provider (features/notifications), loaded once a session is
// known so that guests and the first page never fetch it.
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useCallback } from 'react';
import { eventQueryOptions } from '@/client/features/events/api/get-event';
import { NotificationsLive as LiveNotifications } from '@/client/features/notifications/components/notifications-live';
import type { AppNotification } from '@/shared/schemas/notifications';

/**
 * A notification about an event (a price drop, a deal, a new date) means the event's page may show
 * something old: it is read again, so a fan who opens it, or has it open, sees what the notice says.
 */
export function NotificationsLive(props: Omit<ComponentProps<typeof LiveNotifications>, 'onArrived'>) {
  const client = useQueryClient();
  const refreshEvent = useCallback(
    (item: AppNotification) => {
      const eventId = item.data.eventId;
      if (eventId) void client.invalidateQueries({ queryKey: eventQueryOptions(eventId).queryKey });
    },
    [client],
  );
  return <LiveNotifications {...props} onArrived={refreshEvent} />;
}
