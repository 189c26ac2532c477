import type { FilterChip } from '@/client/components/ui/filter-chips';
import { SPORT_IDS, SPORTS, type SportId } from '@/shared/constants';

export type SportFilter = SportId | 'all';

/** 'All sports' followed by the six sports, as filter chips. */
export const SPORT_FILTER_CHIPS: readonly FilterChip<SportFilter>[] = [
  { value: 'all', label: 'All sports' },
  ...SPORTS.map((s) => ({ value: s.id, label: s.name, emoji: s.emoji })),
];

/** Reads ?sport=…; anything unknown means every sport. */
export function readSportFilter(params: URLSearchParams): SportFilter {
  const value = params.get('sport');
  return value !== null && (SPORT_IDS as readonly string[]).includes(value) ? (value as SportId) : 'all';
}

export const sportOrUndefined = (filter: SportFilter): SportId | undefined =>
  filter === 'all' ? undefined : filter;
