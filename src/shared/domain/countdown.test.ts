import { describe, expect, it } from 'vitest';
import { countdownTo, flashCountdownTarget, showsHurryNotice } from './countdown';

const now = Date.parse('2026-11-21T10:00:00Z');
const hours = (n: number) => n * 3_600_000;

describe('countdown', () => {
  it('splits the time left into hours, minutes and seconds', () => {
    expect(countdownTo(now + hours(5) + 61_000, now)).toEqual({
      hours: 5,
      minutes: 1,
      seconds: 1,
      urgent: false,
      expired: false,
    });
  });

  it('is zero and expired once the target has passed', () => {
    expect(countdownTo(now - 1000, now)).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 0,
      urgent: false,
      expired: true,
    });
  });

  it('turns urgent under two hours and shows the hurry notice only while hours remain', () => {
    const nearly2h = countdownTo(now + hours(2) - 1000, now);
    expect(nearly2h.urgent).toBe(true);
    expect(showsHurryNotice(nearly2h)).toBe(true);
    const under1h = countdownTo(now + 59 * 60_000, now);
    expect(under1h.urgent).toBe(true);
    expect(showsHurryNotice(under1h)).toBe(false);
    expect(countdownTo(now + hours(2), now).urgent).toBe(false);
  });

  describe('flash countdown target', () => {
    const hot = {
      demand: 'high' as const,
      seatsLeft: 400,
      deal: 'flash',
      dealEndsAt: new Date(now + hours(3)).toISOString(),
    };

    it('counts down to a real flash deal ending within 24 hours', () => {
      expect(flashCountdownTarget(hot, now)).toBe(now + hours(3));
    });

    it('is absent without high demand, with 1000 or more seats left, or without a running flash deal', () => {
      expect(flashCountdownTarget({ ...hot, demand: 'medium' }, now)).toBeNull();
      expect(flashCountdownTarget({ ...hot, seatsLeft: 1000 }, now)).toBeNull();
      expect(flashCountdownTarget({ ...hot, deal: 'early-bird' }, now)).toBeNull();
      expect(flashCountdownTarget({ ...hot, dealEndsAt: null }, now)).toBeNull();
      expect(
        flashCountdownTarget({ ...hot, dealEndsAt: new Date(now + hours(25)).toISOString() }, now),
      ).toBeNull();
      expect(flashCountdownTarget({ ...hot, dealEndsAt: new Date(now - 1).toISOString() }, now)).toBeNull();
    });
  });
});
