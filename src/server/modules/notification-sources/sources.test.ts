import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_MATCH_UPDATES } from '../../../shared/constants';
import { formatEventWhen } from '../../../shared/domain/format';
import { istDateTime } from '../../../shared/domain/time';
import { bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import {
  type AppNotification,
  notificationListSchema,
  notificationSchema,
} from '../../../shared/schemas/notifications';
import { ownEventSchema } from '../../../shared/schemas/organizer';
import type { Database } from '../../db/client';
import { eventCategories, eventSections, events, scheduledJobs, users, venues } from '../../db/schema';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { createDraft, istDaysAhead, PROMOTER, publish, signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A test app whose clock the test moves; `restart` is a new app (a new process) on the same database. */
async function world(database?: Database) {
  const clock = { at: TEST_ANCHOR.getTime() };
  const now = () => new Date(clock.at);
  const t: TestApp = await createTestApp({ now, database });
  opened.push(t);
  return {
    t,
    clock,
    /** One pass of the notification jobs at `at` (ms). */
    passAt: (at: number) => {
      clock.at = at;
      return t.app.background.notifyNow();
    },
    /** A second app on the database (a restarted process); passes of the notification jobs in it. */
    restart: async () => {
      const again = await createTestApp({ now, database: t.database });
      return {
        passAt: (at: number) => {
          clock.at = at;
          return again.app.background.notifyNow();
        },
      };
    },
  };
}
let opened: TestApp[] = [];
afterEach(async () => {
  // Restarts share their first app's database: close each database once.
  await Promise.all(opened.map((t) => t.close()));
  opened = [];
});

const inbox = async (fan: ApiClient) => {
  const response = await fan.getAs(notificationListSchema, '/api/me/notifications');
  expect(response.status).toBe(200);
  return response.body;
};
const ofType = async (fan: ApiClient, type: AppNotification['type']) =>
  (await inbox(fan)).items.filter((item) => item.type === type);

/** The promoter's scheduled events starting 3 days or more after TEST_ANCHOR, soonest first. */
async function upcoming(t: TestApp) {
  const [promoter] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, PROMOTER.email));
  if (!promoter) throw new Error('the promoter is not seeded');
  return t.database.db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt, venue: venues.name })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(events.organizerId, promoter.id),
        eq(events.status, 'scheduled'),
        gt(events.startsAt, new Date(TEST_ANCHOR.getTime() + 3 * DAY)),
      ),
    )
    .orderBy(asc(events.startsAt));
}

/** A fan (a new one unless given) who books one Gold place of the event and pays. */
async function bookedFan(t: TestApp, eventId: string, given?: ApiClient) {
  const fan = given ?? apiClient(t.app);
  if (!given) await signUp(fan);
  const hold = await holdCategory(fan, eventId, 'gold', 1);
  const created = (await checkout(fan, hold.id)).body;
  const paid = (await pay(fan, created.order.id)).body;
  const confirmed = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
  expect(confirmed.body.status).toBe('confirmed');
  return { fan, booking: confirmed.body };
}

async function setPreferences(fan: ApiClient, notifications: Record<string, boolean>) {
  const response = await fan.put('/api/me/preferences', { notifications });
  expect(response.status, response.text).toBe(200);
}

async function setProfile(
  fan: ApiClient,
  profile: { favoriteTeams?: string[]; favoriteSports?: string[]; location?: string },
) {
  const response = await fan.put('/api/me/profile', { name: 'Test Fan', ...profile });
  expect(response.status, response.text).toBe(200);
}

