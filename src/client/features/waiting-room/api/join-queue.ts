import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/client/lib/api-send';
import type { JoinQueueInput, QueueStatus } from '@/shared/schemas/waiting-room';
import { queueStatusQueryKey } from './get-queue-status';

/**
 * POST /api/events/:eventId/queue (signed in): the account's place in the sale's queue. Joining
 * again answers the same place; `again` after a turn ended asks for a new place at the back.
 */
export const joinQueue = (eventId: string, input: JoinQueueInput = {}): Promise<QueueStatus> =>
  apiSend<QueueStatus>('POST', `/events/${encodeURIComponent(eventId)}/queue`, input);

/** 'Join the queue again': the new place replaces the ended turn in the page's cache. */
export function useJoinQueueAgain(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => joinQueue(eventId, { again: true }),
    onSuccess: (status) => client.setQueryData(queueStatusQueryKey(eventId), status),
    // Refused (the queue went off, the server was away): read the place afresh.
    onError: () => client.invalidateQueries({ queryKey: queueStatusQueryKey(eventId) }),
  });
}
