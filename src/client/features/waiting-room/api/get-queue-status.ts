import { apiGet } from '@/client/lib/api-client';
import type { QueueStatus } from '@/shared/schemas/waiting-room';

/** GET /api/events/:eventId/queue (signed in): where the fan stands; place null until joined. */
export const getQueueStatus = (eventId: string, signal?: AbortSignal): Promise<QueueStatus> =>
  apiGet<QueueStatus>(`/events/${encodeURIComponent(eventId)}/queue`, { signal });

/** GET /api/events/:eventId/queue/stream: the same status, live (Server-Sent Events named 'status'). */
export const queueStreamUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/queue/stream`;

export const queueStatusQueryKey = (eventId: string) => ['queue', eventId] as const;
