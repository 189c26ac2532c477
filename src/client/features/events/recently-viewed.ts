import { useEffect } from 'react';
import { storage } from '@/client/lib/storage';
import { addRecentlyViewed, type RecentlyViewedEntry } from '@/shared/domain/recently-viewed';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';

export function readRecentlyViewed(): RecentlyViewedEntry[] {
  const list = storage.read<unknown>('recentlyViewed', []);
  return Array.isArray(list)
    ? list.filter(
        (item): item is RecentlyViewedEntry =>
          typeof item === 'object' && item !== null && typeof (item as RecentlyViewedEntry).id === 'string',
      )
    : [];
}

/** Puts the event at the front of 'recentlyViewed' (no duplicates, 20 newest kept). */
export function recordRecentlyViewed(event: Pick<CatalogueEvent, 'id' | 'title'>, now = new Date()): void {
  storage.write(
    'recentlyViewed',
    addRecentlyViewed(readRecentlyViewed(), {
      id: event.id,
      title: event.title,
      viewedAt: now.toISOString(),
    }),
  );
}

/** Records the event once per opened event page (not on every re-render or refetch). */
export function useRecordRecentlyViewed(event: Pick<CatalogueEvent, 'id' | 'title'> | undefined): void {
  const id = event?.id;
  const title = event?.title;
  useEffect(() => {
    if (id !== undefined && title !== undefined) recordRecentlyViewed({ id, title });
  }, [id, title]);
}
