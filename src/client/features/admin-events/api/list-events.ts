import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { AdminEventListQuery, AdminEventPage } from '@/shared/schemas/admin-events';

/** GET /api/admin/events (admin): one page of every organiser's events, drafts included, filtered. */
export function fetchAdminEvents(query: AdminEventListQuery, signal?: AbortSignal): Promise<AdminEventPage> {
  return apiGet<AdminEventPage>('/admin/events', { query: { ...query }, signal });
}

export const adminEventsQueryOptions = (query: AdminEventListQuery) =>
  queryOptions({
    queryKey: ['admin', 'events', query],
    queryFn: ({ signal }) => fetchAdminEvents(query, signal),
  });

/** The table keeps the page it shows while the next filter or page loads. */
export function useAdminEvents(query: AdminEventListQuery) {
  return useQuery({ ...adminEventsQueryOptions(query), placeholderData: keepPreviousData });
}
