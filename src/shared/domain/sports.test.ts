import { describe, expect, it } from 'vitest';
import { findSport } from './sports';

describe('findSport', () => {
  it('finds a sport by its id, and nothing for an unknown or missing one', () => {
    expect(findSport('kabaddi')?.name).toBe('Kabaddi');
    expect(findSport('curling')).toBeUndefined();
    expect(findSport(null)).toBeUndefined();
  });
});
