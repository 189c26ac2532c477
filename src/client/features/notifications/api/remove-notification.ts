import { apiSend } from '@/client/lib/api-send';
import { without } from '../list-changes';
import { useListMutation } from '../use-list-mutation';

/** DELETE /api/me/notifications/:id → 204 (404 when the account has no such notification). */
export const removeNotification = (id: string) => apiSend<void>('DELETE', `/me/notifications/${id}`);

export const useRemoveNotification = (userId: string) => useListMutation(userId, removeNotification, without);
