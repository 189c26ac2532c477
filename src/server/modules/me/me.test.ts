import { asc, desc, eq, gt, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, PREFERENCE_DEFAULTS } from '../../../shared/constants';
import {
  activityEntrySchema,
  activityListSchema,
  cartSchema,
  preferencesSchema,
  profileSchema,
  recentlyViewedListSchema,
  userStatsSchema,
  wishlistSchema,
} from '../../../shared/schemas/account';
import { recentBookingListSchema } from '../../../shared/schemas/booking';
import { eventSchema } from '../../../shared/schemas/catalogue';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { bookings, events, venues } from '../../db/schema';
import { type ApiClient, apiClient, signUp, transcript } from '../../test/api-client';
import { createTestApp, TEST_ANCHOR, type TestApp, testBookingRow } from '../../test/test-database';

let t: TestApp;
/** Upcoming event ids of the test catalogue, soonest first. */
let upcoming: string[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .select({ id: events.id })
    .from(events)
    .where(gt(events.startsAt, TEST_ANCHOR))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(40);
  upcoming = rows.map((row) => row.id);
});
afterAll(async () => {
  const all = transcript.join('\n');
  expect(all).not.toContain('scrypt$');
  expect(all).not.toContain('"code":"internal"');
  await t.close();
});

async function newFan(name = 'Kabir Singh'): Promise<{ client: ApiClient; id: string }> {
  const client = apiClient(t.app);
  const user = await signUp(client, name);
  return { client, id: user.id };
}

const eventAt = (i: number) => upcoming[i] as string;

function expectError(response: { status: number; body: unknown }, status: number, code: string) {
  expect(response.status).toBe(status);
  const { error } = apiErrorSchema.parse(response.body);
  expect(error.code).toBe(code);
  return error;
}

