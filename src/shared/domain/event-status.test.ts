import { describe, expect, it } from 'vitest';
import { eventStatus, priceChange } from './event-status';

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

  it('keeps postponed and cancelled whatever the time', () => {
    expect(eventStatus({ status: 'postponed', startsAt, endsAt }, endsAt)).toBe('postponed');
    expect(eventStatus({ status: 'cancelled', startsAt, endsAt }, startsAt)).toBe('cancelled');
  });
});

describe('price change', () => {
  it('compares the price with the previous price', () => {
    expect(priceChange(250_000, null)).toBe('stable');
    expect(priceChange(250_000, 250_000)).toBe('stable');
    expect(priceChange(250_000, 300_000)).toBe('down');
    expect(priceChange(300_000, 250_000)).toBe('up');
  });
});
