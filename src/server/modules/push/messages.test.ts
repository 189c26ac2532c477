import { describe, expect, it } from 'vitest';
import { LIVE_MATCH_UPDATES } from '../../../shared/constants';
import { eventTitle } from '../../../shared/domain/event-form';
import { liveUpdateNotice } from '../../../shared/domain/notices';
import { PUSH_TITLE_MAX, pushMessageSchema } from '../../../shared/schemas/push';
import { pushMessageFor } from './messages';

const event = {
  title: 'Mumbai Indians vs Chennai Super Kings',
  teams: 'Mumbai Indians vs Chennai Super Kings',
  venue: 'Wankhede Stadium',
  startsAt: new Date('2026-12-01T14:00:00Z'),
};
const notice = {
  title: 'Price drop',
  message: 'Mumbai Indians vs Chennai Super Kings is now from ₹1,200 (was ₹1,500).',
  target: '/events/evt-1',
};

describe('pushMessageFor', () => {
  it('sends a price alert as price_drop, with both prices in paise', () => {
    const message = pushMessageFor(
      { ...notice, type: 'price', data: { eventId: 'evt-1', oldPrice: 150_000, newPrice: 120_000 } },
      { event },
    );
    expect(message).toEqual({
      type: 'price_drop',
      title: notice.title,
      body: notice.message,
      url: '/events/evt-1',
      data: { eventTitle: event.title, oldPrice: 150_000, newPrice: 120_000, eventId: 'evt-1' },
    });
    expect(pushMessageSchema.safeParse(message).success).toBe(true);
  });

  it('sends reminders and live news as match_reminder, starting when the event starts', () => {
    for (const type of ['reminder', 'live', 'match'] as const) {
      const message = pushMessageFor({ ...notice, type, data: { eventId: 'evt-1' } }, { event });
      expect(message).toMatchObject({
        type: 'match_reminder',
        data: { venue: 'Wankhede Stadium', reminderTime: '2026-12-01T14:00:00.000Z', eventId: 'evt-1' },
      });
    }
  });

  it('keeps in-app only what lacks its shape’s facts: no event, no reference, no prices', () => {
    expect(pushMessageFor({ ...notice, type: 'live', data: { eventId: 'gone' } }, {})).toBeUndefined();
    expect(
      pushMessageFor({ ...notice, type: 'booking', data: { eventId: 'evt-1', bookingId: 'b-1' } }, { event }),
    ).toBeUndefined();
    expect(
      pushMessageFor({ ...notice, type: 'price', data: { eventId: 'evt-1' } }, { event }),
    ).toBeUndefined();
  });

  it('opens the home page for a notification that leads nowhere', () => {
    const message = pushMessageFor(
      { ...notice, target: null, type: 'match', data: { eventId: 'evt-1' } },
      { event },
    );
    expect(message?.url).toBe('/');
  });

  it('fits a live update of a match with the longest side names into a push title', () => {
    // Sides may have 60 characters each: the live update's title (the match's) has 124.
    const title = eventTitle('A'.repeat(60), 'B'.repeat(60));
    const [update] = LIVE_MATCH_UPDATES;
    const live = liveUpdateNotice(update, { eventId: 'evt-1', eventTitle: title, startsAt: event.startsAt });
    const message = pushMessageFor({ ...live, data: { eventId: 'evt-1' } }, { event: { ...event, title } });
    expect(pushMessageSchema.safeParse(message).success).toBe(true);
    expect(message?.title).toHaveLength(PUSH_TITLE_MAX);
    expect(message?.title.endsWith('…')).toBe(true);
    expect(message?.title.startsWith('A'.repeat(60))).toBe(true);
  });
});