describe('guests', () => {
  it('get 401 on every /api/me route', async () => {
    const guest = apiClient(t.app);
    const routes: [string, string][] = [
      ['GET', '/api/me/profile'],
      ['PUT', '/api/me/profile'],
      ['GET', '/api/me/preferences'],
      ['PUT', '/api/me/preferences'],
      ['GET', '/api/me/stats'],
      ['GET', '/api/me/bookings/recent'],
      ['GET', '/api/me/activity'],
      ['POST', '/api/me/activity'],
      ['GET', '/api/me/recently-viewed'],
      ['POST', '/api/me/recently-viewed'],
      ['GET', '/api/me/cart'],
      ['POST', '/api/me/cart/items'],
      ['PATCH', `/api/me/cart/items/${eventAt(0)}`],
      ['DELETE', `/api/me/cart/items/${eventAt(0)}`],
      ['DELETE', '/api/me/cart'],
      ['POST', '/api/me/cart/merge'],
      ['GET', '/api/me/wishlist'],
      ['POST', '/api/me/wishlist'],
      ['DELETE', `/api/me/wishlist/items/${eventAt(0)}`],
      ['DELETE', '/api/me/wishlist'],
      ['POST', '/api/me/wishlist/merge'],
    ];
    for (const [method, path] of routes) {
      const response = await guest.request(method, path, method === 'GET' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(apiErrorSchema.parse(response.body).error).toEqual({
        code: 'unauthenticated',
        message: 'Please sign in to continue.',
      });
    }
  });
});

describe('profile', () => {
  it('starts from the sign-up name and e-mail', async () => {
    const { client } = await newFan('Ishita Rao');
    const profile = (await client.getAs(profileSchema, '/api/me/profile')).body;
    expect(profile).toMatchObject({
      name: 'Ishita Rao',
      phone: '',
      favoriteTeams: [],
      favoriteSports: [],
      location: '',
    });
    expect(profile.email).toMatch(/@example\.in$/);
  });

  it('saves an Indian mobile number and the favourites', async () => {
    const { client } = await newFan();
    const response = await client.putAs(profileSchema, '/api/me/profile', {
      name: '  Kabir S ',
      phone: '+91 9876543210',
      favoriteTeams: ['Mumbai Indians', ' Bengaluru FC ', 'Mumbai Indians'],
      favoriteSports: ['cricket', 'football', 'cricket'],
      location: 'Pune',
      email: 'hijack@example.in',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Kabir S',
      phone: '+91 9876543210',
      favoriteTeams: ['Mumbai Indians', 'Bengaluru FC'],
      favoriteSports: ['cricket', 'football'],
      location: 'Pune',
    });
    expect(response.body.email).not.toBe('hijack@example.in');
    expect((await client.getAs(profileSchema, '/api/me/profile')).body).toEqual(response.body);
    // Written as a fan would, with or without +91 or spaces, it is stored the same way; '' clears it.
    for (const phone of ['+917000000001', '70000 00001', '07000000001']) {
      expect((await client.putAs(profileSchema, '/api/me/profile', { name: 'K', phone })).body.phone).toBe(
        '+91 7000000001',
      );
    }
    expect((await client.putAs(profileSchema, '/api/me/profile', { name: 'K', phone: '' })).body.phone).toBe(
      '',
    );
  });

  it('refuses a number that is not an Indian mobile, and a missing name', async () => {
    const { client } = await newFan();
    for (const phone of ['+91 5876543210', '+91 98765', '5876543210', '+44 7911123456', '+91 98765432101']) {
      const error = expectError(
        await client.put('/api/me/profile', { name: 'K', phone }),
        400,
        'invalid_request',
      );
      expect(Object.keys(error.fields ?? {}), phone).toEqual(['phone']);
    }
    const noName = expectError(await client.put('/api/me/profile', { phone: '' }), 400, 'invalid_request');
    expect(noName.fields).toEqual({ name: 'Please enter your name' });
    expectError(
      await client.put('/api/me/profile', { name: 'K', favoriteSports: ['chess'] }),
      400,
      'invalid_request',
    );
    expect((await client.getAs(profileSchema, '/api/me/profile')).body.name).toBe('Kabir Singh');
  });
});

describe('preferences', () => {
  it('start at the product-spec.md section 3 defaults and save every field', async () => {
    const { client } = await newFan();
    expect((await client.getAs(preferencesSchema, '/api/me/preferences')).body).toEqual(PREFERENCE_DEFAULTS);
    expect(PREFERENCE_DEFAULTS).toMatchObject({ theme: 'system', language: 'en', currency: 'INR' });
    const saved = await client.putAs(preferencesSchema, '/api/me/preferences', {
      theme: 'dark',
      language: 'hi',
      notifications: { sms: true, priceAlerts: false },
      privacy: { marketing: true },
    });
    expect(saved.status).toBe(200);
    const expected = {
      ...PREFERENCE_DEFAULTS,
      theme: 'dark',
      language: 'hi',
      notifications: { ...PREFERENCE_DEFAULTS.notifications, sms: true, priceAlerts: false },
      privacy: { ...PREFERENCE_DEFAULTS.privacy, marketing: true },
    };
    expect(saved.body).toEqual(expected);
    expect((await client.getAs(preferencesSchema, '/api/me/preferences')).body).toEqual(expected);
  });

  it('refuses unknown values', async () => {
    const { client } = await newFan();
    const error = expectError(
      await client.put('/api/me/preferences', {
        theme: 'neon',
        currency: 'USD',
        notifications: { push: 'yes' },
      }),
      400,
      'invalid_request',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['currency', 'notifications.push', 'theme']);
  });
});

describe('cart', () => {
  it('adds with the catalogue’s fields, merges by event and ignores a client price', async () => {
    const { client } = await newFan();
    const event = (await client.getAs(eventSchema, `/api/events/${eventAt(0)}`)).body;
    const first = await client.postAs(cartSchema, '/api/me/cart/items', {
      eventId: event.id,
      pricePaise: 1,
      title: 'Free',
    });
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      {
        eventId: event.id,
        title: event.title,
        date: event.date,
        time: event.time,
        venue: event.venue,
        pricePaise: event.pricePaise,
        category: event.category,
        startsAt: event.startsAt,
        quantity: 1,
        addedAt: TEST_ANCHOR.toISOString(),
      },
    ]);
    const second = await client.postAs(cartSchema, '/api/me/cart/items', { eventId: event.id });
    expect(second.body.items.map((item) => item.quantity)).toEqual([2]);
    const other = (await client.postAs(cartSchema, '/api/me/cart/items', { eventId: eventAt(1) })).body;
    expect(other.items.map((item) => [item.eventId, item.quantity]).sort()).toEqual(
      [
        [event.id, 2],
        [eventAt(1), 1],
      ].sort(),
    );
    expect(other.totalItems).toBe(3);
    expect(other.totalPaise).toBe(
      other.items.reduce((sum, item) => sum + item.pricePaise * item.quantity, 0),
    );
    expect((await client.getAs(cartSchema, '/api/me/cart')).body).toEqual(other);
  });

  it('sets a quantity, removes at 0 or below, removes an item and clears', async () => {
    const { client } = await newFan();
    for (const i of [0, 1, 2]) await client.post('/api/me/cart/items', { eventId: eventAt(i) });
    const five = await client.patchAs(cartSchema, `/api/me/cart/items/${eventAt(0)}`, { quantity: 5 });
    expect(five.body.items.find((item) => item.eventId === eventAt(0))?.quantity).toBe(5);
    expect(five.body.totalItems).toBe(7);
    const zero = await client.patchAs(cartSchema, `/api/me/cart/items/${eventAt(0)}`, { quantity: 0 });
    expect(zero.body.items.map((item) => item.eventId)).not.toContain(eventAt(0));
    const negative = await client.patchAs(cartSchema, `/api/me/cart/items/${eventAt(1)}`, { quantity: -3 });
    expect(negative.body.items.map((item) => item.eventId)).toEqual([eventAt(2)]);
    // Setting the quantity of an event not in the cart changes nothing.
    expect(
      (await client.patchAs(cartSchema, `/api/me/cart/items/${eventAt(5)}`, { quantity: 2 })).body.items,
    ).toHaveLength(1);
    expectError(
      await client.patch(`/api/me/cart/items/${eventAt(2)}`, { quantity: 100 }),
      400,
      'invalid_request',
    );
    expectError(
      await client.patch(`/api/me/cart/items/${eventAt(2)}`, { quantity: 1.5 }),
      400,
      'invalid_request',
    );
    expectError(await client.patch(`/api/me/cart/items/${eventAt(2)}`, {}), 400, 'invalid_request');
    const removed = await client.deleteAs(cartSchema, `/api/me/cart/items/${eventAt(2)}`);
    expect(removed.body).toEqual({ items: [], totalItems: 0, totalPaise: 0 });
    await client.post('/api/me/cart/items', { eventId: eventAt(3) });
    const cleared = await client.deleteAs(cartSchema, '/api/me/cart');
    expect(cleared.body).toEqual({ items: [], totalItems: 0, totalPaise: 0 });
  });

  it('answers 404 naming the field for an unknown event', async () => {
    const { client } = await newFan();
    const error = expectError(
      await client.post('/api/me/cart/items', { eventId: 'ev-nope' }),
      404,
      'not_found',
    );
    expect(error.fields).toEqual({ eventId: 'No event with this id' });
    expectError(await client.patch('/api/me/cart/items/ev-nope', { quantity: 2 }), 404, 'not_found');
    expectError(await client.delete('/api/me/cart/items/ev-nope'), 404, 'not_found');
    expectError(await client.post('/api/me/cart/items', {}), 400, 'invalid_request');
  });

  it('merges a guest cart at sign-in: quantities add up, at most 99', async () => {
    const { client } = await newFan();
    await client.post('/api/me/cart/items', { eventId: eventAt(0) });
    await client.post('/api/me/cart/items', { eventId: eventAt(0) });
    await client.patch(`/api/me/cart/items/${eventAt(4)}`, { quantity: 1 }); // not in the cart: no-op
    await client.post('/api/me/cart/items', { eventId: eventAt(4) });
    await client.patch(`/api/me/cart/items/${eventAt(4)}`, { quantity: 98 });
    const merged = await client.postAs(cartSchema, '/api/me/cart/merge', {
      items: [
        { eventId: eventAt(0), quantity: 3 },
        { eventId: eventAt(1), quantity: 2 },
        { eventId: eventAt(1), quantity: 1 },
        { eventId: eventAt(4), quantity: 5 },
      ],
    });
    expect(merged.status).toBe(200);
    const quantities = Object.fromEntries(merged.body.items.map((item) => [item.eventId, item.quantity]));
    expect(quantities).toEqual({ [eventAt(0)]: 5, [eventAt(1)]: 3, [eventAt(4)]: 99 });
    expect((await client.postAs(cartSchema, '/api/me/cart/merge', { items: [] })).body).toEqual(merged.body);
  });

  it('refuses a merge naming an unknown event and merges nothing', async () => {
    const { client } = await newFan();
    const error = expectError(
      await client.post('/api/me/cart/merge', {
        items: [
          { eventId: eventAt(0), quantity: 1 },
          { eventId: 'ev-missing', quantity: 1 },
        ],
      }),
      404,
      'not_found',
    );
    expect(error.fields).toEqual({ 'items.1.eventId': 'No event with this id' });
    expect((await client.getAs(cartSchema, '/api/me/cart')).body.items).toEqual([]);
    const bad = expectError(
      await client.post('/api/me/cart/merge', { items: [{ eventId: eventAt(0), quantity: 0 }] }),
      400,
      'invalid_request',
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['items.0.quantity']);
  });

  it('keeps each account’s cart to itself', async () => {
    const a = await newFan();
    const b = await newFan();
    await a.client.post('/api/me/cart/items', { eventId: eventAt(6) });
    expect((await b.client.getAs(cartSchema, '/api/me/cart')).body.items).toEqual([]);
    await b.client.delete('/api/me/cart');
    expect((await a.client.getAs(cartSchema, '/api/me/cart')).body.items).toHaveLength(1);
  });
});

