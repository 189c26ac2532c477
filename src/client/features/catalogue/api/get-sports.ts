import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { Sport } from '@/shared/schemas/catalogue';
import type { ItemList } from '@/shared/schemas/common';

/** GET /api/sports: the six sports with their upcoming event counts. */
export const getSports = (signal?: AbortSignal) => apiGet<ItemList<Sport>>('/sports', { signal });

export const sportsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'sports'] as const,
    queryFn: ({ signal }) => getSports(signal),
    staleTime: 5 * 60_000,
  });

export const useSports = () => useQuery(sportsQueryOptions());
