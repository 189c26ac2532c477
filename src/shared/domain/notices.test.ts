import { describe, expect, it } from 'vitest';
import { LIVE_MATCH_UPDATES } from '../constants';
import { formatEventWhen } from './format';
import {
  dealStartedNotice,
  liveUpdateNotice,
  MATCH_REMINDERS,
  matchReminderNotice,
  nextReminderNotice,
  placesBackNotice,
  priceDropNotice,
  priceMove,
  recommendationNotice,
  snoozedNotice,
  ticketReceivedNotice,
} from './notices';

const startsAt = new Date('2026-03-01T14:00:00.000Z');
const booked = {
  bookingId: 'b-1',
  reference: 'KP-ABC123',
  eventId: 'ev-1',
  eventTitle: 'U Mumba vs Bengal Warriors',
  venue: 'NSCI Dome',
  startsAt,
};
const [DAY_BEFORE, HOURS_BEFORE] = MATCH_REMINDERS;

describe('match reminders', () => {
  it('24 h and 2 h before, each once per match and start, leading to the booking', () => {
    const notice = matchReminderNotice(DAY_BEFORE, booked);
    expect(notice).toEqual({
      key: 'reminder-24h:ev-1:2026-03-01T14:00:00.000Z',
      type: 'reminder',
      channel: 'match-reminders',
      priority: 'medium',
      title: 'Starts in 24 hours',
      message: `U Mumba vs Bengal Warriors at NSCI Dome, ${formatEventWhen(startsAt)}. Booking KP-ABC123: your tickets are in My bookings.`,
      target: '/bookings?booking=b-1',
      data: { eventId: 'ev-1', bookingId: 'b-1' },
    });
    expect(matchReminderNotice(HOURS_BEFORE, booked)).toMatchObject({
      key: 'reminder-2h:ev-1:2026-03-01T14:00:00.000Z',
      priority: 'high',
      title: 'Starts in 2 hours',
    });
    // A postponed match's new start is a new reminder.
    const later = new Date(startsAt.getTime() + 86_400_000);
    expect(matchReminderNotice(DAY_BEFORE, { ...booked, startsAt: later }).key).not.toBe(notice.key);
  });

  it('the 24-hour one is worth sending late until the 2-hour one is due, that one until the start', () => {
    expect(MATCH_REMINDERS.map((r) => [r.beforeMs / 3_600_000, r.usefulUntilBeforeMs / 3_600_000])).toEqual([
      [24, 2],
      [2, 0],
    ]);
  });

  it('a snoozed reminder comes back with the same words and a key of its own', () => {
    const { key, ...said } = matchReminderNotice(HOURS_BEFORE, booked);
    const back = snoozedNotice('s-1', said);
    expect(back).toEqual({ ...said, key: 'snoozed:s-1' });
    expect(back.key).not.toBe(key);
  });
});

describe('live match updates', () => {
  it('the spec’s messages, titled with the match, once per update and start', () => {
    const match = { eventId: 'ev-1', eventTitle: booked.eventTitle, startsAt };
    const notices = LIVE_MATCH_UPDATES.map((update) => liveUpdateNotice(update, match));
    expect(notices.map((n) => n.message)).toEqual([
      'First quarter completed',
      'Half time',
      'Third quarter completed',
      'Match completed',
    ]);
    expect(notices[1]).toEqual({
      key: 'live-30:ev-1:2026-03-01T14:00:00.000Z',
      type: 'live',
      channel: 'live-updates',
      priority: 'medium',
      title: 'U Mumba vs Bengal Warriors',
      message: 'Half time',
      target: '/events/ev-1',
      data: { eventId: 'ev-1', matchId: 'ev-1' },
    });
    expect(new Set(notices.map((n) => n.key)).size).toBe(4);
  });
});