describe('wishlist', () => {
  it('adds once, removes, clears and merges without duplicates', async () => {
    const { client } = await newFan();
    const first = await client.postAs(wishlistSchema, '/api/me/wishlist', { eventId: eventAt(0) });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.items[0]).toMatchObject({ eventId: eventAt(0), addedAt: TEST_ANCHOR.toISOString() });
    const again = await client.postAs(wishlistSchema, '/api/me/wishlist', { eventId: eventAt(0) });
    expect(again.body).toEqual(first.body);
    await client.post('/api/me/wishlist', { eventId: eventAt(1) });
    const removed = await client.deleteAs(wishlistSchema, `/api/me/wishlist/items/${eventAt(0)}`);
    expect(removed.body.items.map((item) => item.eventId)).toEqual([eventAt(1)]);
    const merged = await client.postAs(wishlistSchema, '/api/me/wishlist/merge', {
      eventIds: [eventAt(1), eventAt(2), eventAt(2), eventAt(3)],
    });
    expect(merged.body.items.map((item) => item.eventId).sort()).toEqual(
      [eventAt(1), eventAt(2), eventAt(3)].sort(),
    );
    const unknown = expectError(
      await client.post('/api/me/wishlist/merge', { eventIds: [eventAt(5), 'ev-missing'] }),
      404,
      'not_found',
    );
    expect(unknown.fields).toEqual({ 'eventIds.1': 'No event with this id' });
    expectError(await client.post('/api/me/wishlist', { eventId: 'ev-missing' }), 404, 'not_found');
    expect((await client.getAs(wishlistSchema, '/api/me/wishlist')).body.items).toHaveLength(3);
    expect((await client.deleteAs(wishlistSchema, '/api/me/wishlist')).body).toEqual({ items: [] });
  });
});

