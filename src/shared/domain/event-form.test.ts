import { describe, expect, it } from 'vitest';
import {
  EVENT_FORM_LIMITS,
  eventTitle,
  highlightLines,
  isCalendarDate,
  isClockTime,
  isSingleEmoji,
  publishIssues,
  sameSide,
  scheduleFields,
  scheduleIssues,
  scheduleOf,
} from './event-form';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('form fields', () => {
  it('takes one emoji, however many code points it has, and nothing else', () => {
    // The longest kinds: a couple with two skin tones, a subdivision's flag.
    for (const emoji of ['🏸', '🤼', '🇮🇳', '🏃‍♀️', '👍🏽', '⚽', '👩🏽‍❤️‍💋‍👨🏻', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'])
      expect(isSingleEmoji(emoji), emoji).toBe(true);
    // One grapheme all the same: an emoji under 5,000 combining marks.
    const smeared = `😀${'\u0301'.repeat(5000)}`;
    for (const text of ['', 'a', '1', '#', '🏸🏸', '🏸 ', 'ab', '₹', smeared])
      expect(isSingleEmoji(text), text.slice(0, 4)).toBe(false);
  });

  it('reads dates of the calendar and 24-hour clock times only', () => {
    expect(['2026-02-28', '2028-02-29'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '01/02/2026'].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['00:00', '09:05', '23:59'].map(isClockTime)).toEqual([true, true, true]);
    expect(['24:00', '9:05', '19:60', '7pm'].map(isClockTime)).toEqual([false, false, false, false]);
  });

  it('keeps one highlight per line, trimmed, without blank lines', () => {
    expect(highlightLines('  Final of the cup \n\n Home crowd\n  \n')).toEqual([
      'Final of the cup',
      'Home crowd',
    ]);
    expect(highlightLines('')).toEqual([]);
  });

  it('titles an event as the catalogue does, and tells one side from another whatever the case', () => {
    expect(eventTitle('U Mumba', 'Puneri Paltan')).toBe('U Mumba vs Puneri Paltan');
    expect(sameSide(' u mumba', 'U Mumba ')).toBe(true);
    expect(sameSide('U Mumba', 'U Mumba II')).toBe(false);
  });
});

describe('the schedule', () => {
  const fields = {
    startDate: '2026-12-05',
    startTime: '19:30',
    durationMinutes: 210,
    saleOpensDate: '2026-11-20',
    saleOpensTime: '10:00',
  };

  it('turns India dates and times into instants and back', () => {
    const schedule = scheduleOf(fields);
    expect(schedule).toEqual({
      startsAt: '2026-12-05T14:00:00.000Z',
      endsAt: '2026-12-05T17:30:00.000Z',
      saleOpensAt: '2026-11-20T04:30:00.000Z',
    });
    expect(
      scheduleFields({
        startsAt: new Date(schedule.startsAt),
        endsAt: new Date(schedule.endsAt),
        saleOpensAt: new Date(schedule.saleOpensAt ?? ''),
      }),
    ).toEqual(fields);
    expect(scheduleOf({ ...fields, saleOpensDate: null, saleOpensTime: null }).saleOpensAt).toBeNull();
  });

  it('wants a new start ahead (at most two years) and sales opening before it', () => {
    const schedule = scheduleOf(fields);
    const starts = Date.parse(schedule.startsAt);
    expect(scheduleIssues(schedule, starts - 1, true)).toEqual({});
    expect(scheduleIssues(schedule, starts, true)).toEqual({ startDate: 'The start must be in the future' });
    // An event's own start passing is no mistake in an edit that leaves it.
    expect(scheduleIssues(schedule, starts + DAY, false)).toEqual({});
    expect(scheduleIssues(schedule, starts - (EVENT_FORM_LIMITS.startWithinDays + 1) * DAY, true)).toEqual({
      startDate: 'The start can be at most two years ahead',
    });
    const lateSale = { ...schedule, saleOpensAt: schedule.startsAt };
    expect(scheduleIssues(lateSale, 0, false)).toEqual({ saleOpensDate: 'Sales must open before the start' });
  });

  it('publishes a draft with a description and a start ahead; names what is missing', () => {
    const schedule = scheduleOf(fields);
    const starts = Date.parse(schedule.startsAt);
    expect(publishIssues({ ...schedule, description: 'The final.' }, starts - HOUR)).toEqual({});
    expect(publishIssues({ ...schedule, description: '  ' }, starts + HOUR)).toEqual({
      startDate: 'The start has passed: give the draft a new date before publishing',
      description: 'Add a description before publishing',
    });
  });
});
