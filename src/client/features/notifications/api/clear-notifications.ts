import { apiSend } from '@/client/lib/api-send';
import { cleared } from '../list-changes';
import { useListMutation } from '../use-list-mutation';

/** DELETE /api/me/notifications → 204: every notification of the account removed. */
export const clearNotifications = () => apiSend<void>('DELETE', '/me/notifications');

export const useClearNotifications = (userId: string) =>
  useListMutation(userId, clearNotifications, () => cleared());
