import { describe, expect, it } from 'vitest';
import { fieldLabel, readableValue } from './audit-labels';

describe('audit values in words', () => {
  it('names fields in words', () => {
    expect(fieldLabel('publishedAt')).toBe('Published at');
    expect(fieldLabel('role')).toBe('Role');
  });

  it('reads amounts, instants, lists and nothing', () => {
    expect(readableValue('refundPaise', 150_000)).toBe('₹1,500');
    expect(readableValue('seats', 1200)).toBe('1,200');
    expect(readableValue('publishedAt', '2026-12-05T14:00:00.000Z')).toBe('5 Dec 2026, 7:30 pm IST');
    expect(readableValue('tags', ['IPL', 'tickets'])).toBe('IPL, tickets');
    expect(readableValue('image', null)).toBe('none');
    expect(readableValue('tags', [])).toBe('none');
    expect(readableValue('status', 'published')).toBe('published');
  });

  it('reads a price change as money, whatever its keys (the ledger names a point kind:id)', () => {
    expect(fieldLabel('category:gold')).toBe('Category gold');
    expect(readableValue('category:gold', 150_000, 'event.price_changed')).toBe('₹1,500');
    expect(readableValue('section:premium', 99_900, 'event.price_changed')).toBe('₹999');
    // Elsewhere a bare number is a count.
    expect(readableValue('category:gold', 1500, 'event.updated')).toBe('1,500');
  });

  it('reads capacities as numbers, not JSON', () => {
    expect(readableValue('capacities', { gold: 1200, silver: 800 }, 'event.updated')).toBe(
      'gold 1,200 · silver 800',
    );
  });
});
