import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/client/lib/api-client';
import type { SportId } from '@/shared/constants';
import { scoreSchema } from '@/shared/schemas/catalogue';

const scoreListSchema = z.object({ items: z.array(scoreSchema) });

/** Scores change during live matches, so they are refreshed while the page is open. */
export const SCORES_REFRESH_MS = 60_000;

/** GET /api/scores: live, completed and upcoming matches, optionally for one sport. */
export const getScores = (sport: SportId | undefined, signal?: AbortSignal) =>
  apiGet('/scores', scoreListSchema, { query: { sport }, signal });

export const scoresQueryOptions = (sport?: SportId) =>
  queryOptions({
    queryKey: ['catalogue', 'scores', sport ?? 'all'] as const,
    queryFn: ({ signal }) => getScores(sport, signal),
    refetchInterval: SCORES_REFRESH_MS,
  });

export const useScores = (sport?: SportId) => useQuery(scoresQueryOptions(sport));
