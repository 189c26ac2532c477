import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventTime, istDateTime } from './time';

describe('India time', () => {
  it('gives the Asia/Kolkata date and time of an instant', () => {
    expect(istDateTime(new Date('2026-12-01T14:00:00Z'))).toEqual({ date: '2026-12-01', time: '19:30' });
    expect(istDateTime(new Date('2026-12-01T19:00:00Z'))).toEqual({ date: '2026-12-02', time: '00:30' });
  });

  it('formats dates and times for display in IST', () => {
    expect(formatEventDate('2026-12-01T14:00:00Z')).toBe('Tue, 1 Dec 2026');
    expect(formatEventTime('2026-12-01T14:00:00Z')).toMatch(/^7:30\s?pm IST$/i);
  });
});