describe('match reminders', () => {
  it('24 h and 2 h before a booked match, each once: across passes, a restart and a lost schedule', async () => {
    const w = await world();
    const [event] = await upcoming(w.t);
    if (!event) throw new Error('no event');
    const start = event.startsAt.getTime();
    const { fan, booking } = await bookedFan(w.t, event.id);
    const quiet = apiClient(w.t.app);
    await signUp(quiet);
    await setPreferences(quiet, { eventReminders: false });
    await bookedFan(w.t, event.id, quiet);

    await w.passAt(TEST_ANCHOR.getTime());
    await w.passAt(start - DAY - MINUTE);
    expect(await ofType(fan, 'reminder')).toEqual([]);

    await w.passAt(start - DAY + 10_000);
    const [dayBefore] = await ofType(fan, 'reminder');
    expect(dayBefore).toMatchObject({
      type: 'reminder',
      channel: 'match-reminders',
      priority: 'medium',
      title: 'Starts in 24 hours',
      message: `${event.title} at ${event.venue}, ${formatEventWhen(event.startsAt)}. Booking ${booking.reference}: your tickets are in My bookings.`,
      read: false,
      actionable: true,
      target: `/bookings?booking=${booking.id}`,
      data: { eventId: event.id, bookingId: booking.id },
    });

    await w.passAt(start - DAY + MINUTE);
    await (await w.restart()).passAt(start - DAY + 2 * MINUTE);
    // The schedule lost (its windows forgotten): the notices' keys still make each once.
    await w.t.database.db.delete(scheduledJobs);
    await w.passAt(start - DAY + 3 * MINUTE);
    expect(await ofType(fan, 'reminder')).toHaveLength(1);

    await w.passAt(start - 2 * HOUR - MINUTE);
    expect(await ofType(fan, 'reminder')).toHaveLength(1);
    await w.passAt(start - 2 * HOUR + 5_000);
    await w.passAt(start - 2 * HOUR + MINUTE);
    const reminders = await ofType(fan, 'reminder');
    expect(reminders.map((r) => [r.title, r.priority])).toEqual([
      ['Starts in 2 hours', 'high'],
      ['Starts in 24 hours', 'medium'],
    ]);
    // Reminders off: the other fan of the same match hears nothing.
    expect(await ofType(quiet, 'reminder')).toEqual([]);
  });

  it('after downtime: a 24-hour reminder late while it is still useful, never past the 2-hour mark', async () => {
    for (const [downUntilBeforeStart, titles] of [
      [10 * HOUR, ['Starts in 24 hours']],
      [90 * MINUTE, ['Starts in 2 hours']],
    ] as const) {
      const w = await world();
      const [event] = await upcoming(w.t);
      if (!event) throw new Error('no event');
      const { fan } = await bookedFan(w.t, event.id);
      await w.passAt(TEST_ANCHOR.getTime());
      // Down from then until this long before the start.
      await w.passAt(event.startsAt.getTime() - downUntilBeforeStart);
      expect((await ofType(fan, 'reminder')).map((r) => r.title)).toEqual(titles);
    }
  });

  it('follow a postponed match to its new start; none for a cancelled one', async () => {
    const w = await world();
    const [moved, called] = await upcoming(w.t);
    if (!moved || !called) throw new Error('two events expected');
    const { fan } = await bookedFan(w.t, moved.id);
    await bookedFan(w.t, called.id, fan);
    await w.passAt(TEST_ANCHOR.getTime());
    const organizer = await signedIn(w.t.app, PROMOTER);
    // Two days later (sessions last two weeks: the test stays within them).
    const postponed = await organizer.post(`/api/organizer/events/${moved.id}/postpone`, {
      date: istDateTime(new Date(moved.startsAt.getTime() + 2 * DAY)).date,
      time: '19:30',
    });
    expect(postponed.status, postponed.text).toBe(200);
    const newStart = new Date((postponed.body as { startsAt: string }).startsAt);
    const cancelled = await organizer.post(`/api/organizer/events/${called.id}/cancel`, { reason: 'Floods' });
    expect(cancelled.status, cancelled.text).toBe(200);

    const moments = [
      moved.startsAt.getTime() - DAY,
      moved.startsAt.getTime() - 2 * HOUR,
      newStart.getTime() - DAY,
      called.startsAt.getTime() - DAY,
      called.startsAt.getTime() - 2 * HOUR,
    ].sort((a, b) => a - b);
    for (const moment of moments) await w.passAt(moment + MINUTE);
    const reminders = await ofType(fan, 'reminder');
    expect(reminders.filter((r) => r.data.eventId === called.id)).toEqual([]);
    // Only the new start's reminders (its 2-hour one too when a later pass passed its moment).
    const ofMoved = reminders.filter((r) => r.data.eventId === moved.id);
    expect(ofMoved.map((r) => r.title)).toContain('Starts in 24 hours');
    for (const r of ofMoved) expect(r.message).toContain(formatEventWhen(newStart));
  });
});

