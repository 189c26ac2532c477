import { afterEach, describe, expect, it } from 'vitest';
import { isStaleChunkError, mayReloadForStaleChunk } from './stale-chunk';

describe('isStaleChunkError', () => {
  it("recognises each browser's wording of a code file that could not be fetched", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1:3101/assets/sport-B2x9.js',
      'error loading dynamically imported module: http://127.0.0.1:3101/assets/sport-B2x9.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/sport-B2x9.css',
    ]) {
      expect(isStaleChunkError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors alone', () => {
    expect(isStaleChunkError(new Error('The scoreboard fell over'))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });
});

describe('mayReloadForStaleChunk', () => {
  afterEach(() => window.sessionStorage.clear());

  it('allows one reload, then none for a minute', () => {
    const now = 1_000_000;
    expect(mayReloadForStaleChunk(now)).toBe(true);
    window.sessionStorage.setItem('khelpassStaleChunkReloadAt', String(now));
    expect(mayReloadForStaleChunk(now + 5_000)).toBe(false);
    expect(mayReloadForStaleChunk(now + 59_999)).toBe(false);
    expect(mayReloadForStaleChunk(now + 60_000)).toBe(true);
  });
});
