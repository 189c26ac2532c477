import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { SportId } from '@/shared/constants';
import type { SportStats } from '@/shared/schemas/catalogue';

/** GET /api/sports/:sport/stats: the sport page's four figures for this season. */
export const getSportStats = (sport: SportId, signal?: AbortSignal) =>
  apiGet<SportStats>(`/sports/${sport}/stats`, { signal });

export const sportStatsQueryOptions = (sport: SportId) =>
  queryOptions({
    queryKey: ['catalogue', 'sport-stats', sport] as const,
    queryFn: ({ signal }) => getSportStats(sport, signal),
  });

export const useSportStats = (sport: SportId) => useQuery(sportStatsQueryOptions(sport));
