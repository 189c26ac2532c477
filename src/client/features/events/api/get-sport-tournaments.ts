import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { SportId } from '@/shared/constants';
import type { Tournament } from '@/shared/schemas/catalogue';
import type { ItemList } from '@/shared/schemas/common';

/** GET /api/sports/:sport/tournaments: the sport's tournaments with a match still to play. */
export const getSportTournaments = (sport: SportId, signal?: AbortSignal) =>
  apiGet<ItemList<Tournament>>(`/sports/${sport}/tournaments`, { signal });

export const sportTournamentsQueryOptions = (sport: SportId) =>
  queryOptions({
    queryKey: ['catalogue', 'sport-tournaments', sport] as const,
    queryFn: ({ signal }) => getSportTournaments(sport, signal),
  });

export const useSportTournaments = (sport: SportId) => useQuery(sportTournamentsQueryOptions(sport));
