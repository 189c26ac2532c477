import { apiSend } from '@/client/lib/api-send';
import type { QueueStatus } from '@/shared/schemas/waiting-room';

/**
 * POST /api/events/:eventId/queue (signed in): the account's place in the sale's queue. Joining
 * again answers the same place; a fan whose turn is over joins again at the back.
 */
export const joinQueue = (eventId: string): Promise<QueueStatus> =>
  apiSend<QueueStatus>('POST', `/events/${encodeURIComponent(eventId)}/queue`);
