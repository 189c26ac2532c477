import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { SelectorCityId } from '@/shared/constants';
import type { BannerList } from '@/shared/schemas/banners';

/** How often a long visit asks again: deals start and end, prices move. */
const BANNERS_REFRESH_MS = 5 * 60_000;

/** GET /api/banners?city=: the banners for this fan (or guest) in the city, each from real data. */
export function fetchBanners(city: SelectorCityId, signal?: AbortSignal): Promise<BannerList> {
  return apiGet<BannerList>('/banners', { query: { city }, signal });
}

/** Keyed by the account too: a fan's banners (saved events, favourites) are not a guest's. */
export const bannersQueryOptions = (city: SelectorCityId, userId: string | null) =>
  queryOptions({
    queryKey: ['banners', city, userId],
    queryFn: ({ signal }) => fetchBanners(city, signal),
    staleTime: 60_000,
    refetchInterval: BANNERS_REFRESH_MS,
  });

/** Asked once the session is known, so a signed-in fan's first answer is theirs. */
export function useBanners(city: SelectorCityId, userId: string | null, enabled: boolean) {
  return useQuery({ ...bannersQueryOptions(city, userId), enabled });
}
