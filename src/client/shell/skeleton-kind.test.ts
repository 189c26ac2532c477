import { describe, expect, it } from 'vitest';
import { skeletonKindForPath } from './skeleton-kind';

describe('skeletonKindForPath', () => {
  it.each([
    '/dashboard',
    '/dashboard?tab=preferences',
    '/admin',
    '/admin/events',
    '/organizer',
    '/organizer/events/new',
  ])('gives %s the profile-and-tabs skeleton', (path) => {
    expect(skeletonKindForPath(path)).toBe('profile-tabs');
  });

  it.each(['/events', '/events/ev-1', '/sports/cricket', '/sports/kabaddi?tab=results'])(
    'gives %s the card grid skeleton',
    (path) => {
      expect(skeletonKindForPath(path)).toBe('card-grid');
    },
  );

  it.each(['/', '/venues', '/news', '/live-scores', '/standings', '/auth', '/sports', '/nowhere'])(
    'gives %s the full-page skeleton',
    (path) => {
      expect(skeletonKindForPath(path)).toBe('full-page');
    },
  );

  it('checks the dashboard family before the card grid family', () => {
    expect(skeletonKindForPath('/admin/events')).toBe('profile-tabs');
  });
});
