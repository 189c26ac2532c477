import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { SEARCH_RESULT_LIMIT } from '@/shared/constants';
import { isBlankQuery, normaliseQuery } from '@/shared/domain/search';
import type { SearchResponse } from '@/shared/schemas/catalogue';

/** GET /api/search: events, venues, teams and players matching the text (a blank query finds nothing). */
export function fetchSearch(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiGet<SearchResponse>('/search', {
    query: { q: query.trim(), limit: SEARCH_RESULT_LIMIT },
    signal,
  });
}

export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', normaliseQuery(query)] as const,
    queryFn: ({ signal }) => fetchSearch(query, signal),
    staleTime: 60_000,
  });

/** Runs only for a non-blank query; blank gives no request and no results. */
export function useSearch(query: string) {
  return useQuery({ ...searchQueryOptions(query), enabled: !isBlankQuery(query) });
}