describe('live match updates', () => {
  it('at 15, 30, 45 and 60 minutes with the spec’s messages, each only while it is the latest', async () => {
    const w = await world();
    const [event] = await upcoming(w.t);
    if (!event) throw new Error('no event');
    const start = event.startsAt.getTime();
    const { fan } = await bookedFan(w.t, event.id);
    const stranger = apiClient(w.t.app);
    await signUp(stranger);
    await w.passAt(TEST_ANCHOR.getTime());

    await w.passAt(start + 15 * MINUTE - 1_000);
    expect(await ofType(fan, 'live')).toEqual([]);
    // Passes come at least one interval (30 s) apart, as they do in a process.
    await w.passAt(start + 15 * MINUTE + 30_000);
    await (await w.restart()).passAt(start + 30 * MINUTE + 30_000);
    // Down from 31 to 61 minutes: 'Third quarter completed' is stale by then, 'Match completed' is not.
    await w.passAt(start + 61 * MINUTE);
    await w.passAt(start + 3 * HOUR);
    const updates = await ofType(fan, 'live');
    expect(updates.map((u) => u.message).reverse()).toEqual([
      LIVE_MATCH_UPDATES[0].message,
      LIVE_MATCH_UPDATES[1].message,
      LIVE_MATCH_UPDATES[3].message,
    ]);
    expect(updates[0]).toMatchObject({
      type: 'live',
      channel: 'live-updates',
      title: event.title,
      target: `/events/${event.id}`,
      data: { eventId: event.id, matchId: event.id },
    });
    expect(await ofType(stranger, 'live')).toEqual([]);
  });

  it('all four when the server is up throughout', async () => {
    const w = await world();
    const [event] = await upcoming(w.t);
    if (!event) throw new Error('no event');
    const { fan } = await bookedFan(w.t, event.id);
    await w.passAt(TEST_ANCHOR.getTime());
    for (let minute = -1; minute <= 80; minute += 1)
      await w.passAt(event.startsAt.getTime() + minute * MINUTE);
    expect((await ofType(fan, 'live')).map((u) => u.message).reverse()).toEqual(
      LIVE_MATCH_UPDATES.map((u) => u.message),
    );
  });
});

describe('POST /api/me/notifications/:id/snooze', () => {
  it('removes a reminder now; it comes back unread 15 minutes later, also after a restart', async () => {
    const w = await world();
    const [event] = await upcoming(w.t);
    if (!event) throw new Error('no event');
    const { fan } = await bookedFan(w.t, event.id);
    await w.passAt(TEST_ANCHOR.getTime());
    const snoozedAt = event.startsAt.getTime() - DAY + MINUTE;
    await w.passAt(snoozedAt);
    const [reminder] = await ofType(fan, 'reminder');
    if (!reminder) throw new Error('no reminder');
    await fan.post(`/api/me/notifications/${reminder.id}/read`);

    expect((await fan.post(`/api/me/notifications/${reminder.id}/snooze`)).status).toBe(204);
    expect(await ofType(fan, 'reminder')).toEqual([]);
    await w.passAt(snoozedAt + 14 * MINUTE);
    expect(await ofType(fan, 'reminder')).toEqual([]);
    // Snoozing it again: it is gone already.
    expect((await fan.post(`/api/me/notifications/${reminder.id}/snooze`)).status).toBe(404);

    const restarted = await w.restart();
    await restarted.passAt(snoozedAt + 15 * MINUTE);
    await restarted.passAt(snoozedAt + 16 * MINUTE);
    const back = await ofType(fan, 'reminder');
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({
      title: reminder.title,
      message: reminder.message,
      target: reminder.target,
      data: reminder.data,
      read: false,
      timestamp: new Date(snoozedAt + 15 * MINUTE).toISOString(),
    });
    expect(back[0]?.id).not.toBe(reminder.id);
    // The reminder job does not bring the snoozed original back on top.
    await w.passAt(snoozedAt + 20 * MINUTE);
    expect(await ofType(fan, 'reminder')).toHaveLength(1);
  });

  it('refuses what is not a reminder (409), another account’s (404), a bad id (400) and a guest (401)', async () => {
    const w = await world();
    const [event] = await upcoming(w.t);
    if (!event) throw new Error('no event');
    const { fan } = await bookedFan(w.t, event.id);
    const [confirmation] = (await inbox(fan)).items;
    if (!confirmation) throw new Error('no confirmation');
    const refused = await fan.postAs(apiErrorSchema, `/api/me/notifications/${confirmation.id}/snooze`);
    expect([refused.status, refused.body.error]).toEqual([
      409,
      { code: 'not_snoozable', message: 'Only reminders can be snoozed' },
    ]);
    expect((await inbox(fan)).items).toHaveLength(1);

    await w.passAt(TEST_ANCHOR.getTime());
    await w.passAt(event.startsAt.getTime() - DAY + MINUTE);
    const [reminder] = await ofType(fan, 'reminder');
    if (!reminder) throw new Error('no reminder');
    const other = apiClient(w.t.app);
    await signUp(other);
    expect((await other.post(`/api/me/notifications/${reminder.id}/snooze`)).status).toBe(404);
    const bad = await fan.postAs(apiErrorSchema, '/api/me/notifications/nope/snooze');
    expect([bad.status, bad.body.error.fields?.id]).toEqual([400, 'Not a notification id']);
    expect((await apiClient(w.t.app).post(`/api/me/notifications/${reminder.id}/snooze`)).status).toBe(401);
    expect(await ofType(fan, 'reminder')).toHaveLength(1);
  });
});

