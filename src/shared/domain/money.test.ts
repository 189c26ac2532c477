import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from './money';

describe('money', () => {
  it('formats paise as en-IN rupees with no decimals', () => {
    expect(formatPaise(250_000)).toBe('₹2,500');
    expect(formatPaise(12_345_600)).toBe('₹1,23,456');
    expect(formatPaise(80_049)).toBe('₹800');
    expect(formatRupees(0)).toBe('₹0');
  });
});
