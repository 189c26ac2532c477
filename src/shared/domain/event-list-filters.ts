import {
  type CityId,
  DEFAULT_SORT,
  SORT_OPTIONS,
  type SortOption,
  SPORT_IDS,
  type SportId,
} from '../constants';
import { parseCityId } from './cities';

/** Filters of the all-sports event list (/events). */
export interface EventListFilters {
  sport: SportId | 'all';
  /** Team names or tournament, as on the sport page. */
  q: string;
  /** Any catalogue city id or 'all'. */
  city: CityId | 'all';
  /** A venue id, set by links from the venues page; '' for every venue. */
  venue: string;
  /** A team id, set by links from search results (a team, a player's team); '' for every team. */
  team: string;
  /** yyyy-mm-dd or ''. */
  date: string;
  sort: SortOption;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * Reads /events query parameters: sport, q (search is accepted as an alias), city (any catalogue
 * city, or an old id of one), venue, team, date and sort. Unknown values fall back to "everything".
 */
export function readEventListFilters(params: URLSearchParams): EventListFilters {
  const sport = params.get('sport');
  const sort = params.get('sort');
  const date = params.get('date') ?? '';
  return {
    sport: isOneOf(SPORT_IDS, sport) ? sport : 'all',
    q: params.get('q') ?? params.get('search') ?? '',
    city: parseCityId(params.get('city')) ?? 'all',
    venue: (params.get('venue') ?? '').trim().slice(0, 80),
    team: (params.get('team') ?? '').trim().slice(0, 80),
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    sort: isOneOf(SORT_OPTIONS, sort) ? sort : DEFAULT_SORT,
  };
}

/** Writes the filters back, leaving out defaults and blanks so URLs stay short. */
export function writeEventListFilters(filters: EventListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.sport !== 'all') params.set('sport', filters.sport);
  if (filters.q.trim() !== '') params.set('q', filters.q);
  if (filters.city !== 'all') params.set('city', filters.city);
  if (filters.venue !== '') params.set('venue', filters.venue);
  if (filters.team !== '') params.set('team', filters.team);
  if (filters.date !== '') params.set('date', filters.date);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

export const hasActiveEventListFilters = (f: EventListFilters) =>
  f.sport !== 'all' ||
  f.q.trim() !== '' ||
  f.city !== 'all' ||
  f.venue !== '' ||
  f.team !== '' ||
  f.date !== '' ||
  f.sort !== DEFAULT_SORT;

export const clearedEventListFilters = (): EventListFilters => ({
  sport: 'all',
  q: '',
  city: 'all',
  venue: '',
  team: '',
  date: '',
  sort: DEFAULT_SORT,
});