/** The promoter's new kabaddi match at NSCI Dome (Mumbai), published; its economy places are the cheapest. */
async function newMatch(t: TestApp, overrides: Parameters<typeof createDraft>[1] = {}) {
  const promoter = await signedIn(t.app, PROMOTER);
  const draft = await createDraft(promoter, overrides);
  await publish(promoter, draft.id);
  return { promoter, event: draft };
}

async function setPrice(promoter: ApiClient, eventId: string, categoryId: string, pricePaise: number) {
  const own = await promoter.getAs(ownEventSchema, `/api/organizer/events/${eventId}`);
  const list = own.body.priceList;
  const response = await promoter.put(`/api/organizer/events/${eventId}/price-list`, {
    categories: Object.fromEntries(
      list.categories.map((c) => [
        c.id,
        { pricePaise: c.id === categoryId ? pricePaise : c.pricePaise, capacity: c.capacity },
      ]),
    ),
    sections: Object.fromEntries(list.sections.map((s) => [s.id, { pricePaise: s.pricePaise }])),
  });
  expect(response.status, response.text).toBe(200);
}

/** Sells every place of the event, or frees `free` economy places again. */
async function soldOut(database: Database, eventId: string, freeEconomy = 0) {
  await database.db
    .update(eventCategories)
    .set({
      sold: sql`${eventCategories.capacity} - ${eventCategories.held} - (CASE WHEN ${eventCategories.categoryId} = 'economy' THEN ${freeEconomy} ELSE 0 END)`,
    })
    .where(eq(eventCategories.eventId, eventId));
  await database.db
    .update(eventSections)
    .set({ sold: eventSections.seats })
    .where(eq(eventSections.eventId, eventId));
  await database.db
    .update(events)
    .set({ seatsSold: sql`${events.totalSeats} - ${freeEconomy}` })
    .where(eq(events.id, eventId));
}

