import { describe, expect, it } from 'vitest';
import { isStaleChunkError, shouldReloadForStaleChunk } from './stale-chunk';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('stale chunks after a deploy', () => {
  it("recognises each browser's wording of a failed module fetch", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/home-abc.js',
      'error loading dynamically imported module: http://127.0.0.1:3000/assets/home-abc.js',
      'Importing a module script failed.',
    ])
      expect(isStaleChunkError(new TypeError(message))).toBe(true);
    expect(isStaleChunkError(new Error('The scoreboard fell over'))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once per page, and not again moments later (no loop)', () => {
    const session = memoryStorage();
    expect(shouldReloadForStaleChunk('/events', session, 1_000)).toBe(true);
    expect(shouldReloadForStaleChunk('/events', session, 5_000)).toBe(false);
    expect(shouldReloadForStaleChunk('/venues', session, 6_000)).toBe(true);
    expect(shouldReloadForStaleChunk('/venues', session, 60_000)).toBe(true);
  });

  it('never reloads offline: the fetch failed for want of a network, not a deploy', () => {
    expect(shouldReloadForStaleChunk('/events', memoryStorage(), 1_000, false)).toBe(false);
  });

  it('never reloads without session storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(shouldReloadForStaleChunk('/events', broken)).toBe(false);
  });
});
