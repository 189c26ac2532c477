import { lazy, Suspense } from 'react';
import { EmptyState } from '@/client/components/ui/empty-state';
import { formatCount, formatDate, formatPaise } from '@/shared/domain/format';
import type { SalesDay } from '@/shared/schemas/organizer';

// uPlot is fetched with the chart, and only for an event that has sales to draw.
const SalesChart = lazy(() => import('./sales-chart').then((module) => ({ default: module.SalesChart })));

/** A yyyy-mm-dd India date as '31 Jan 2026'. */
const dayName = (date: string) => formatDate(`${date}T00:00:00+05:30`);

/** The chart in one sentence: the total, the span and the busiest day. */
function summary(days: readonly SalesDay[]): string {
  const tickets = days.reduce((sum, day) => sum + day.tickets, 0);
  const busiest = days.reduce((best, day) => (day.tickets > best.tickets ? day : best));
  const first = days[0]?.date ?? busiest.date;
  const last = days.at(-1)?.date ?? busiest.date;
  const span =
    days.length === 1
      ? `on ${dayName(first)}`
      : `on ${days.length} days from ${dayName(first)} to ${dayName(last)}`;
  const peak =
    days.length === 1
      ? ''
      : `; the busiest was ${dayName(busiest.date)} with ${formatCount(busiest.tickets)}`;
  return `${formatCount(tickets)} ${tickets === 1 ? 'ticket' : 'tickets'} sold ${span}${peak}.`;
}

const cell = 'px-3 py-2 text-right tabular-nums';

/** Tickets sold per India day: a bar chart, a sentence saying what it shows, and the same figures as a table. */
export function SalesOverTime({ days }: { days: readonly SalesDay[] }) {
  if (days.length === 0) {
    return (
      <EmptyState>
        No bookings on KhelPass yet: tickets sold per day appear here from the first one.
      </EmptyState>
    );
  }
  return (
    <figure className="kp-card p-4">
      <figcaption className="text-sm text-ink-700">{summary(days)}</figcaption>
      <div aria-hidden="true" className="mt-3">
        <Suspense fallback={<div className="kp-skeleton h-60" />}>
          <SalesChart days={days} />
        </Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-ink-900">Show the figures per day</summary>
        <div className="mt-2 max-w-lg overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Tickets sold and gross per day (India time)</caption>
            <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Day
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  Tickets
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  Gross
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                    {dayName(day.date)}
                  </th>
                  <td className={cell}>{formatCount(day.tickets)}</td>
                  <td className={cell}>{formatPaise(day.grossPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
