import { describe, expect, it } from 'vitest';
import { istDateTime, istInstant } from './time';

describe('India time', () => {
  it('gives the Asia/Kolkata date and time of an instant', () => {
    expect(istDateTime(new Date('2026-12-01T14:00:00Z'))).toEqual({ date: '2026-12-01', time: '19:30' });
    expect(istDateTime(new Date('2026-12-01T19:00:00Z'))).toEqual({ date: '2026-12-02', time: '00:30' });
  });

  it('gives the instant of an India date and time, and nothing for malformed ones', () => {
    expect(istInstant('2026-12-01', '19:30')).toBe('2026-12-01T14:00:00.000Z');
    expect(istInstant('2026-12-02', '00:30')).toBe('2026-12-01T19:00:00.000Z');
    expect(istInstant('1 Dec 2026', '19:30')).toBeNull();
    expect(istInstant('2026-12-01', '7:30 pm')).toBeNull();
    expect(istInstant('2026-13-45', '19:30')).toBeNull();
    // Days and times that do not exist, which Date would roll over into the next ones.
    expect(istInstant('2026-02-30', '19:30')).toBeNull();
    expect(istInstant('2027-02-29', '10:00')).toBeNull();
    expect(istInstant('2028-02-29', '10:00')).toBe('2028-02-29T04:30:00.000Z');
    expect(istInstant('2026-12-01', '24:00')).toBeNull();
    expect(istInstant('2026-12-01', '19:60')).toBeNull();
  });
});
