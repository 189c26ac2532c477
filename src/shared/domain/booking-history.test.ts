import { describe, expect, it } from 'vitest';
import { groupBookings } from './booking-history';

const now = new Date('2030-06-01T12:00:00.000Z');
const b = (id: string, status: string, eventDate: string) => ({ id, status, eventDate });

describe('groupBookings', () => {
  it('splits confirmed bookings by event date and keeps the rest apart', () => {
    const groups = groupBookings(
      [
        b('later', 'confirmed', '2030-07-01T14:00:00.000Z'),
        b('pending', 'pending', '2030-07-01T14:00:00.000Z'),
        b('past', 'confirmed', '2030-05-01T14:00:00.000Z'),
        b('soon', 'confirmed', '2030-06-02T14:00:00.000Z'),
        b('older', 'confirmed', '2030-01-01T14:00:00.000Z'),
        b('expired', 'expired', '2030-07-01T14:00:00.000Z'),
        b('cancelled', 'cancelled', '2030-05-01T14:00:00.000Z'),
      ],
      now,
    );
    expect(groups.upcoming.map((x) => x.id)).toEqual(['soon', 'later']);
    expect(groups.attended.map((x) => x.id)).toEqual(['past', 'older']);
    expect(groups.other.map((x) => x.id)).toEqual(['pending', 'expired', 'cancelled']);
  });

  it('counts an event starting exactly now as attended', () => {
    const groups = groupBookings([b('now', 'confirmed', now.toISOString())], now);
    expect(groups.upcoming).toEqual([]);
    expect(groups.attended).toHaveLength(1);
  });
});
