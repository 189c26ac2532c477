import { describe, expect, it } from 'vitest';
import { DEAL_POINTS, dealPlaces, dealState, windowsOverlap } from './deals';

const at = (hour: number) => new Date(Date.UTC(2030, 0, 1, hour));
const deal = (from: number, to: number, cancelled: number | null = null) => ({
  startsAt: at(from),
  endsAt: at(to),
  cancelledAt: cancelled === null ? null : at(cancelled),
});

describe('dealState', () => {
  it('is scheduled before its start, running until its end, then ended; cancelled wins', () => {
    expect(dealState(deal(10, 12), at(9))).toBe('scheduled');
    expect(dealState(deal(10, 12), at(10))).toBe('running');
    expect(dealState(deal(10, 12), at(12))).toBe('ended');
    expect(dealState(deal(10, 12, 11), at(10))).toBe('cancelled');
  });
});

describe('windowsOverlap', () => {
  it('counts a shared moment, not touching ends; a deal ended early frees the rest of its window', () => {
    expect(windowsOverlap(deal(10, 12), deal(11, 13))).toBe(true);
    expect(windowsOverlap(deal(10, 12), deal(12, 13))).toBe(false);
    expect(windowsOverlap(deal(10, 12, 11), deal(11, 13))).toBe(false);
    expect(windowsOverlap(deal(10, 12, 11), deal(10, 13))).toBe(true);
  });
});

describe('dealPlaces', () => {
  it('names the places a deal is on, or says every place when it covers them all', () => {
    expect(dealPlaces(['economy', 'gold'])).toBe('Gold, Economy');
    expect(dealPlaces(DEAL_POINTS.map((point) => point.id))).toBe('every place');
    expect(dealPlaces(DEAL_POINTS.slice(1).map((point) => point.id))).not.toBe('every place');
  });
});
