import { useSyncExternalStore } from 'react';
import { storage } from '@/client/lib/storage';
import { addToSearchHistory, recentSearches } from '@/shared/domain/search';

/** The saved search history ('searchHistory'): newest first, no blanks or duplicates, at most 10. */
export function readSearchHistory(): string[] {
  const saved = storage.read<unknown>('searchHistory', []);
  return Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string') : [];
}

export function saveSearch(query: string): void {
  const current = readSearchHistory();
  const next = addToSearchHistory(current, query);
  if (next.length === current.length && next.every((item, i) => item === current[i])) return;
  storage.write('searchHistory', next);
}

let snapshot: string[] = [];
let stale = true;

function subscribe(onChange: () => void) {
  // Storage may have changed while nobody listened: read it again on the next snapshot.
  stale = true;
  const refresh = (event: Event) => {
    if (event instanceof StorageEvent && event.key !== null && event.key !== 'searchHistory') return;
    stale = true;
    onChange();
  };
  window.addEventListener('khelpass-storage', refresh);
  window.addEventListener('storage', refresh);
  return () => {
    window.removeEventListener('khelpass-storage', refresh);
    window.removeEventListener('storage', refresh);
  };
}

/** The same array until the stored history really changes (useSyncExternalStore needs a stable snapshot). */
function getSnapshot(): string[] {
  if (stale) {
    stale = false;
    const fresh = readSearchHistory();
    const same = fresh.length === snapshot.length && fresh.every((item, i) => item === snapshot[i]);
    if (!same) snapshot = fresh;
  }
  return snapshot;
}

const empty: string[] = [];

/** The five newest searches, kept in sync with storage (other tabs included). */
export function useRecentSearches(): string[] {
  const history = useSyncExternalStore(subscribe, getSnapshot, () => empty);
  return recentSearches(history);
}
