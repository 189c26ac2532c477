import { describe, expect, it } from 'vitest';
import { appPath, eventUrl, shareDetail } from './app-events';

const origin = 'https://khelpass.example';

describe('the app events’ details', () => {
  it('takes only paths inside the app', () => {
    expect(appPath('/events/ev-1', origin)).toBe('/events/ev-1');
    expect(appPath('/dashboard?tab=preferences', origin)).toBe('/dashboard?tab=preferences');
    expect(appPath('/bookings?booking=b1#top', origin)).toBe('/bookings?booking=b1#top');
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      // Dot segments resolve these to '//evil.example', which navigate() would leave the site for.
      '/.//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/a/../\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'events',
      '',
      42,
      null,
    ])
      expect(appPath(bad, origin), String(bad)).toBeNull();
  });

  it('shares an event by its id, with what it needs', () => {
    expect(shareDetail({ eventTitle: 'Final', body: 'Come along', eventId: 'ev-1' })).toEqual({
      eventTitle: 'Final',
      body: 'Come along',
      eventId: 'ev-1',
    });
    expect(shareDetail({ eventTitle: 'Final', eventId: 'ev-1' })?.body).toBe('');
    expect(shareDetail({ eventTitle: 'Final' })).toBeNull();
    expect(shareDetail('ev-1')).toBeNull();
    expect(eventUrl('ev 1/x', origin)).toBe('https://khelpass.example/events/ev%201%2Fx');
  });
});
