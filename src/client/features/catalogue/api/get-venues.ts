import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/client/lib/api-client';
import type { CityId, SportId } from '@/shared/constants';
import { venueSchema } from '@/shared/schemas/catalogue';

const venueListSchema = z.object({ items: z.array(venueSchema) });

export interface VenueFilter {
  city?: CityId;
  sport?: SportId;
}

/** GET /api/venues: grounds with city, capacity, sports and upcoming event counts. */
export const getVenues = (filter: VenueFilter, signal?: AbortSignal) =>
  apiGet('/venues', venueListSchema, { query: { ...filter }, signal });

export const venuesQueryOptions = (filter: VenueFilter = {}) =>
  queryOptions({
    queryKey: ['catalogue', 'venues', filter] as const,
    queryFn: ({ signal }) => getVenues(filter, signal),
  });

export const useVenues = (filter: VenueFilter = {}) => useQuery(venuesQueryOptions(filter));
