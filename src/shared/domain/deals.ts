import type { DEAL_STATES } from '../schemas/deals';

type Window = { startsAt: Date; endsAt: Date; cancelledAt: Date | null };

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
