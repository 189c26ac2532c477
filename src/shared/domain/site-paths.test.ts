import { describe, expect, it } from 'vitest';
import { isConsolePath, isQueuePath } from './site-paths';

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

describe('isQueuePath', () => {
  it('names an event’s waiting room and nothing else', () => {
    expect(isQueuePath('/events/ev-1/queue')).toBe(true);
    expect(isQueuePath('/events/ev-1/queue/')).toBe(true);
    for (const path of [
      '/events/ev-1',
      '/events/queue',
      '/events/ev-1/queue/x',
      '/organizer/events/ev-1/queue',
    ])
      expect(isQueuePath(path), path).toBe(false);
  });
});
