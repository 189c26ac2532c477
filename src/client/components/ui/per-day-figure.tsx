import { lazy, Suspense } from 'react';
import { formatCount, formatDate, formatPaise } from '@/shared/domain/format';

// uPlot is fetched with the chart, and only where a page draws one.
const DayBarChart = lazy(() => import('./day-bar-chart').then((module) => ({ default: module.DayBarChart })));

/** One India day's figures: a count (tickets, bookings) and an amount in paise. */
export interface DayFigures {
  /** yyyy-mm-dd in Asia/Kolkata. */
  date: string;
  count: number;
  paise: number;
}

/** A yyyy-mm-dd India date as '31 Jan 2026'. */
export const dayName = (date: string) => formatDate(`${date}T00:00:00+05:30`);

const cell = 'px-3 py-2 text-right tabular-nums';

/**
 * Figures per India day: a sentence saying what they show, the counts as a bar chart (hidden from
 * assistive technology) and every day's figures as a table, the chart's text alternative.
 */
export function PerDayFigure({
  days,
  summary,
  tableCaption,
  countLabel,
  paiseLabel,
}: {
  days: readonly DayFigures[];
  /** The chart in one sentence: the total, the span, the busiest day. */
  summary: string;
  tableCaption: string;
  countLabel: string;
  paiseLabel: string;
}) {
  return (
    <figure className="kp-card p-4">
      <figcaption className="text-sm text-ink-700">{summary}</figcaption>
      <div aria-hidden="true" className="mt-3">
        <Suspense fallback={<div className="kp-skeleton h-60" />}>
          <DayBarChart days={days} />
        </Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-ink-900">Show the figures per day</summary>
        <div className="mt-2 max-w-lg overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{tableCaption}</caption>
            <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Day
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {countLabel}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {paiseLabel}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                    {dayName(day.date)}
                  </th>
                  <td className={cell}>{formatCount(day.count)}</td>
                  <td className={cell}>{formatPaise(day.paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
