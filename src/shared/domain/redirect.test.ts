import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/bookings')).toBe('/bookings');
    expect(safeRedirect('/dashboard?tab=preferences#top')).toBe('/dashboard?tab=preferences#top');
    expect(safeRedirect('/')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '',
    ]) {
      expect(safeRedirect(value), value).toBeNull();
    }
  });

  it('treats a missing value as none', () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });
});
