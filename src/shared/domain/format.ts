import { CURRENCY, LOCALE, TIME_ZONE } from '../constants';

/**
 * Everything a fan reads as an amount, a count, a date or a time, formatted for India: en-IN
 * grouping, rupees without decimals, dates and times in Asia/Kolkata. Pages use these rather
 * than building their own Intl formatters, so one screen never words a date unlike another.
 */

/** Intl formatters are costly to build: each is made the first time it is used. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

const rupees = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);
const rupeesAndPaise = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      maximumFractionDigits: 2,
      minimumFractionDigits: 2,
    }),
);
const counts = once(() => new Intl.NumberFormat(LOCALE));
// The spec's stats say '2.3M'; en-IN's compact form would say '23L'.
const compactCounts = once(
  () => new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }),
);
const dateTime = (options: Intl.DateTimeFormatOptions) =>
  once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options }));
const dayDate = dateTime({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const clock = dateTime({ hour: 'numeric', minute: '2-digit', hour12: true });
const mediumDate = dateTime({ dateStyle: 'medium' });
const mediumDateTime = dateTime({ dateStyle: 'medium', timeStyle: 'short' });
const monthYear = dateTime({ month: 'long', year: 'numeric' });
const dayMonth = dateTime({ day: 'numeric', month: 'short' });

/** An ISO string, epoch milliseconds or a Date. */
export type Instant = string | number | Date;
const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/** '₹2,500' for 250000 paise: en-IN grouping, no decimals. */
export const formatPaise = (paise: number): string => rupees().format(Math.round(paise / 100));

/** '₹1,166.40' for 116640 paise: to the paisa, as a tax invoice shows amounts. */
export const formatPaiseExact = (paise: number): string => rupeesAndPaise().format(paise / 100);

/** '₹2,500' for a whole-rupee amount (a line of a bill). */
export const formatRupees = (amount: number): string => rupees().format(amount);

/** '1,23,456': a count with Indian digit grouping. */
export const formatCount = (n: number): string => counts().format(n);

/** '2.3M', '12.3K', '950': a large count in short, as the sport page's stats show fans. */
export const formatCompactCount = (n: number): string => compactCounts().format(n);

/** 'Sat, 5 Dec 2026' in India time, assembled from parts so every ICU version prints the same. */
export function formatEventDate(instant: Instant): string {
  const p = Object.fromEntries(
    dayDate()
      .formatToParts(toDate(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** '7:30 pm IST': the time of day in India. */
export const formatEventTime = (instant: Instant): string => `${clock().format(toDate(instant))} IST`;

/** 'Sat, 5 Dec 2026 · 7:30 pm IST': when a match starts, as every card and dialog says it. */
export const formatEventWhen = (instant: Instant): string =>
  `${formatEventDate(instant)} · ${formatEventTime(instant)}`;

/** '5 Dec 2026'. */
export const formatDate = (instant: Instant): string => mediumDate().format(toDate(instant));

/** '5 Dec 2026, 7:30 pm'. */
export const formatDateTime = (instant: Instant): string => mediumDateTime().format(toDate(instant));

/** 'December 2026'. */
export const formatMonthYear = (instant: Instant): string => monthYear().format(toDate(instant));

/** '5 Dec': a day on a chart's axis, where the year is known from the context. */
export const formatDayMonth = (instant: Instant): string => dayMonth().format(toDate(instant));
