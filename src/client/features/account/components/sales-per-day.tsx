import { dayName, PerDayFigure } from '@/client/components/ui/per-day-figure';
import { formatCount, formatPaise } from '@/shared/domain/format';
import type { DailySales } from '@/shared/schemas/account';

/** The chart in one sentence: the bookings and revenue of the span, and its busiest day. */
function summary(days: readonly DailySales[]): string {
  const first = dayName(days[0]?.date ?? '');
  const last = dayName(days.at(-1)?.date ?? '');
  const span = `in the ${days.length} days from ${first} to ${last}`;
  const bookings = days.reduce((sum, day) => sum + day.bookings, 0);
  if (bookings === 0) return `No confirmed bookings ${span}.`;
  const revenue = days.reduce((sum, day) => sum + day.revenuePaise, 0);
  const busiest = days.reduce((best, day) => (day.bookings > best.bookings ? day : best));
  return (
    `${formatCount(bookings)} confirmed ${bookings === 1 ? 'booking' : 'bookings'} worth ` +
    `${formatPaise(revenue)} ${span}; the busiest day was ${dayName(busiest.date)} with ` +
    `${formatCount(busiest.bookings)}.`
  );
}

/** The platform's confirmed bookings per India day (paid that day and not refunded since). */
export function SalesPerDay({ days }: { days: readonly DailySales[] }) {
  return (
    <section aria-labelledby="sales-per-day" className="mt-8">
      <h2 id="sales-per-day" className="text-lg font-bold text-ink-900">
        Sales per day
      </h2>
      <div className="mt-3">
        <PerDayFigure
          days={days.map((day) => ({ date: day.date, count: day.bookings, paise: day.revenuePaise }))}
          summary={summary(days)}
          tableCaption="Confirmed bookings and revenue per day (India time)"
          countLabel="Bookings"
          paiseLabel="Revenue"
        />
      </div>
    </section>
  );
}