describe('price alerts', () => {
  it('a price drop of a wishlisted or carted event, once to each fan with price alerts on', async () => {
    const w = await world();
    const { promoter, event } = await newMatch(w.t);
    const [wisher, carter, quiet, stranger] = [0, 1, 2, 3].map(() => apiClient(w.t.app));
    for (const fan of [wisher, carter, quiet, stranger]) if (fan) await signUp(fan);
    if (!wisher || !carter || !quiet || !stranger) throw new Error('four fans');
    expect((await wisher.post('/api/me/wishlist', { eventId: event.id })).status).toBe(200);
    expect((await carter.post('/api/me/cart/items', { eventId: event.id })).status).toBe(200);
    expect((await quiet.post('/api/me/wishlist', { eventId: event.id })).status).toBe(200);
    await setPreferences(quiet, { priceAlerts: false });
    await w.passAt(TEST_ANCHOR.getTime());
    await w.passAt(TEST_ANCHOR.getTime() + MINUTE);
    expect(await ofType(wisher, 'price')).toEqual([]);

    w.clock.at += MINUTE;
    await setPrice(promoter, event.id, 'economy', 30_000);
    await w.passAt(w.clock.at + 5_000);
    for (const fan of [wisher, carter]) {
      const alerts = await ofType(fan, 'price');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        channel: 'price-alerts',
        title: 'Price drop',
        message: `${event.title}: tickets now from ₹300 (was ₹400).`,
        target: `/events/${event.id}`,
        data: { eventId: event.id, oldPrice: 40_000, newPrice: 30_000 },
      });
    }
    expect(await ofType(quiet, 'price')).toEqual([]);
    expect(await ofType(stranger, 'price')).toEqual([]);

    await w.passAt(w.clock.at + MINUTE);
    await (await w.restart()).passAt(w.clock.at + MINUTE);
    await w.passAt(w.clock.at + 2 * HOUR);
    expect(await ofType(wisher, 'price')).toHaveLength(1);

    // A rise is no news; the drop after it is.
    await setPrice(promoter, event.id, 'economy', 50_000);
    await w.passAt(w.clock.at + MINUTE);
    await setPrice(promoter, event.id, 'economy', 45_000);
    await w.passAt(w.clock.at + MINUTE);
    const alerts = await ofType(wisher, 'price');
    expect(alerts.map((a) => a.data)).toEqual([
      { eventId: event.id, oldPrice: 50_000, newPrice: 45_000 },
      { eventId: event.id, oldPrice: 40_000, newPrice: 30_000 },
    ]);
  });

  it('a deal starting on a watched event, once', async () => {
    const w = await world();
    const { promoter, event } = await newMatch(w.t);
    const fan = apiClient(w.t.app);
    await signUp(fan);
    await fan.post('/api/me/wishlist', { eventId: event.id });
    await w.passAt(TEST_ANCHOR.getTime());
    const startsAt = new Date(TEST_ANCHOR.getTime() + HOUR);
    const endsAt = new Date(TEST_ANCHOR.getTime() + 2 * DAY);
    const deal = await promoter.post(`/api/organizer/events/${event.id}/deals`, {
      kind: 'flash',
      percentOff: 25,
      pointIds: ['economy'],
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    });
    expect(deal.status, deal.text).toBe(201);
    await w.passAt(startsAt.getTime() - MINUTE);
    expect(await ofType(fan, 'price')).toEqual([]);
    await w.passAt(startsAt.getTime() + 5_000);
    await w.passAt(startsAt.getTime() + 2 * MINUTE);
    await w.passAt(startsAt.getTime() + 2 * HOUR);
    const alerts = await ofType(fan, 'price');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: 'Flash Sale!',
      priority: 'high',
      message: `${event.title}: 25% off Economy until ${formatEventWhen(endsAt)}. Tickets from ₹300.`,
      data: { eventId: event.id, oldPrice: 40_000, newPrice: 30_000 },
    });
  });

  it('places back on a sold-out wishlisted event', async () => {
    const w = await world();
    const { event } = await newMatch(w.t);
    const fan = apiClient(w.t.app);
    await signUp(fan);
    await fan.post('/api/me/wishlist', { eventId: event.id });
    await w.passAt(TEST_ANCHOR.getTime());
    await soldOut(w.t.database, event.id);
    await w.passAt(TEST_ANCHOR.getTime() + 2 * MINUTE);
    await w.passAt(TEST_ANCHOR.getTime() + 4 * MINUTE);
    expect(await ofType(fan, 'price')).toEqual([]);
    await soldOut(w.t.database, event.id, 3);
    await w.passAt(TEST_ANCHOR.getTime() + 6 * MINUTE);
    await w.passAt(TEST_ANCHOR.getTime() + 8 * MINUTE);
    const alerts = await ofType(fan, 'price');
    expect(alerts.map((a) => [a.title, a.message, a.data])).toEqual([
      [
        'Tickets available again',
        `${event.title} had sold out: places are back, from ₹400.`,
        { eventId: event.id, newPrice: 40_000 },
      ],
    ]);
  });
});

