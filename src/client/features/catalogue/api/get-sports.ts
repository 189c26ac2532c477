import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/client/lib/api-client';
import { sportSchema } from '@/shared/schemas/catalogue';

const sportListSchema = z.object({ items: z.array(sportSchema) });

/** GET /api/sports: the six sports with their upcoming event counts. */
export const getSports = (signal?: AbortSignal) => apiGet('/sports', sportListSchema, { signal });

export const sportsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'sports'] as const,
    queryFn: ({ signal }) => getSports(signal),
    staleTime: 5 * 60_000,
  });

export const useSports = () => useQuery(sportsQueryOptions());
