import { apiSend } from '@/client/lib/api-send';
import { withRead } from '../list-changes';
import { useListMutation } from '../use-list-mutation';

/** POST /api/me/notifications/:id/read → 204 (404 when the account has no such notification). */
export const markNotificationRead = (id: string) => apiSend<void>('POST', `/me/notifications/${id}/read`);

export const useMarkRead = (userId: string) => useListMutation(userId, markNotificationRead, withRead);
