import { nextBanner } from '@/shared/domain/banner-rotation';

/** sessionStorage: ids of the banners dismissed (or acted on) in this browser session. */
export const DISMISSED_KEY = 'dismissedBanners';

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeDismissed(ids: Iterable<string>) {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage disabled (private mode): dismissed for this page only.
  }
}

/**
 * What the floating and the bottom banner share on a page: which banners were dismissed (kept for
 * the browser session), which one shows now, which showed last and how often each has shown.
 */
export function createRotation() {
  const dismissed = new Set(readDismissed());
  const onScreen = new Set<string>();
  const shownCounts = new Map<string, number>();
  let lastShown: string | null = null;
  return {
    pick: <T extends { id: string }>(candidates: readonly T[]) =>
      nextBanner(candidates, { dismissed, onScreen, lastShown, shownCounts }),
    shown(id: string) {
      onScreen.add(id);
      lastShown = id;
      shownCounts.set(id, (shownCounts.get(id) ?? 0) + 1);
    },
    /** Off the screen; `forGood`: dismissed or acted on, never again this session. */
    gone(id: string, forGood: boolean) {
      onScreen.delete(id);
      if (!forGood) return;
      dismissed.add(id);
      writeDismissed(dismissed);
    },
  };
}

export type Rotation = ReturnType<typeof createRotation>;