describe('activity', () => {
  it('records known actions and refuses others', async () => {
    const { client } = await newFan();
    const response = await client.postAs(activityEntrySchema, '/api/me/activity', {
      action: 'booking_step_completed',
      data: { step: 2, eventId: eventAt(0) },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      action: 'booking_step_completed',
      data: { step: 2, eventId: eventAt(0) },
      timestamp: TEST_ANCHOR.toISOString(),
    });
    expect(typeof response.body.id).toBe('string');
    const bad = expectError(
      await client.post('/api/me/activity', { action: 'hack', data: {} }),
      400,
      'invalid_request',
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['action']);
    expectError(
      await client.post('/api/me/activity', { action: 'search', data: { q: 'x'.repeat(3000) } }),
      400,
      'invalid_request',
    );
    expectError(
      await client.post('/api/me/activity', { action: 'search', data: 'text' }),
      400,
      'invalid_request',
    );
    expect((await client.post('/api/me/activity', { action: 'search' })).status).toBe(201);
  });

  it(`keeps the ${LIMITS.activityHistory} newest entries, newest first`, async () => {
    const { client } = await newFan();
    const total = LIMITS.activityHistory + 5;
    for (let i = 0; i < total; i++) {
      expect((await client.post('/api/me/activity', { action: 'search', data: { n: i } })).status).toBe(201);
    }
    const list = (await client.getAs(activityListSchema, '/api/me/activity')).body.items;
    expect(list).toHaveLength(LIMITS.activityHistory);
    expect(list.map((entry) => entry.data.n)).toEqual(
      Array.from({ length: LIMITS.activityHistory }, (_, i) => total - 1 - i),
    );
    const other = await newFan();
    expect((await other.client.getAs(activityListSchema, '/api/me/activity')).body.items).toEqual([]);
  });
});

describe('recently viewed', () => {
  it(`keeps ${LIMITS.recentlyViewed} events, newest first, without duplicates`, async () => {
    const { client } = await newFan();
    const count = LIMITS.recentlyViewed + 3;
    for (let i = 0; i < count; i++) {
      expect((await client.post('/api/me/recently-viewed', { eventId: eventAt(i) })).status).toBe(201);
    }
    const response = await client.postAs(recentlyViewedListSchema, '/api/me/recently-viewed', {
      eventId: eventAt(10),
    });
    const ids = response.body.items.map((item) => item.id);
    expect(ids).toHaveLength(LIMITS.recentlyViewed);
    expect(ids[0]).toBe(eventAt(10));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(1, 4)).toEqual([eventAt(count - 1), eventAt(count - 2), eventAt(count - 3)]);
    expect(ids).not.toContain(eventAt(0));
    expect((await client.getAs(recentlyViewedListSchema, '/api/me/recently-viewed')).body.items).toEqual(
      response.body.items,
    );
    expectError(await client.post('/api/me/recently-viewed', { eventId: 'ev-missing' }), 404, 'not_found');
  });
});

