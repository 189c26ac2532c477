import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { OwnEvent } from '@/shared/schemas/organizer';

/** GET /api/organizer/events/:eventId (role organizer): one of the organiser's events, as its editor shows it. */
export function fetchOwnEvent(eventId: string, signal?: AbortSignal): Promise<OwnEvent> {
  return apiGet<OwnEvent>(`/organizer/events/${encodeURIComponent(eventId)}`, { signal });
}

export const ownEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['organizer', 'event', eventId],
    queryFn: ({ signal }) => fetchOwnEvent(eventId, signal),
  });

export const useOwnEvent = (eventId: string) => useQuery(ownEventQueryOptions(eventId));
