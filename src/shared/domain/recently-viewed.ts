import { LIMITS } from '../constants';

export interface RecentlyViewedEntry {
  id: string;
  title: string;
  viewedAt: string;
}

/** Moves the event to the front (no duplicates) and keeps the 20 newest. */
export function addRecentlyViewed(
  list: readonly RecentlyViewedEntry[],
  entry: RecentlyViewedEntry,
): RecentlyViewedEntry[] {
  return [entry, ...list.filter((item) => item.id !== entry.id)].slice(0, LIMITS.recentlyViewed);
}