describe('recommendations', () => {
  it('a new event of a favourite sport or team in the fan’s city, at most one a day, never one booked', async () => {
    const w = await world();
    const [sportFan, teamFan, elsewhere, booker, none] = [0, 1, 2, 3, 4].map(() => apiClient(w.t.app));
    if (!sportFan || !teamFan || !elsewhere || !booker || !none) throw new Error('five fans');
    for (const fan of [sportFan, teamFan, elsewhere, booker, none]) await signUp(fan);
    await setProfile(sportFan, { favoriteSports: ['kabaddi'], location: 'Andheri, Mumbai' });
    await setProfile(teamFan, { favoriteTeams: ['u mumba'], location: 'mumbai' });
    await setProfile(elsewhere, { favoriteSports: ['kabaddi'], location: 'Delhi' });
    await setProfile(booker, { favoriteSports: ['kabaddi'], location: 'Mumbai' });
    await w.passAt(TEST_ANCHOR.getTime());
    // What was on sale before the first run is not new.
    await w.passAt(TEST_ANCHOR.getTime() + MINUTE);
    expect(await ofType(sportFan, 'match')).toEqual([]);

    const { event } = await newMatch(w.t);
    await bookedFan(w.t, event.id, booker);
    await w.passAt(TEST_ANCHOR.getTime() + 2 * MINUTE);
    const [forSport] = await ofType(sportFan, 'match');
    expect(forSport).toMatchObject({
      channel: 'recommendations',
      title: 'New Kabaddi match in Mumbai',
      message: `${event.title} at NSCI Dome, ${formatEventWhen(event.startsAt)}. Tickets are on sale.`,
      target: `/events/${event.id}`,
      data: { eventId: event.id },
    });
    expect((await ofType(teamFan, 'match')).map((n) => n.title)).toEqual(['U Mumba play in Mumbai']);
    for (const fan of [elsewhere, booker, none]) expect(await ofType(fan, 'match')).toEqual([]);

    // A second new event the same India day: nothing more; the next day's one is told.
    await newMatch(w.t, { tournament: 'Second Cup', startDate: istDaysAhead(12).date });
    await w.passAt(TEST_ANCHOR.getTime() + 3 * MINUTE);
    await (await w.restart()).passAt(TEST_ANCHOR.getTime() + 4 * MINUTE);
    expect(await ofType(sportFan, 'match')).toHaveLength(1);
    w.clock.at = TEST_ANCHOR.getTime() + DAY;
    const third = await newMatch(w.t, { tournament: 'Third Cup', startDate: istDaysAhead(14).date });
    await w.passAt(w.clock.at + MINUTE);
    expect((await ofType(sportFan, 'match')).map((n) => n.data.eventId)).toEqual([third.event.id, event.id]);
  });
});

describe('POST /api/me/notifications/next-reminder', () => {
  it('the next booked match, once per sign-in session, even after it was removed', async () => {
    const w = await world();
    const [first, second] = await upcoming(w.t);
    if (!first || !second) throw new Error('two events expected');
    const fan = apiClient(w.t.app);
    const account = await signUp(fan);
    const { booking } = await bookedFan(w.t, first.id, fan);
    await bookedFan(w.t, second.id, fan);
    const created = await fan.postAs(notificationSchema, '/api/me/notifications/next-reminder');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'reminder',
      channel: 'match-reminders',
      title: 'Your next match',
      message: `${first.title} at ${first.venue}, ${formatEventWhen(first.startsAt)}. Booking ${booking.reference}: your tickets are in My bookings.`,
      target: `/bookings?booking=${booking.id}`,
      read: false,
    });
    expect((await ofType(fan, 'reminder')).map((n) => n.id)).toEqual([created.body.id]);
    expect((await fan.post('/api/me/notifications/next-reminder')).status).toBe(204);
    expect((await fan.delete(`/api/me/notifications/${created.body.id}`)).status).toBe(204);
    expect((await fan.post('/api/me/notifications/next-reminder')).status).toBe(204);
    expect(await ofType(fan, 'reminder')).toEqual([]);
    // A new sign-in session has its own.
    const again = await signedIn(w.t.app, account);
    expect((await again.post('/api/me/notifications/next-reminder')).status).toBe(201);
  });

  it('else a favourite team’s next match; nothing when there is none or reminders are off', async () => {
    const w = await world();
    const [event] = await upcoming(w.t);
    if (!event) throw new Error('no event');
    const [row] = await w.t.database.db
      .select({ team1: events.team1 })
      .from(events)
      .where(eq(events.id, event.id));
    const teamFan = apiClient(w.t.app);
    await signUp(teamFan);
    await setProfile(teamFan, { favoriteTeams: [row?.team1.toUpperCase() ?? ''] });
    const created = await teamFan.postAs(notificationSchema, '/api/me/notifications/next-reminder');
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(`${row?.team1}: next match`);
    expect(created.body.target).toMatch(/^\/events\//);

    const nobody = apiClient(w.t.app);
    await signUp(nobody);
    expect((await nobody.post('/api/me/notifications/next-reminder')).status).toBe(204);
    const quiet = apiClient(w.t.app);
    await signUp(quiet);
    await setPreferences(quiet, { eventReminders: false });
    await bookedFan(w.t, event.id, quiet);
    expect((await quiet.post('/api/me/notifications/next-reminder')).status).toBe(204);
    expect((await apiClient(w.t.app).post('/api/me/notifications/next-reminder')).status).toBe(401);
  });
});