describe('stats and recent bookings', () => {
  it('are zero for a new user, with memberSince the sign-up time', async () => {
    const { client } = await newFan();
    const stats = await client.getAs(userStatsSchema, '/api/me/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      totalBookings: 0,
      totalSpentPaise: 0,
      favoriteVenue: null,
      favoriteSport: null,
      eventsAttended: 0,
      upcomingEvents: 0,
      memberSince: TEST_ANCHOR.toISOString(),
      loyaltyPoints: 0,
    });
    expect((await client.getAs(recentBookingListSchema, '/api/me/bookings/recent')).body.items).toEqual([]);
  });

  it('are computed from the user’s confirmed bookings only', async () => {
    const { client, id } = await newFan();
    const db = t.database.db;
    const eventRows = (when: 'past' | 'future') =>
      db
        .select({ id: events.id, venueId: events.venueId, venue: venues.name, sport: events.sportId })
        .from(events)
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(when === 'past' ? lt(events.startsAt, TEST_ANCHOR) : gt(events.startsAt, TEST_ANCHOR))
        .orderBy(when === 'past' ? desc(events.startsAt) : asc(events.startsAt))
        .limit(200);
    const past = (await eventRows('past'))[0];
    const future = await eventRows('future');
    // Two upcoming events at one venue, so the favourite venue is clear.
    const first = future.find((row) => future.some((o) => o.id !== row.id && o.venueId === row.venueId));
    const sameVenue = future.find((row) => row.id !== first?.id && row.venueId === first?.venueId);
    const elsewhere = future.find((row) => row.venueId !== first?.venueId);
    if (!past || !first || !sameVenue || !elsewhere)
      throw new Error('test catalogue lacks the events needed');

    const at = (minutes: number) => new Date(TEST_ANCHOR.getTime() - minutes * 60_000);
    await db.insert(bookings).values(
      (
        [
          {
            userId: id,
            eventId: past.id,
            status: 'confirmed',
            seats: 2,
            totalPaise: 450_000,
            createdAt: at(60),
          },
          {
            userId: id,
            eventId: first.id,
            status: 'confirmed',
            seats: 1,
            totalPaise: 250_050,
            createdAt: at(50),
          },
          {
            userId: id,
            eventId: sameVenue.id,
            status: 'confirmed',
            seats: 3,
            totalPaise: 120_000,
            createdAt: at(40),
          },
          // Neither of these counts.
          {
            userId: id,
            eventId: elsewhere.id,
            status: 'pending',
            seats: 4,
            totalPaise: 999_900,
            createdAt: at(30),
          },
          {
            userId: id,
            eventId: elsewhere.id,
            status: 'cancelled',
            seats: 1,
            totalPaise: 88_800,
            createdAt: at(20),
          },
        ] satisfies Partial<typeof bookings.$inferInsert>[]
      ).map(testBookingRow),
    );
    // Another user's booking never counts either.
    const other = await newFan();
    await db.insert(bookings).values(
      testBookingRow({
        userId: other.id,
        eventId: past.id,
        status: 'confirmed',
        seats: 1,
        totalPaise: 10_000,
      }),
    );

    const stats = (await client.getAs(userStatsSchema, '/api/me/stats')).body;
    const spent = 450_000 + 250_050 + 120_000;
    expect(stats).toMatchObject({
      totalBookings: 3,
      totalSpentPaise: spent,
      favoriteVenue: first.venue,
      eventsAttended: 1,
      upcomingEvents: 2,
      loyaltyPoints: Math.floor(spent / 100 / 100),
    });
    expect(stats.loyaltyPoints).toBe(82);
    const sports = [past.sport, first.sport, sameVenue.sport];
    const counts = new Map<string, number>();
    for (const sport of sports) counts.set(sport, (counts.get(sport) ?? 0) + 1);
    const top = Math.max(...counts.values());
    expect(counts.get(stats.favoriteSport as string)).toBe(top);

    const recent = (await client.getAs(recentBookingListSchema, '/api/me/bookings/recent')).body.items;
    expect(recent).toHaveLength(LIMITS.recentBookings);
    expect(recent.map((booking) => booking.status)).toEqual([
      'cancelled',
      'pending',
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    expect(recent[4]).toMatchObject({ eventId: past.id, seats: 2, totalPaise: 450_000, venue: past.venue });
  });
});
