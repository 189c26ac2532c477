import { apiSend } from '@/client/lib/api-send';
import { without } from '../list-changes';
import { useListMutation } from '../use-list-mutation';

/**
 * POST /api/me/notifications/:id/snooze → 204 (issue 12, contract 1): a reminder leaves the list
 * now and comes back as a new unread one after the spec's snooze delay; 409 not_snoozable for any
 * other type, 404 for another account's.
 */
export const snoozeReminder = (id: string) => apiSend<void>('POST', `/me/notifications/${id}/snooze`);

export const useSnoozeReminder = (userId: string) => useListMutation(userId, snoozeReminder, without);
