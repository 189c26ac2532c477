import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { SportId } from '@/shared/constants';
import type { SportTeamList } from '@/shared/schemas/organizer';

/** GET /api/organizer/teams?sport=: the sport's catalogue teams, for the side pickers. */
export const fetchSportTeams = (sport: SportId, signal?: AbortSignal) =>
  apiGet<SportTeamList>('/organizer/teams', { query: { sport }, signal });

export const sportTeamsQueryOptions = (sport: SportId) =>
  queryOptions({
    queryKey: ['organizer', 'teams', sport],
    queryFn: ({ signal }) => fetchSportTeams(sport, signal),
    // The catalogue's teams change with a release, not while the form is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSportTeams = (sport: SportId) => useQuery(sportTeamsQueryOptions(sport));
