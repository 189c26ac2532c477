import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { EventDealList } from '@/shared/schemas/deals';

/** GET /api/organizer/events/:eventId/deals (owner or admin): the event's deals and where each stands. */
export const fetchEventDeals = (eventId: string, signal?: AbortSignal) =>
  apiGet<EventDealList>(`/organizer/events/${encodeURIComponent(eventId)}/deals`, { signal });

export const eventDealsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['organizer', 'deals', eventId],
    queryFn: ({ signal }) => fetchEventDeals(eventId, signal),
  });

export const useEventDeals = (eventId: string) => useQuery(eventDealsQueryOptions(eventId));
