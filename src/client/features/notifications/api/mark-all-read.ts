import { apiSend } from '@/client/lib/api-send';
import { withAllRead } from '../list-changes';
import { useListMutation } from '../use-list-mutation';

/** POST /api/me/notifications/read-all → 204. */
export const markAllNotificationsRead = () => apiSend<void>('POST', '/me/notifications/read-all');

export const useMarkAllRead = (userId: string) =>
  useListMutation(userId, markAllNotificationsRead, (list) => withAllRead(list));
