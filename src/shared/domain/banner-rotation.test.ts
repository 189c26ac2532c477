import { describe, expect, it } from 'vitest';
import { delayWithin, nextBanner, type RotationState } from './banner-rotation';

const banners = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const state = (over: Partial<RotationState> = {}): RotationState => ({
  dismissed: new Set(),
  onScreen: new Set(),
  lastShown: null,
  shownCounts: new Map(),
  ...over,
});

describe('the next banner', () => {
  it('is the first candidate when none has shown', () => {
    expect(nextBanner(banners, state())).toEqual({ id: 'a' });
  });

  it('is never the one shown last, one on screen, or one dismissed', () => {
    expect(nextBanner(banners, state({ lastShown: 'a' }))).toEqual({ id: 'b' });
    expect(nextBanner(banners, state({ onScreen: new Set(['a']) }))).toEqual({ id: 'b' });
    expect(nextBanner(banners, state({ dismissed: new Set(['a', 'b']) }))).toEqual({ id: 'c' });
    expect(nextBanner(banners, state({ dismissed: new Set(['a', 'b']), lastShown: 'c' }))).toBeNull();
  });

  it('lets every banner take its turn: the least shown goes first', () => {
    const shownCounts = new Map([
      ['a', 2],
      ['b', 1],
      ['c', 1],
    ]);
    expect(nextBanner(banners, state({ shownCounts, lastShown: 'a' }))).toEqual({ id: 'b' });
    expect(nextBanner(banners, state({ shownCounts, lastShown: 'b' }))).toEqual({ id: 'c' });
  });

  it('is null when there is nothing real to show, or only the banner just shown', () => {
    expect(nextBanner([], state())).toBeNull();
    expect(nextBanner([{ id: 'a' }], state({ lastShown: 'a' }))).toBeNull();
  });
});

describe('a wait within a range', () => {
  it('spans the range from its start to its end', () => {
    expect(delayWithin([20_000, 30_000], 0)).toBe(20_000);
    expect(delayWithin([20_000, 30_000], 0.5)).toBe(25_000);
    expect(delayWithin([30_000, 45_000], 0.9999999)).toBe(45_000);
  });
});
