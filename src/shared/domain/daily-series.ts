import { istDateTime } from './time';

const DAY_MS = 86_400_000;

/** The India calendar dates (yyyy-mm-dd) of the `count` days ending with today, oldest first. */
export function lastIndiaDays(now: Date, count: number): string[] {
  const today = Date.parse(`${istDateTime(now).date}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** One row per date, in the dates' order: the row of that date, or `empty` for a day without one. */
export function everyDay<T extends { date: string }>(
  dates: readonly string[],
  rows: readonly T[],
  empty: (date: string) => T,
): T[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return dates.map((date) => byDate.get(date) ?? empty(date));
}
