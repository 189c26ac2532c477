import { LIMITS } from '../constants';

/** The query as searched: trimmed and lower-cased; '' means "no search". */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

export const isBlankQuery = (query: string) => normaliseQuery(query) === '';

/** Adds a search to the history: newest first, no blanks, no duplicates (case-insensitive), at most 10. */
export function addToSearchHistory(history: readonly string[], query: string): string[] {
  const entry = query.trim();
  if (entry === '') return [...history];
  const rest = history.filter((item) => item.trim() !== '' && item.toLowerCase() !== entry.toLowerCase());
  return [entry, ...rest].slice(0, LIMITS.searchHistory);
}

/** The overlay shows the five newest entries. */
export const recentSearches = (history: readonly string[]) => history.slice(0, LIMITS.recentSearchesShown);
