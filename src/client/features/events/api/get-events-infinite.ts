import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { EventPage } from '@/shared/schemas/catalogue';
import { type EventListQuery, eventsKeys, fetchEvents, normalise } from './get-events';

export const eventsInfiniteQueryOptions = (query: Omit<EventListQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: eventsKeys.infinite(query),
    queryFn: ({ pageParam, signal }) => fetchEvents({ ...normalise(query), page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: EventPage) => (last.hasMore ? last.page + 1 : undefined),
  });

/**
 * The event list with "Load more": pages accumulate. While the filters change within one sport the
 * previous list stays on screen (no flash of the loading state, no layout jump).
 */
export function useInfiniteEvents(query: Omit<EventListQuery, 'page'>, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...eventsInfiniteQueryOptions(query),
    enabled: options.enabled ?? true,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as EventListQuery | undefined;
      return before?.sport === query.sport && before?.when === query.when
        ? keepPreviousData(previous)
        : undefined;
    },
  });
}
