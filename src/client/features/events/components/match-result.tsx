import type { CatalogueEvent } from '@/shared/schemas/catalogue';

/** Said of a finished match whose final score the scores do not hold. */
export const NO_RESULT_TEXT = 'Result not recorded';

/** A finished match's final score on its card: each side's score, then how it ended. */
export function MatchResult({ event }: { event: Pick<CatalogueEvent, 'team1' | 'team2' | 'result'> }) {
  const { result } = event;
  if (result === null) {
    return (
      <p className="rounded-lg bg-ink-50 px-3 py-2 text-center text-sm font-medium text-ink-700">
        Match completed · {NO_RESULT_TEXT}
      </p>
    );
  }
  return (
    <div className="rounded-lg bg-ink-50 px-3 py-2.5 text-sm">
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Final score</p>
      <dl className="mt-1.5 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 text-ink-900">
        <dt className="truncate">{event.team1}</dt>
        <dd className="text-right font-bold tabular-nums">{result.team1Score}</dd>
        <dt className="truncate">{event.team2}</dt>
        <dd className="text-right font-bold tabular-nums">{result.team2Score}</dd>
      </dl>
      <p className="mt-1.5 font-medium text-ink-700">{result.summary}</p>
    </div>
  );
}
