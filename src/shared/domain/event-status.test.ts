import { describe, expect, it } from 'vitest';
import { attendanceLabel, eventStatus, matchResult, showsPrediction } from './event-status';

const startsAt = new Date('2026-12-01T14:00:00Z');
const endsAt = new Date('2026-12-01T18:00:00Z');

describe('event status', () => {
  it('follows the clock for scheduled events', () => {
    expect(eventStatus({ status: 'scheduled', startsAt, endsAt }, new Date('2026-12-01T13:59:59Z'))).toBe(
      'upcoming',
    );
    expect(eventStatus({ status: 'scheduled', startsAt, endsAt }, startsAt)).toBe('live');
    expect(eventStatus({ status: 'scheduled', startsAt, endsAt }, endsAt)).toBe('completed');
  });

  it('keeps cancelled whatever the time', () => {
    expect(eventStatus({ status: 'cancelled', startsAt, endsAt }, new Date(0))).toBe('cancelled');
    expect(eventStatus({ status: 'cancelled', startsAt, endsAt }, startsAt)).toBe('cancelled');
    expect(eventStatus({ status: 'cancelled', startsAt, endsAt }, endsAt)).toBe('cancelled');
  });

  it('reads postponed until the new start, then follows the clock', () => {
    const before = new Date('2026-12-01T13:59:59Z');
    expect(eventStatus({ status: 'postponed', startsAt, endsAt }, before)).toBe('postponed');
    expect(eventStatus({ status: 'postponed', startsAt, endsAt }, startsAt)).toBe('live');
    expect(eventStatus({ status: 'postponed', startsAt, endsAt }, endsAt)).toBe('completed');
  });
});

describe('what a finished or cancelled match shows', () => {
  const final = { team1Score: '2', team2Score: '1', summary: 'Full time: Bengaluru FC won 2–1' };

  it('predicts only a match still to be decided', () => {
    expect(['upcoming', 'live', 'postponed'].every((s) => showsPrediction(s as never))).toBe(true);
    expect(showsPrediction('completed')).toBe(false);
    expect(showsPrediction('cancelled')).toBe(false);
  });

  it('names the attendance that came once played, the one expected before, and none when cancelled', () => {
    expect(attendanceLabel('upcoming', 1200)).toBe('Expected attendance');
    expect(attendanceLabel('live', 1200)).toBe('Expected attendance');
    expect(attendanceLabel('postponed', 1200)).toBe('Expected attendance');
    expect(attendanceLabel('completed', 1200)).toBe('Attendance');
    expect(attendanceLabel('cancelled', 1200)).toBeNull();
  });

  it('names none for a new event nobody has booked yet', () => {
    expect(attendanceLabel('upcoming', 0)).toBeNull();
  });

  it('gives the final score of a finished match only', () => {
    expect(matchResult('completed', final)).toBe(final);
    expect(matchResult('completed', null)).toBeNull();
    for (const status of ['upcoming', 'live', 'postponed', 'cancelled'] as const)
      expect(matchResult(status, final)).toBeNull();
  });
});
