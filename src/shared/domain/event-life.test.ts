import { describe, expect, it } from 'vitest';
import { cancelRefusal, LIFE_ACTIONS, newStart, postponedTimes, postponeRefusal } from './event-life';
import type { OrganizerEventStatus } from './organizer-event-status';

const HOUR = 3_600_000;
// 24 Nov 2026, 3:30 pm IST.
const now = new Date('2026-11-24T10:00:00Z');
const event = (status: string, startsIn = 48 * HOUR) => ({
  status,
  startsAt: new Date(now.getTime() + startsIn),
  endsAt: new Date(now.getTime() + startsIn + 3 * HOUR),
  saleOpensAt: null,
});

describe('cancelling an event', () => {
  it('is allowed while published or postponed and not over, and again once cancelled', () => {
    expect(cancelRefusal(event('scheduled'), now)).toBeNull();
    expect(cancelRefusal(event('postponed'), now)).toBeNull();
    // Under way (rain stopped play): still called off and refunded.
    expect(cancelRefusal(event('scheduled', -HOUR), now)).toBeNull();
    expect(cancelRefusal(event('cancelled', -10 * HOUR), now)).toBeNull();
  });

  it('is refused for a draft and for an event that is over', () => {
    expect(cancelRefusal(event('draft'), now)).toMatch(/draft/);
    expect(cancelRefusal(event('scheduled', -3 * HOUR), now)).toMatch(/over/);
  });
});

describe('postponing an event', () => {
  it('is refused once cancelled, for a draft and once started', () => {
    expect(postponeRefusal(event('scheduled'), now)).toBeNull();
    expect(postponeRefusal(event('postponed'), now)).toBeNull();
    expect(postponeRefusal(event('scheduled', 1), now)).toBeNull();
    expect(postponeRefusal(event('cancelled'), now)).toMatch(/cancelled/);
    expect(postponeRefusal(event('draft'), now)).toMatch(/draft/);
    expect(postponeRefusal(event('scheduled', 0), now)).toMatch(/started/);
    expect(postponeRefusal(event('postponed', -4 * HOUR), now)).toMatch(/started/);
  });

  it('reads the new start in India time and names the field that is wrong', () => {
    const scheduled = event('scheduled');
    expect(newStart({ date: '2026-12-05', time: '19:30' }, scheduled, now)).toEqual({
      startsAt: new Date('2026-12-05T14:00:00Z'),
    });
    expect(newStart({ date: '2026-02-30', time: '19:30' }, scheduled, now)).toEqual({
      field: 'date',
      message: 'Not a real calendar date',
    });
    expect(newStart({ date: '2026-11-23', time: '23:00' }, scheduled, now)).toMatchObject({ field: 'date' });
    // Today, but earlier than now (3:30 pm IST); a minute after now is fine for an event starting now.
    expect(newStart({ date: '2026-11-24', time: '15:30' }, scheduled, now)).toMatchObject({ field: 'time' });
    expect(newStart({ date: '2026-11-24', time: '15:31' }, event('scheduled', 1), now)).toEqual({
      startsAt: new Date('2026-11-24T10:01:00Z'),
    });
  });

  it('only moves an event later, and not more than two years ahead', () => {
    // The event starts on 26 Nov at 3:30 pm IST: the 25th is earlier, not a postponement.
    expect(newStart({ date: '2026-11-25', time: '19:30' }, event('scheduled'), now)).toEqual({
      field: 'date',
      message: 'Postponing moves the event later than Thu, 26 Nov 2026 · 3:30 pm IST',
    });
    expect(newStart({ date: '2028-11-23', time: '19:30' }, event('scheduled'), now)).toMatchObject({
      field: 'date',
    });
    expect(newStart({ date: '2028-11-25', time: '19:30' }, event('scheduled'), now)).toEqual({
      field: 'date',
      message: 'Choose a date within two years',
    });
  });

  it('refuses a start before the sale opens, and the start the event already has', () => {
    const opensLater = { ...event('scheduled'), saleOpensAt: new Date('2026-12-01T04:30:00Z') };
    expect(newStart({ date: '2026-11-30', time: '19:30' }, opensLater, now)).toEqual({
      field: 'date',
      message: 'The sale opens Tue, 1 Dec 2026 · 10:00 am IST: start after that',
    });
    const same = { date: '2026-11-26', time: '15:30' };
    expect(newStart(same, event('scheduled'), now)).toMatchObject({ field: 'date' });
    // Asked again after a postponement to that date: the same answer, not an error.
    expect(newStart(same, event('postponed'), now)).toEqual({ startsAt: event('postponed').startsAt });
  });

  it('keeps the length of the event and its first start', () => {
    const first = event('scheduled');
    const moved = postponedTimes({ ...first, originalStartsAt: null }, new Date('2026-12-05T18:45:00Z'));
    expect(moved).toEqual({
      startsAt: new Date('2026-12-05T18:45:00Z'),
      endsAt: new Date('2026-12-05T21:45:00Z'),
      // 00:15 on 6 December in India.
      localDate: '2026-12-06',
      originalStartsAt: first.startsAt,
    });
    const again = postponedTimes(
      { startsAt: moved.startsAt, endsAt: moved.endsAt, originalStartsAt: moved.originalStartsAt },
      new Date('2026-12-10T14:00:00Z'),
    );
    expect(again.originalStartsAt).toEqual(first.startsAt);
    expect(again.endsAt).toEqual(new Date('2026-12-10T17:00:00Z'));
  });
});

describe("the console's actions", () => {
  it('offer what the rules allow for an event of each status', () => {
    // An event of each console status, as stored.
    const examples: Record<OrganizerEventStatus, ReturnType<typeof event>> = {
      draft: event('draft'),
      on_sale: event('scheduled'),
      sold_out: event('scheduled'),
      postponed: event('postponed'),
      live: event('scheduled', -HOUR),
      completed: event('scheduled', -4 * HOUR),
      cancelled: event('cancelled'),
      unpublished: event('scheduled'),
    };
    for (const [status, example] of Object.entries(examples) as [
      OrganizerEventStatus,
      typeof examples.draft,
    ][]) {
      const allowed = [
        ...(postponeRefusal(example, now) === null ? ['postpone'] : []),
        ...(cancelRefusal(example, now) === null ? ['cancel'] : []),
      ];
      expect(LIFE_ACTIONS[status], status).toEqual(allowed);
    }
  });
});
