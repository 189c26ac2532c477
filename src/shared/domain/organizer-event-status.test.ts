import { describe, expect, it } from 'vitest';
import { organizerEventStatus } from './organizer-event-status';

const startsAt = new Date('2026-12-01T14:00:00Z');
const endsAt = new Date('2026-12-01T18:00:00Z');
const before = new Date('2026-12-01T13:59:59Z');
const event = (fields: { status?: string; seatsSold?: number } = {}) => ({
  status: 'scheduled',
  startsAt,
  endsAt,
  totalSeats: 1000,
  seatsSold: 400,
  ...fields,
});

describe('organizer event status', () => {
  it('is on sale before the start while places are left', () => {
    expect(organizerEventStatus(event(), before)).toBe('on_sale');
    expect(organizerEventStatus(event({ seatsSold: 999 }), before)).toBe('on_sale');
  });

  it('is sold out before the start when no place is left', () => {
    expect(organizerEventStatus(event({ seatsSold: 1000 }), before)).toBe('sold_out');
  });

  it('follows the clock once the event starts, sold out or not', () => {
    expect(organizerEventStatus(event(), startsAt)).toBe('live');
    expect(organizerEventStatus(event({ seatsSold: 1000 }), startsAt)).toBe('live');
    expect(organizerEventStatus(event(), endsAt)).toBe('completed');
    expect(organizerEventStatus(event({ seatsSold: 1000 }), endsAt)).toBe('completed');
  });

  it('keeps postponed and cancelled whatever the clock and the sales', () => {
    expect(organizerEventStatus(event({ status: 'postponed', seatsSold: 1000 }), before)).toBe('postponed');
    expect(organizerEventStatus(event({ status: 'postponed' }), endsAt)).toBe('postponed');
    expect(organizerEventStatus(event({ status: 'cancelled' }), before)).toBe('cancelled');
    expect(organizerEventStatus(event({ status: 'cancelled' }), startsAt)).toBe('cancelled');
  });

  it('never calls an event a draft: events have no draft flag yet', () => {
    const statuses = new Set(
      ['scheduled', 'postponed', 'cancelled'].flatMap((status) =>
        [0, 1000].flatMap((seatsSold) =>
          [before, startsAt, endsAt].map((now) => organizerEventStatus(event({ status, seatsSold }), now)),
        ),
      ),
    );
    expect(statuses.has('draft')).toBe(false);
    expect([...statuses].sort()).toEqual([
      'cancelled',
      'completed',
      'live',
      'on_sale',
      'postponed',
      'sold_out',
    ]);
  });
});
