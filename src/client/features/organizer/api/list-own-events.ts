import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { OrganizerEventListQuery, OrganizerEventPage } from '@/shared/schemas/organizer';

/** GET /api/organizer/events (role organizer): one page of the signed-in organiser's own events. */
export function fetchOwnEvents(
  query: OrganizerEventListQuery,
  signal?: AbortSignal,
): Promise<OrganizerEventPage> {
  return apiGet<OrganizerEventPage>('/organizer/events', { query: { ...query }, signal });
}

export const ownEventsQueryOptions = (query: OrganizerEventListQuery) =>
  queryOptions({
    queryKey: ['organizer', 'events', query],
    queryFn: ({ signal }) => fetchOwnEvents(query, signal),
  });

/** The list keeps the page it shows while the next filter or page loads: no flash, no jump. */
export function useOwnEvents(query: OrganizerEventListQuery) {
  return useQuery({ ...ownEventsQueryOptions(query), placeholderData: keepPreviousData });
}
