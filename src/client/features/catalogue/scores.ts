import type { Score } from '@/shared/schemas/catalogue';

export interface ScoreBoard {
  live: Score[];
  /** Completed matches, most recent first. */
  results: Score[];
  /** Upcoming matches, soonest first. */
  upcoming: Score[];
}

/** Splits scores into live, recent results (newest first) and upcoming (soonest first). */
export function splitScores(scores: readonly Score[]): ScoreBoard {
  const byStart = (a: Score, b: Score) => Date.parse(a.startTime) - Date.parse(b.startTime);
  return {
    live: scores.filter((s) => s.status === 'live').sort(byStart),
    results: scores.filter((s) => s.status === 'completed').sort((a, b) => byStart(b, a)),
    upcoming: scores.filter((s) => s.status === 'upcoming').sort(byStart),
  };
}
