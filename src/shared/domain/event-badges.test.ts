import { describe, expect, it } from 'vitest';
import {
  dealLabel,
  EVENT_STATUS_LABELS,
  isBookable,
  onSaleFrom,
  priceChangeBadge,
  showsOriginalPrice,
  withLiveDeal,
} from './event-badges';

describe('deal labels', () => {
  it('names every deal as the spec does', () => {
    expect(dealLabel('flash')).toBe('Flash Sale!');
    expect(dealLabel('early-bird')).toBe('Early Bird');
    expect(dealLabel('last-chance')).toBe('Last Chance');
    expect(dealLabel('special')).toBe('Special Deal');
    expect(dealLabel(null)).toBeNull();
  });
});

describe('withLiveDeal', () => {
  const ends = '2030-01-01T10:00:00.000Z';
  const event = { id: 'ev-1', pricePaise: 200_000, deal: 'flash' as const, dealEndsAt: ends };

  it('keeps a deal until its end', () => {
    expect(withLiveDeal(event, Date.parse(ends) - 1)).toBe(event);
  });

  it('drops the deal and its end from the moment it ends, and keeps everything else', () => {
    expect(withLiveDeal(event, Date.parse(ends))).toEqual({ ...event, deal: null, dealEndsAt: null });
  });

  it('leaves a deal without an end alone', () => {
    const open = { ...event, deal: 'special' as const, dealEndsAt: null };
    expect(withLiveDeal(open, Date.parse(ends) + 1)).toBe(open);
  });
});

describe('price badges', () => {
  it('shows Price Updated! for up, Price Drop! for down and nothing for stable', () => {
    expect(priceChangeBadge('up')).toBe('Price Updated!');
    expect(priceChangeBadge('down')).toBe('Price Drop!');
    expect(priceChangeBadge('stable')).toBeNull();
  });
});

describe('original price', () => {
  it('is shown only when it was higher than the current price', () => {
    expect(showsOriginalPrice(200_000, 250_000)).toBe(true);
    expect(showsOriginalPrice(250_000, 200_000)).toBe(false);
    expect(showsOriginalPrice(250_000, 250_000)).toBe(false);
    expect(showsOriginalPrice(250_000, null)).toBe(false);
  });
});

describe('status and bookability', () => {
  it('labels every status', () => {
    expect(Object.values(EVENT_STATUS_LABELS)).toEqual([
      'Upcoming',
      'Live',
      'Completed',
      'Postponed',
      'Cancelled',
    ]);
  });

  it('books only events that have not started, not cancelled and not sold out', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    const open = { saleOpensAt: null };
    expect(isBookable({ status: 'upcoming', seatsLeft: 10, ...open }, now)).toBe(true);
    expect(isBookable({ status: 'live', seatsLeft: 1, ...open }, now)).toBe(false);
    expect(isBookable({ status: 'postponed', seatsLeft: 1, ...open }, now)).toBe(true);
    expect(isBookable({ status: 'upcoming', seatsLeft: 0, ...open }, now)).toBe(false);
    expect(isBookable({ status: 'completed', seatsLeft: 10, ...open }, now)).toBe(false);
    expect(isBookable({ status: 'cancelled', seatsLeft: 10, ...open }, now)).toBe(false);
  });

  it('books from the instant the sale opens, not a millisecond before', () => {
    const opens = '2026-03-01T10:00:00.000Z';
    const event = { status: 'upcoming' as const, seatsLeft: 10, saleOpensAt: opens };
    expect(isBookable(event, Date.parse(opens) - 1)).toBe(false);
    expect(onSaleFrom(event, Date.parse(opens) - 1)).toBe(opens);
    expect(isBookable(event, Date.parse(opens))).toBe(true);
    expect(onSaleFrom(event, Date.parse(opens))).toBeNull();
    expect(onSaleFrom({ ...event, saleOpensAt: null }, 0)).toBeNull();
    // Called off or sold out, it will never be on sale: no date is promised.
    expect(onSaleFrom({ ...event, status: 'cancelled' }, 0)).toBeNull();
    expect(onSaleFrom({ ...event, seatsLeft: 0 }, 0)).toBeNull();
  });
});
