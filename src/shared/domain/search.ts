import { LIMITS } from '../constants';

/** The query as searched: trimmed and lower-cased; '' means "no search". */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

export const isBlankQuery = (query: string) => normaliseQuery(query) === '';

/**
 * product-spec.md section 5: case-insensitive substring in title, category or description; a blank
 * query matches nothing.
 */
export function matchesSearch(
  item: { title: string; category: string; description: string },
  query: string,
): boolean {
  const needle = normaliseQuery(query);
  if (needle === '') return false;
  return [item.title, item.category, item.description].some((field) => field.toLowerCase().includes(needle));
}

/** Sport page text filter: team names or tournament, case-insensitive; blank matches everything. */
export function matchesTeamsOrTournament(
  event: { team1: string; team2: string; tournament: string },
  query: string,
): boolean {
  const needle = normaliseQuery(query);
  if (needle === '') return true;
  return [event.team1, event.team2, event.tournament].some((field) => field.toLowerCase().includes(needle));
}

/** Adds a search to the history: newest first, no blanks, no duplicates (case-insensitive), at most 10. */
export function addToSearchHistory(history: readonly string[], query: string): string[] {
  const entry = query.trim();
  if (entry === '') return [...history];
  const rest = history.filter((item) => item.trim() !== '' && item.toLowerCase() !== entry.toLowerCase());
  return [entry, ...rest].slice(0, LIMITS.searchHistory);
}

/** The overlay shows the five newest entries. */
export const recentSearches = (history: readonly string[]) => history.slice(0, LIMITS.recentSearchesShown);
