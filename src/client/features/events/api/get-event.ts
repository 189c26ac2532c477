import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiGet } from '@/client/lib/api-client';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';

/** GET /api/events/:id; a 404 rejects with an ApiRequestError whose status is 404. */
export function fetchEvent(id: string, signal?: AbortSignal): Promise<CatalogueEvent> {
  return apiGet<CatalogueEvent>(`/events/${encodeURIComponent(id)}`, { signal });
}

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['events', 'detail', id] as const,
    queryFn: ({ signal }) => fetchEvent(id, signal),
  });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
