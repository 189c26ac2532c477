// The waiting room of a queued on-sale (issue 15, decision record 017): what a fan in the queue is
// told, and the default admission rate. Who is admitted, in which order and how fast is decided in
// PostgreSQL (db/functions/kp_queue_join.sql, kp_queue_admit.sql), where every API process shares it.

/** How long an admitted fan's pass lets them start a booking session. */
export const QUEUE_PASS_MINUTES = 10;

/**
 * Granted holds per second measured by `npm run bench` on PGlite, the default deployment
 * (bench/results/latest.md, decision 005; PostgreSQL measured 1,354).
 */
export const MEASURED_HOLDS_PER_SECOND = 459;
/** Hold requests one admitted fan makes at a rush: opening the session and about four changes (the bench's cycle). */
export const HOLD_REQUESTS_PER_FAN = 5;
/** The share of the measured hold rate the queue admits into; the rest is for browsing, payments, retries. */
export const ADMISSION_HEADROOM = 0.5;

/** Fans a minute the hold path serves at `holdsPerSecond`, with the headroom kept. */
export const admissionRateFor = (holdsPerSecond: number): number =>
  Math.floor((holdsPerSecond / HOLD_REQUESTS_PER_FAN) * ADMISSION_HEADROOM * 60);

/** An event's admission rate unless its organiser sets one (fans a minute). */
export const DEFAULT_ADMISSION_RATE = admissionRateFor(MEASURED_HOLDS_PER_SECOND);
/** The fastest an organiser may admit (fans a minute). */
export const MAX_ADMISSION_RATE = 100_000;

export const QUEUE_ENTRY_STATES = ['waiting', 'admitted', 'expired', 'used'] as const;
export type QueueEntryState = (typeof QUEUE_ENTRY_STATES)[number];

/** A fan's place as stored, with the fans still waiting ahead of it (null before the start). */
export interface StoredPlace {
  state: QueueEntryState;
  /** Fans waiting ahead; null for a place in the pre-queue before the start (not drawn yet). */
  ahead: number | null;
  passExpiresAt: Date | null;
}

/** What the fan is told of their place. */
export interface Standing {
  state: QueueEntryState;
  /** 1 for the next fan admitted; null while the pre-queue waits for its draw at the start. */
  position: number | null;
  ahead: number | null;
  /** Seconds until the fan is admitted at the event's rate (from the start, before it); null unless waiting. */
  estimatedWaitSeconds: number | null;
  passExpiresAt: string | null;
}

/** Seconds until the fan with `ahead` fans in front is admitted, at `ratePerMinute`. */
export const estimatedWaitSeconds = (ahead: number, ratePerMinute: number): number =>
  Math.ceil(((ahead + 1) * 60) / ratePerMinute);

/**
 * The fan's standing at `now`: an admitted pass past its expiry reads as expired at once (the
 * admission pass marks it later), and a fan in the pre-queue has no position until the draw.
 */
export function standing(place: StoredPlace, ratePerMinute: number, now: Date): Standing {
  const expired = place.state === 'admitted' && place.passExpiresAt !== null && place.passExpiresAt <= now;
  const state = expired ? 'expired' : place.state;
  const waiting = state === 'waiting' && place.ahead !== null;
  return {
    state,
    position: waiting && place.ahead !== null ? place.ahead + 1 : null,
    ahead: waiting ? place.ahead : null,
    estimatedWaitSeconds:
      waiting && place.ahead !== null ? estimatedWaitSeconds(place.ahead, ratePerMinute) : null,
    passExpiresAt: state === 'admitted' ? (place.passExpiresAt?.toISOString() ?? null) : null,
  };
}

/**
 * A short name for a standing, sent as the id of its stream event: a reconnecting browser's
 * Last-Event-ID says what it already shows, so an unchanged standing is not sent again.
 */
export const standingTag = (s: Standing): string =>
  [s.state, s.position ?? 'x', s.passExpiresAt ? Date.parse(s.passExpiresAt) : 'x'].join('.');

/**
 * A position as the queue page announces it: exact in the last ten, then rounded up to two
 * significant figures (47 → 50, 4,321 → 4,400), so a screen reader hears a change every few
 * percent of the way, not at every fan admitted.
 */
export function coarsePosition(position: number): number {
  if (position <= 10) return position;
  const step = position < 100 ? 10 : 10 ** (Math.floor(Math.log10(position)) - 1);
  return Math.ceil(position / step) * step;
}

/** An estimated wait in words: 'less than a minute', 'about 4 minutes', 'about 2 hours 5 minutes'. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest === 0 ? `about ${hourText}` : `about ${hourText} ${rest} minute${rest === 1 ? '' : 's'}`;
}
