import { TIME_ZONE } from '../constants';

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

/**
 * The instant of an India calendar date and clock time ('2026-12-01', '19:30'), the reverse of
 * istDateTime (India keeps no daylight saving: always UTC+05:30); null when either is malformed or
 * names no real day or time (the parser would read 30 February as 2 March).
 */
export function istInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const instant = new Date(`${date}T${time}:00+05:30`);
  if (Number.isNaN(instant.getTime())) return null;
  const back = istDateTime(instant);
  return back.date === date && back.time === time ? instant.toISOString() : null;
}
