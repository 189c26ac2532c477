import { describe, expect, it } from 'vitest';
import { seasonOf } from './season';

describe('seasonOf', () => {
  it('runs a season from 1 July to 30 June, India time', () => {
    expect(seasonOf(new Date('2026-11-24T10:00:00Z'))).toEqual({
      label: '2026-27',
      from: '2026-06-30T18:30:00.000Z',
      to: '2027-06-30T18:30:00.000Z',
    });
    expect(seasonOf(new Date('2026-02-02T06:30:00Z')).label).toBe('2025-26');
  });

  it('turns at midnight in India, not in UTC', () => {
    expect(seasonOf(new Date('2026-06-30T18:29:59Z')).label).toBe('2025-26');
    expect(seasonOf(new Date('2026-06-30T18:30:00Z')).label).toBe('2026-27');
  });

  it('names the turn of a century with two digits', () => {
    expect(seasonOf(new Date('2099-12-01T00:00:00Z')).label).toBe('2099-00');
  });
});
