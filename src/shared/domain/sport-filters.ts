import {
  DEFAULT_SORT,
  DEFAULT_TAB,
  SORT_OPTIONS,
  type SortOption,
  SPORT_PAGE_CITIES,
  SPORT_TABS,
  type SportTab,
} from '../constants';
import { canonicalCityId } from './cities';

export interface SportPageFilters {
  search: string;
  /** yyyy-mm-dd or ''. */
  date: string;
  /** A sport page city id (canonical: an old id in the URL reads as its city) or 'all'. */
  city: string;
  sort: SortOption;
  tab: SportTab;
  /** Read from the URL and kept, but it filters nothing (as specified). */
  price: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

const sportPageCityIds: readonly string[] = SPORT_PAGE_CITIES.map((c) => c.id);

/** Reads the sport page's query parameters; unknown values fall back to the defaults. */
export function readSportPageFilters(params: URLSearchParams): SportPageFilters {
  const sort = params.get('sort');
  const tab = params.get('tab');
  const city = canonicalCityId(params.get('city') ?? '');
  const date = params.get('date') ?? '';
  return {
    search: params.get('search') ?? '',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    city: sportPageCityIds.includes(city) ? city : 'all',
    sort: isOneOf(SORT_OPTIONS, sort) ? sort : DEFAULT_SORT,
    tab: isOneOf(SPORT_TABS, tab) ? tab : DEFAULT_TAB,
    price: params.get('price') ?? '',
  };
}

/** Writes filters back as query parameters, leaving out defaults and blanks so URLs stay short. */
export function writeSportPageFilters(filters: SportPageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set('search', filters.search);
  if (filters.date !== '') params.set('date', filters.date);
  if (filters.city !== 'all') params.set('city', filters.city);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.tab !== DEFAULT_TAB) params.set('tab', filters.tab);
  if (filters.price !== '') params.set('price', filters.price);
  return params;
}

export const hasActiveFilters = (f: SportPageFilters) =>
  f.search.trim() !== '' || f.date !== '' || f.city !== 'all' || f.sort !== DEFAULT_SORT;

export const clearedFilters = (f: SportPageFilters): SportPageFilters => ({
  ...f,
  search: '',
  date: '',
  city: 'all',
  sort: DEFAULT_SORT,
});
