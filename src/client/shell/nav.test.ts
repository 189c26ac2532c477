import { describe, expect, it } from 'vitest';
import { isActivePath } from './nav';

describe('isActivePath', () => {
  it('matches the exact path', () => {
    expect(isActivePath('/events', '/events')).toBe(true);
    expect(isActivePath('/venues', '/venues')).toBe(true);
  });

  it('matches a sub-path', () => {
    expect(isActivePath('/events/ev-123', '/events')).toBe(true);
    expect(isActivePath('/sports/cricket', '/sports')).toBe(true);
    expect(isActivePath('/sports/cricket', '/sports/cricket')).toBe(true);
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(isActivePath('/eventsx', '/events')).toBe(false);
    expect(isActivePath('/news-archive', '/news')).toBe(false);
  });

  it('does not match other sections', () => {
    expect(isActivePath('/venues', '/events')).toBe(false);
    expect(isActivePath('/sports/football', '/sports/cricket')).toBe(false);
  });

  it('treats home as active only on /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/events', '/')).toBe(false);
  });

  it('ignores trailing slashes, query strings, hashes and case', () => {
    expect(isActivePath('/events/', '/events')).toBe(true);
    expect(isActivePath('/events?city=delhi', '/events')).toBe(true);
    expect(isActivePath('/live-scores#live', '/live-scores')).toBe(true);
    expect(isActivePath('/Events', '/events')).toBe(true);
  });
});
