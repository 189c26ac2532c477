/**
 * Which banner shows next and when (product-spec.md section 4 'Banners'), for the floating and the
 * bottom banner alike. Pure: the caller keeps the state (dismissed ids, what shows, what showed).
 */

export interface RotationState {
  /** Dismissed (or acted on) this browser session: never shown again in it. */
  dismissed: ReadonlySet<string>;
  /** Showing now in the other banner: one banner is never on screen twice. */
  onScreen: ReadonlySet<string>;
  /** The banner shown last (in either place): never the same banner twice in a row. */
  lastShown: string | null;
  /** How often each banner has shown on this page: the least shown goes first, so all take turns. */
  shownCounts: ReadonlyMap<string, number>;
}

/** The next banner to show, or null when none may (nothing real, or all dismissed). */
export function nextBanner<T extends { id: string }>(
  candidates: readonly T[],
  state: RotationState,
): T | null {
  let next: T | null = null;
  for (const candidate of candidates) {
    const { id } = candidate;
    if (state.dismissed.has(id) || state.onScreen.has(id) || id === state.lastShown) continue;
    if (next === null || (state.shownCounts.get(id) ?? 0) < (state.shownCounts.get(next.id) ?? 0))
      next = candidate;
  }
  return next;
}

/** A wait drawn from [min, max] ms ('about every 20–30 s'); `random` is in [0, 1). */
export const delayWithin = ([min, max]: readonly [number, number], random: number): number =>
  Math.round(min + random * (max - min));
