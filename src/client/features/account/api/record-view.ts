import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiSend } from '@/client/lib/api-send';
import { useSession } from '@/client/lib/session';

/**
 * For a signed-in user, an opened event page is stored on the server (recently viewed and the
 * 'event_viewed' activity); a guest's stays in local storage (features/events/recently-viewed).
 */
export function useRecordViewOnServer(event: { id: string; title: string } | undefined): void {
  const { user } = useSession();
  const client = useQueryClient();
  const id = event?.id;
  const title = event?.title;
  const userId = user?.id;
  useEffect(() => {
    if (!userId || id === undefined) return;
    void Promise.all([
      apiSend('POST', '/me/recently-viewed', { eventId: id }),
      apiSend('POST', '/me/activity', { action: 'event_viewed', data: { eventId: id, title } }),
    ])
      .then(() => client.invalidateQueries({ queryKey: ['me', userId] }))
      .catch(() => {});
  }, [userId, id, title, client]);
}
