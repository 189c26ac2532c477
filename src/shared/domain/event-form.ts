import { istDateTime, istInstant } from './time';

// The organiser's event form (decision 009): the limits and rules the server's validation
// (src/shared/schemas/organizer.ts) and the editor's inputs both use. Dates and times are India's.

export const EVENT_FORM_LIMITS = {
  tournament: { min: 2, max: 80 },
  /** A side's name: a team, or a player in an individual sport. */
  side: { min: 2, max: 60 },
  description: { max: 1000 },
  highlight: { max: 120 },
  highlights: { max: 8 },
  /** The events table holds an event to 12 hours (events_length_check). */
  durationMinutes: { min: 30, max: 12 * 60 },
  /** How far ahead an event may start. */
  startWithinDays: 730,
} as const;

const DAY_MS = 86_400_000;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date 'yyyy-mm-dd' (not 2026-02-30) of this century, the years the console takes. */
export function isCalendarDate(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  // India has kept one offset (UTC+05:30) through these years; before 1946 it had others.
  if (year < 2000 || year > 2099) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A clock time 'HH:MM', 00:00 to 23:59. */
export const isClockTime = (text: string): boolean => TIME_PATTERN.test(text);

const pictograph = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

const EMOJI_MAX_UNITS = 32;

/**
 * Exactly one emoji: one grapheme (so a flag, a skin tone or a joined family counts as one) that
 * draws as a picture, not a letter, digit or punctuation mark.
 */
export function isSingleEmoji(text: string): boolean {
  // The longest real emoji (a family or a flag with its tags) is under 32 UTF-16 units; a 'character'
  // built of thousands of combining marks is one grapheme too, and would smear across the page.
  if (text.length > EMOJI_MAX_UNITS) return false;
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  return graphemes.length === 1 && pictograph.test(text);
}

/** Highlights as typed, one per line: each trimmed, blank lines dropped. */
export const highlightLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The event's title, as the seeded catalogue writes it: 'Mumbai Indians vs Chennai Super Kings'. */
export const eventTitle = (team1: string, team2: string): string => `${team1} vs ${team2}`;

/** Whether two side names are the same side, whatever the case and surrounding spaces. */
export const sameSide = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The form's schedule: India dates and clock times, and how long play lasts. */
export interface ScheduleFields {
  startDate: string;
  startTime: string;
  durationMinutes: number;
  /** Both null (or left out): tickets go on sale when the event is published. */
  saleOpensDate?: string | null;
  saleOpensTime?: string | null;
}

/** The schedule as instants (ISO strings). */
export interface Schedule {
  startsAt: string;
  endsAt: string;
  saleOpensAt: string | null;
}

/** The instants of a well-formed schedule (India keeps UTC+05:30 all year). */
export function scheduleOf(fields: ScheduleFields): Schedule {
  const startsAt = istInstant(fields.startDate, fields.startTime);
  if (startsAt === null)
    throw new RangeError(`not an India date and time: ${fields.startDate} ${fields.startTime}`);
  const saleOpensAt =
    fields.saleOpensDate && fields.saleOpensTime
      ? istInstant(fields.saleOpensDate, fields.saleOpensTime)
      : null;
  return {
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + fields.durationMinutes * 60_000).toISOString(),
    saleOpensAt,
  };
}

/** The form's schedule fields of stored instants: the reverse of scheduleOf. */
export function scheduleFields(schedule: {
  startsAt: Date;
  endsAt: Date;
  saleOpensAt: Date | null;
}): ScheduleFields & { saleOpensDate: string | null; saleOpensTime: string | null } {
  const start = istDateTime(schedule.startsAt);
  const sale = schedule.saleOpensAt ? istDateTime(schedule.saleOpensAt) : null;
  return {
    startDate: start.date,
    startTime: start.time,
    durationMinutes: Math.round((schedule.endsAt.getTime() - schedule.startsAt.getTime()) / 60_000),
    saleOpensDate: sale?.date ?? null,
    saleOpensTime: sale?.time ?? null,
  };
}

export const START_IN_PAST_MESSAGE = 'The start must be in the future';

/**
 * What is wrong with a schedule at `nowMs`, field → message. The start is checked against the
 * clock only when it is being set (`startIsNew`): an event's own start passes with time, and
 * editing its description then is no mistake.
 */
export function scheduleIssues(
  schedule: Schedule,
  nowMs: number,
  startIsNew: boolean,
): Record<string, string> {
  const issues: Record<string, string> = {};
  const starts = Date.parse(schedule.startsAt);
  if (startIsNew && starts <= nowMs) issues.startDate = START_IN_PAST_MESSAGE;
  else if (startIsNew && starts > nowMs + EVENT_FORM_LIMITS.startWithinDays * DAY_MS) {
    issues.startDate = 'The start can be at most two years ahead';
  }
  if (schedule.saleOpensAt !== null && Date.parse(schedule.saleOpensAt) >= starts) {
    issues.saleOpensDate = 'Sales must open before the start';
  }
  return issues;
}

/**
 * What a draft lacks to be published at `nowMs`, field → message; empty when it can be. A draft
 * may be saved without a description; fans must not see one without.
 */
export function publishIssues(
  event: Schedule & { description: string },
  nowMs: number,
): Record<string, string> {
  const issues = scheduleIssues(event, nowMs, true);
  if (issues.startDate === START_IN_PAST_MESSAGE) {
    issues.startDate = 'The start has passed: give the draft a new date before publishing';
  }
  if (event.description.trim() === '') issues.description = 'Add a description before publishing';
  return issues;
}
