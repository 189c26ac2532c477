import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/client/lib/api-client';
import { citySchema } from '@/shared/schemas/catalogue';

const cityListSchema = z.object({ items: z.array(citySchema) });

/** GET /api/cities: every city the catalogue knows, with upcoming event counts. */
export const getCities = (signal?: AbortSignal) => apiGet('/cities', cityListSchema, { signal });

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'cities'] as const,
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 5 * 60_000,
  });

export const useCities = () => useQuery(citiesQueryOptions());
