import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { City } from '@/shared/schemas/catalogue';
import type { ItemList } from '@/shared/schemas/common';

/** GET /api/cities: every city the catalogue knows, with upcoming event counts. */
export const getCities = (signal?: AbortSignal) => apiGet<ItemList<City>>('/cities', { signal });

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'cities'] as const,
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 5 * 60_000,
  });

export const useCities = () => useQuery(citiesQueryOptions());
