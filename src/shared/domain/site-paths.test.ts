import { describe, expect, it } from 'vitest';
import { isConsolePath } from './site-paths';

describe('isConsolePath', () => {
  it('is the admin and organiser consoles, at any depth', () => {
    for (const path of ['/admin', '/admin/', '/admin/bookings', '/organizer', '/organizer/events/e1/gate'])
      expect(isConsolePath(path), path).toBe(true);
  });

  it('is not a fan page whose path only begins like one', () => {
    for (const path of ['/', '/administration', '/organizers', '/events/admin', '/dashboard'])
      expect(isConsolePath(path), path).toBe(false);
  });
});
