import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, parseRupeeText, priceSortKey } from './money';

describe('money', () => {
  it('formats paise as en-IN rupees with no decimals', () => {
    expect(formatPaise(250_000)).toBe('₹2,500');
    expect(formatPaise(12_345_600)).toBe('₹1,23,456');
    expect(formatPaise(80_049)).toBe('₹800');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('parses rupee text by stripping the symbol and commas', () => {
    expect(parseRupeeText('₹1,500')).toBe(1500);
    expect(parseRupeeText('₹1,23,456')).toBe(123_456);
    expect(parseRupeeText('800')).toBe(800);
    expect(parseRupeeText('')).toBeNaN();
    expect(parseRupeeText('free')).toBeNaN();
  });

  it('sorts prices by their digits only', () => {
    expect(priceSortKey('₹2,500')).toBe(2500);
    expect(priceSortKey('From ₹800 onwards')).toBe(800);
    expect(priceSortKey('TBD')).toBe(0);
    const sorted = ['₹2,500', '₹800', '₹12,000'].sort((a, b) => priceSortKey(a) - priceSortKey(b));
    expect(sorted).toEqual(['₹800', '₹2,500', '₹12,000']);
  });
});
