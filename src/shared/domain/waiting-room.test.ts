import { describe, expect, it } from 'vitest';
import {
  admissionRateFor,
  coarsePosition,
  DEFAULT_ADMISSION_RATE,
  describeWait,
  estimatedWaitSeconds,
  MEASURED_HOLDS_PER_SECOND,
  standing,
  standingTag,
} from './waiting-room';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const LATER = new Date(NOW.getTime() + 60_000);

describe('the default admission rate', () => {
  it('admits half of what the measured hold rate serves, at five hold requests a fan', () => {
    expect(admissionRateFor(100)).toBe(600);
    expect(DEFAULT_ADMISSION_RATE).toBe(admissionRateFor(MEASURED_HOLDS_PER_SECOND));
    expect(DEFAULT_ADMISSION_RATE).toBe(2754);
  });
});

describe('a fan’s standing', () => {
  it('counts the fans ahead into a position and a wait at the rate', () => {
    expect(standing({ state: 'waiting', ahead: 0, passExpiresAt: null }, 1, NOW)).toEqual({
      state: 'waiting',
      position: 1,
      ahead: 0,
      estimatedWaitSeconds: 60,
      passExpiresAt: null,
    });
    expect(standing({ state: 'waiting', ahead: 299, passExpiresAt: null }, 600, NOW)).toMatchObject({
      position: 300,
      estimatedWaitSeconds: 30,
    });
    expect(estimatedWaitSeconds(2, 7)).toBe(Math.ceil(180 / 7));
  });

  it('tells no position before the pre-queue is drawn at the start', () => {
    expect(standing({ state: 'waiting', ahead: null, passExpiresAt: null }, 60, NOW)).toMatchObject({
      position: null,
      ahead: null,
      estimatedWaitSeconds: null,
    });
  });

  it('shows an admitted pass until it expires, then expired whatever is stored', () => {
    const admitted = { state: 'admitted' as const, ahead: null, passExpiresAt: LATER };
    expect(standing(admitted, 60, NOW)).toMatchObject({
      state: 'admitted',
      passExpiresAt: LATER.toISOString(),
    });
    expect(standing(admitted, 60, LATER)).toMatchObject({ state: 'expired', passExpiresAt: null });
    expect(standing({ state: 'used', ahead: null, passExpiresAt: LATER }, 60, NOW)).toMatchObject({
      state: 'used',
      passExpiresAt: null,
    });
  });

  it('is tagged by what the fan sees, so an unchanged standing is not sent again', () => {
    const at = (ahead: number) => standing({ state: 'waiting', ahead, passExpiresAt: null }, 60, NOW);
    expect(standingTag(at(4))).toBe(standingTag(at(4)));
    expect(standingTag(at(4))).not.toBe(standingTag(at(3)));
    expect(standingTag(at(4))).toMatch(/^[a-z0-9.]+$/);
  });
});

describe('what the queue page announces', () => {
  it('names the last ten places exactly and rounds the rest up to two figures', () => {
    expect([1, 7, 10].map(coarsePosition)).toEqual([1, 7, 10]);
    expect([11, 47, 50, 99].map(coarsePosition)).toEqual([20, 50, 50, 100]);
    expect([100, 101, 4321, 123_456].map(coarsePosition)).toEqual([100, 110, 4400, 130_000]);
  });

  it('words a wait in minutes, then hours and minutes', () => {
    expect(describeWait(20)).toBe('less than a minute');
    expect(describeWait(60)).toBe('about 1 minute');
    expect(describeWait(250)).toBe('about 4 minutes');
    expect(describeWait(3600)).toBe('about 1 hour');
    expect(describeWait(7500)).toBe('about 2 hours 5 minutes');
  });
});
