import { SEAT_CATEGORIES, SEAT_MAP_SECTIONS } from '../booking-constants';

/** The places a deal can take off, as the organiser picks them: the categories, then the map's sections. */
export const DEAL_POINTS: readonly { id: string; name: string }[] = [
  ...SEAT_CATEGORIES.map((category) => ({ id: category.id, name: category.name })),
  ...SEAT_MAP_SECTIONS.map((section) => ({
    id: `section:${section.id}`,
    name: `${section.name} (seat map)`,
  })),
];

/** The names of a deal's places, in the order the organiser's form lists them. */
export const dealPointNames = (ids: readonly string[]): string[] =>
  DEAL_POINTS.filter((point) => ids.includes(point.id)).map((point) => point.name);

/** What a fan reads a deal is on: 'every place' when it covers them all, else their names. */
export const dealPlaces = (ids: readonly string[]): string =>
  DEAL_POINTS.every((point) => ids.includes(point.id)) ? 'every place' : dealPointNames(ids).join(', ');

type Window = { startsAt: Date; endsAt: Date; cancelledAt: Date | null };

/** Where a deal stands: not started, running, over, or ended early by its organiser. */
export const DEAL_STATES = ['scheduled', 'running', 'ended', 'cancelled'] as const;

/** Where a deal stands at `now`: ended early (cancelled), not started, running, or over. */
export function dealState(deal: Window, now: Date): (typeof DEAL_STATES)[number] {
  if (deal.cancelledAt !== null) return 'cancelled';
  if (now < deal.startsAt) return 'scheduled';
  return now < deal.endsAt ? 'running' : 'ended';
}

/** Two windows share a moment ([start, end) each; a cancelled deal ends when it was cancelled). */
export function windowsOverlap(a: Window, b: Window): boolean {
  const end = (w: Window) => (w.cancelledAt && w.cancelledAt < w.endsAt ? w.cancelledAt : w.endsAt);
  return a.startsAt < end(b) && b.startsAt < end(a);
}
