import { describe, expect, it } from 'vitest';
import { everyDay, lastIndiaDays } from './daily-series';

describe('lastIndiaDays', () => {
  it('ends with the India date of now, oldest first', () => {
    // 20:00 UTC on 31 Jan is already 1 Feb in India (01:30).
    expect(lastIndiaDays(new Date('2026-01-31T20:00:00Z'), 3)).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(lastIndiaDays(new Date('2026-01-31T18:00:00Z'), 1)).toEqual(['2026-01-31']);
  });

  it('crosses months and leap days', () => {
    const days = lastIndiaDays(new Date('2028-03-01T06:00:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days.slice(-3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(days[0]).toBe('2028-02-01');
  });
});

describe('everyDay', () => {
  it('keeps each date in order, filling the days without a row', () => {
    const rows = [
      { date: '2026-01-03', n: 2 },
      { date: '2026-01-01', n: 5 },
      { date: '2025-12-01', n: 9 },
    ];
    expect(everyDay(['2026-01-01', '2026-01-02', '2026-01-03'], rows, (date) => ({ date, n: 0 }))).toEqual([
      { date: '2026-01-01', n: 5 },
      { date: '2026-01-02', n: 0 },
      { date: '2026-01-03', n: 2 },
    ]);
  });
});
