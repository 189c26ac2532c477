import { describe, expect, it } from 'vitest';
import {
  formatCompactCount,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatEventDate,
  formatEventTime,
  formatEventWhen,
  formatMonthYear,
  formatPaise,
  formatPaiseExact,
  formatRupees,
} from './format';

describe('money', () => {
  it('formats paise as en-IN rupees with no decimals', () => {
    expect(formatPaise(250_000)).toBe('₹2,500');
    expect(formatPaise(12_345_600)).toBe('₹1,23,456');
    expect(formatPaise(80_049)).toBe('₹800');
    expect(formatPaiseExact(116_640)).toBe('₹1,166.40');
    expect(formatPaiseExact(12_345_600)).toBe('₹1,23,456.00');
    expect(formatPaiseExact(-18_000)).toBe('-₹180.00');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(6195)).toBe('₹6,195');
  });
});

describe('counts', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(950)).toBe('950');
    expect(formatCount(123_456)).toBe('1,23,456');
  });

  it("shortens a large count as the spec's stats do ('2.3M fans engaged')", () => {
    expect(formatCompactCount(2_300_000)).toBe('2.3M');
    expect(formatCompactCount(96_412)).toBe('96.4K');
    expect(formatCompactCount(950)).toBe('950');
    expect(formatCompactCount(0)).toBe('0');
  });
});

describe('dates and times in India', () => {
  // 14:00 UTC is 19:30 in Kolkata; 19:00 UTC is already the next day there.
  const evening = '2026-12-01T14:00:00Z';
  const pastMidnight = '2026-12-01T19:00:00Z';

  it('names the day, date and time of a match in IST', () => {
    expect(formatEventDate(evening)).toBe('Tue, 1 Dec 2026');
    expect(formatEventDate(pastMidnight)).toBe('Wed, 2 Dec 2026');
    expect(formatEventTime(evening)).toMatch(/^7:30\s?pm IST$/i);
    expect(formatEventTime(Date.parse(evening))).toBe(formatEventTime(evening));
    expect(formatEventWhen(evening)).toMatch(/^Tue, 1 Dec 2026 · 7:30\s?pm IST$/i);
  });

  it('formats a plain date, a date with time and a month in IST', () => {
    expect(formatDate(pastMidnight)).toBe('2 Dec 2026');
    expect(formatDateTime(evening)).toMatch(/^1 Dec 2026, 7:30\s?pm$/i);
    expect(formatMonthYear('2026-11-30T20:00:00Z')).toBe('December 2026');
    expect(formatDayMonth(pastMidnight)).toBe('2 Dec');
  });
});
