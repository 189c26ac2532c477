import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { CityId, SortOption, SportId } from '@/shared/constants';
import { type EventPage, eventPageSchema } from '@/shared/schemas/catalogue';

/** The query parameters of GET /api/events, as the client sends them. */
export interface EventsQuery {
  sport?: SportId;
  city?: CityId;
  /** yyyy-mm-dd (India date). */
  date?: string;
  q?: string;
  sort?: SortOption;
  when?: 'upcoming' | 'results';
  venue?: string;
  featured?: boolean;
  trending?: boolean;
  page?: number;
  pageSize?: number;
}

/** GET /api/events: one page of the catalogue, filtered and sorted by the server. */
export function getEvents(query: EventsQuery, signal?: AbortSignal): Promise<EventPage> {
  return apiGet('/events', eventPageSchema, { query: { ...query }, signal });
}

export const eventsQueryOptions = (query: EventsQuery) =>
  queryOptions({
    queryKey: ['catalogue', 'events', query] as const,
    queryFn: ({ signal }) => getEvents(query, signal),
  });

export const useEvents = (query: EventsQuery) => useQuery(eventsQueryOptions(query));
