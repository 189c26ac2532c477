import { describe, expect, it } from 'vitest';
import { badgeText } from './count-badge';

describe('badgeText', () => {
  it('hides the badge at zero or below', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it('shows the number from 1 to 9', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
  });

  it('shows 9+ above 9', () => {
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});
