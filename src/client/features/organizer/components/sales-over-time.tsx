import { EmptyState } from '@/client/components/ui/empty-state';
import { dayName, PerDayFigure } from '@/client/components/ui/per-day-figure';
import { formatCount } from '@/shared/domain/format';
import type { SalesDay } from '@/shared/schemas/organizer';

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
    <PerDayFigure
      days={days.map((day) => ({ date: day.date, count: day.tickets, paise: day.grossPaise }))}
      summary={summary(days)}
      tableCaption="Tickets sold and gross per day (India time)"
      countLabel="Tickets"
      paiseLabel="Gross"
    />
  );
}
