import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { apiSend } from '@/client/lib/api-send';
import type { QueueSettings, QueueSettingsInput } from '@/shared/schemas/waiting-room';

const queuePath = (eventId: string) => `/organizer/events/${encodeURIComponent(eventId)}/queue`;

/** GET /api/organizer/events/:eventId/queue: the event's waiting room as set, or null when never set. */
export function fetchQueueSettings(eventId: string, signal?: AbortSignal): Promise<QueueSettings | null> {
  return apiGet<QueueSettings | null>(queuePath(eventId), { signal });
}

export const queueSettingsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['organizer', 'event', eventId, 'queue'],
    queryFn: ({ signal }) => fetchQueueSettings(eventId, signal),
  });

export const useQueueSettings = (eventId: string) => useQuery(queueSettingsQueryOptions(eventId));

/** PUT /api/organizer/events/:eventId/queue: turns the waiting room on or off, with its start and rate. */
export const saveQueueSettings = (eventId: string, input: QueueSettingsInput) =>
  apiSend<QueueSettings>('PUT', queuePath(eventId), input);