describe('price alerts', () => {
  it('a move is news when the price fell or places came back; a rise or selling out is not', () => {
    expect(priceMove(80_000, 60_000)).toBe('drop');
    expect(priceMove(80_000, 80_000)).toBeNull();
    expect(priceMove(60_000, 80_000)).toBeNull();
    expect(priceMove(null, 80_000)).toBe('back');
    expect(priceMove(80_000, null)).toBeNull();
    expect(priceMove(null, null)).toBeNull();
  });

  it('name the old and new price in paise, each move once', () => {
    const event = { eventId: 'ev-1', eventTitle: 'Final' };
    expect(priceDropNotice({ ...event, move: 3, oldPrice: 80_000, newPrice: 60_000 })).toEqual({
      key: 'price-drop:ev-1:3',
      type: 'price',
      channel: 'price-alerts',
      priority: 'medium',
      title: 'Price drop',
      message: 'Final: tickets now from ₹600 (was ₹800).',
      target: '/events/ev-1',
      data: { eventId: 'ev-1', oldPrice: 80_000, newPrice: 60_000 },
    });
    expect(placesBackNotice({ ...event, move: 4, newPrice: 60_000 })).toMatchObject({
      key: 'places-back:ev-1:4',
      priority: 'high',
      title: 'Tickets available again',
      message: 'Final had sold out: places are back, from ₹600.',
      data: { eventId: 'ev-1', newPrice: 60_000 },
    });
    const endsAt = new Date('2026-03-01T10:00:00.000Z');
    const deal = {
      ...event,
      dealId: 'd-1',
      kind: 'flash' as const,
      percentOff: 25,
      pointIds: ['economy', 'gold'],
      endsAt,
    };
    expect(dealStartedNotice({ ...deal, oldPrice: 40_000, newPrice: 30_000 })).toMatchObject({
      key: 'deal:d-1',
      title: 'Flash Sale!',
      message: `Final: 25% off Gold, Economy until ${formatEventWhen(endsAt)}. Tickets from ₹300.`,
      data: { eventId: 'ev-1', oldPrice: 40_000, newPrice: 30_000 },
    });
    expect(dealStartedNotice({ ...deal, oldPrice: null, newPrice: 30_000 }).data).toEqual({
      eventId: 'ev-1',
      newPrice: 30_000,
    });
  });
});

describe('recommendations', () => {
  const event = { eventId: 'ev-9', eventTitle: 'Final', startsAt, venue: 'NSCI Dome', cityName: 'Mumbai' };

  it('one a day per fan: the key is the India date', () => {
    // 18:29 UTC is 23:59 in India; a minute later it is the next India day.
    const late = recommendationNotice(
      { ...event, reason: { sport: 'kabaddi' } },
      new Date('2026-02-02T18:29:00Z'),
    );
    const next = recommendationNotice(
      { ...event, reason: { sport: 'kabaddi' } },
      new Date('2026-02-02T18:30:00Z'),
    );
    expect([late.key, next.key]).toEqual(['recommendation:2026-02-02', 'recommendation:2026-02-03']);
  });

  it('say why: a favourite team playing, or a favourite sport in the city', () => {
    const now = new Date('2026-02-02T06:30:00Z');
    expect(recommendationNotice({ ...event, reason: { team: 'U Mumba' } }, now)).toMatchObject({
      type: 'match',
      channel: 'recommendations',
      priority: 'low',
      title: 'U Mumba play in Mumbai',
      message: `Final at NSCI Dome, ${formatEventWhen(startsAt)}. Tickets are on sale.`,
      target: '/events/ev-9',
      data: { eventId: 'ev-9' },
    });
    expect(recommendationNotice({ ...event, reason: { sport: 'kabaddi' } }, now).title).toBe(
      'New Kabaddi match in Mumbai',
    );
  });
});

describe('the next reminder', () => {
  it('the next booked match, or a favourite team’s next match, keyed by the session', () => {
    expect(nextReminderNotice('sess', { kind: 'booked', ...booked })).toMatchObject({
      key: 'next-reminder:sess',
      type: 'reminder',
      channel: 'match-reminders',
      title: 'Your next match',
      target: '/bookings?booking=b-1',
      data: { eventId: 'ev-1', bookingId: 'b-1' },
    });
    const team = {
      kind: 'team' as const,
      team: 'U Mumba',
      eventId: 'ev-2',
      eventTitle: 'Final',
      venue: 'NSCI Dome',
      startsAt,
    };
    expect(nextReminderNotice('sess', team)).toMatchObject({
      title: 'U Mumba: next match',
      message: `Final at NSCI Dome, ${formatEventWhen(startsAt)}.`,
      target: '/events/ev-2',
      data: { eventId: 'ev-2' },
    });
  });
});

describe('a ticket transferred to the account', () => {
  it('says who sent it, for which match and seat, once per transfer, leading to My Bookings', () => {
    const notice = ticketReceivedNotice({
      transferId: 'tr-1',
      fromName: 'Asha Rao',
      eventId: 'ev-1',
      eventTitle: 'U Mumba vs Bengal Warriors',
      startsAt,
      seatLabel: 'Gold-2',
    });
    expect(notice).toEqual({
      key: 'ticket-received:tr-1',
      type: 'booking',
      channel: 'booking-updates',
      priority: 'high',
      title: 'A ticket for you',
      message: `Asha Rao transferred a ticket to you: U Mumba vs Bengal Warriors, ${formatEventWhen(startsAt)}, seat Gold-2.`,
      target: '/bookings',
      data: { eventId: 'ev-1' },
    });
  });
});
