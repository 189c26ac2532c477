import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { SportId } from '@/shared/constants';
import type { Score } from '@/shared/schemas/catalogue';
import type { ItemList } from '@/shared/schemas/common';

/** Scores change during live matches, so they are refreshed while the page is open. */
export const SCORES_REFRESH_MS = 60_000;

/** GET /api/scores: live, completed and upcoming matches, optionally for one sport. */
export const getScores = (sport: SportId | undefined, signal?: AbortSignal) =>
  apiGet<ItemList<Score>>('/scores', { query: { sport }, signal });

export const scoresQueryOptions = (sport?: SportId) =>
  queryOptions({
    queryKey: ['catalogue', 'scores', sport ?? 'all'] as const,
    queryFn: ({ signal }) => getScores(sport, signal),
    refetchInterval: SCORES_REFRESH_MS,
  });

export const useScores = (sport?: SportId) => useQuery(scoresQueryOptions(sport));
