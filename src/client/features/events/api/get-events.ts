import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { CityId, SortOption, SportId } from '@/shared/constants';
import type { EventPage } from '@/shared/schemas/catalogue';

/** The query parameters of GET /api/events, as the client sends them. */
export interface EventListQuery {
  sport?: SportId;
  city?: CityId;
  /** yyyy-mm-dd (India date). */
  date?: string;
  /** Team names or tournament. */
  q?: string;
  sort?: SortOption;
  when?: 'upcoming' | 'results';
  venue?: string;
  /** A team id: the matches it plays. */
  team?: string;
  featured?: boolean;
  trending?: boolean;
  page?: number;
  pageSize?: number;
}

/** GET /api/events: one page of the catalogue (money in paise, instants in ISO). */
export function fetchEvents(query: EventListQuery, signal?: AbortSignal): Promise<EventPage> {
  return apiGet<EventPage>('/events', { query: { ...query }, signal });
}

/** Drops empty values so equal filters give equal cache keys. */
export function normalise(query: EventListQuery): EventListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as EventListQuery;
}

export const eventsKeys = {
  all: ['events'] as const,
  list: (query: EventListQuery) => ['events', 'list', normalise(query)] as const,
  infinite: (query: Omit<EventListQuery, 'page'>) => ['events', 'infinite', normalise(query)] as const,
};

export const eventsQueryOptions = (query: EventListQuery) =>
  queryOptions({
    queryKey: eventsKeys.list(query),
    queryFn: ({ signal }) => fetchEvents(normalise(query), signal),
  });

/**
 * One page of events (home page rails, tournaments overview …). The list with "Load more" is
 * useInfiniteEvents in get-events-infinite.ts, apart so that home does not load infinite-query code.
 */
export function useEvents(query: EventListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventsQueryOptions(query), enabled: options.enabled ?? true });
}
