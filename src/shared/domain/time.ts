import { LOCALE, TIME_ZONE } from '../constants';

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Asia/Kolkata calendar date (yyyy-mm-dd) and clock time (HH:MM) of an instant. */
export function istDateTime(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const longDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** 'Sat, 5 Dec 2026' in India time, assembled from parts so every ICU version prints the same. */
export function formatEventDate(iso: string): string {
  const p = Object.fromEntries(longDate.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}
/** '7:30 pm IST'. */
export const formatEventTime = (iso: string) => `${clock.format(new Date(iso))} IST`;
