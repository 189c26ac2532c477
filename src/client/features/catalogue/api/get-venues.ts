import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { CityId, SportId } from '@/shared/constants';
import type { Venue } from '@/shared/schemas/catalogue';
import type { ItemList } from '@/shared/schemas/common';

export interface VenueFilter {
  city?: CityId;
  sport?: SportId;
}

/** GET /api/venues: grounds with city, capacity, sports and upcoming event counts. */
export const getVenues = (filter: VenueFilter, signal?: AbortSignal) =>
  apiGet<ItemList<Venue>>('/venues', { query: { ...filter }, signal });

export const venuesQueryOptions = (filter: VenueFilter = {}) =>
  queryOptions({
    queryKey: ['catalogue', 'venues', filter] as const,
    queryFn: ({ signal }) => getVenues(filter, signal),
  });

export const useVenues = (filter: VenueFilter = {}) => useQuery(venuesQueryOptions(filter));
