import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, wishlistSchema } from '../../../shared/schemas/account';
import { holdSchema } from '../../../shared/schemas/booking';
import {
  cityListSchema,
  eventPageSchema,
  eventSchema,
  searchResponseSchema,
  sportListSchema,
  sportStatsSchema,
  tournamentListSchema,
  venueListSchema,
} from '../../../shared/schemas/catalogue';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { ownEventSchema } from '../../../shared/schemas/organizer';
import { rowsOf } from '../../db/rows';
import { events } from '../../db/schema';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { createDraft, istDaysAhead, NSCI_DOME, PROMOTER, publish, signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

// A draft is its organiser's alone (decision 009): no fan-facing list, page, count, figure, search,
// seating, session, cart or wishlist shows it or takes it; once published, every one of them does.
const HOUR = 3_600_000;
let t: TestApp;
let clock = TEST_ANCHOR.getTime();
let promoter: ApiClient;
let fan: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  promoter = await signedIn(t.app, PROMOTER);
  fan = apiClient(t.app);
  await signUp(fan);
});
afterAll(() => t.close());

/** Upcoming counts are shared for a minute (catalogue.service's COUNTS_TTL_MS): the clock moves past it. */
const nextMinute = () => {
  clock += 61_000;
};

/** Everything a fan can see of the catalogue that could show the event, by what it shows of it. */
async function whatFansSee(event: { id: string; tournament: string; startDate: string }) {
  const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id).includes(event.id);
  const list = (query: string) => fan.getAs(eventPageSchema, `/api/events?pageSize=100&${query}`);
  const venue = (await fan.getAs(venueListSchema, '/api/venues?sport=kabaddi')).body.items.find(
    (v) => v.id === NSCI_DOME.id,
  );
  const detail = await fan.get(`/api/events/${event.id}`);
  return {
    sportList: ids((await list(`sport=kabaddi&q=${encodeURIComponent('Zanskar')}`)).body),
    dateList: ids((await list(`date=${event.startDate}`)).body),
    venuePage: ids((await list(`venue=${NSCI_DOME.id}&date=${event.startDate}`)).body),
    teamPage: ids((await list('team=u-mumba')).body),
    home: ids((await list('featured=true')).body) || ids((await list('trending=true')).body),
    search: (await fan.getAs(searchResponseSchema, '/api/search?q=zanskar')).body.results.some(
      (result) => result.id === event.id,
    ),
    detail: detail.status,
    seating: (await fan.get(`/api/events/${event.id}/seating`)).status,
    tournament: (await fan.getAs(tournamentListSchema, '/api/sports/kabaddi/tournaments')).body.items.some(
      (tournament) => tournament.name === event.tournament,
    ),
    matchesThisSeason: (await fan.getAs(sportStatsSchema, '/api/sports/kabaddi/stats')).body
      .matchesThisSeason,
    venueUpcoming: venue?.upcomingEvents,
    sportUpcoming: (await fan.getAs(sportListSchema, '/api/sports')).body.items.find(
      (s) => s.id === 'kabaddi',
    )?.upcomingEvents,
    cityUpcoming: (await fan.getAs(cityListSchema, '/api/cities')).body.items.find((c) => c.id === 'mumbai')
      ?.upcomingEvents,
  };
}

describe('a draft', () => {
  it('is absent from every fan-facing list, page, figure and search, and present once published', async () => {
    nextMinute();
    const before = await whatFansSee({
      id: 'ev-not-yet',
      tournament: 'Zanskar Kabaddi Cup',
      startDate: istDaysAhead(10).date,
    });
    const draft = await createDraft(promoter, { tournament: 'Zanskar Kabaddi Cup', team2: 'Zanskar Yaks' });
    // Promoted by the editors, it would still be the organiser's alone while a draft.
    await t.database.db.update(events).set({ featured: true, trending: true }).where(eq(events.id, draft.id));
    nextMinute();
    const hidden = await whatFansSee(draft);
    expect(hidden).toEqual({
      ...before,
      detail: 404,
      seating: 404,
    });
    expect(before).toMatchObject({ sportList: false, search: false, tournament: false });

    await publish(promoter, draft.id);
    nextMinute();
    expect(await whatFansSee(draft)).toEqual({
      sportList: true,
      dateList: true,
      venuePage: true,
      teamPage: true,
      home: true,
      search: true,
      detail: 200,
      seating: 200,
      tournament: true,
      matchesThisSeason: (before.matchesThisSeason ?? 0) + 1,
      venueUpcoming: (before.venueUpcoming ?? 0) + 1,
      sportUpcoming: (before.sportUpcoming ?? 0) + 1,
      cityUpcoming: (before.cityUpcoming ?? 0) + 1,
    });
  });

  it('cannot be booked, carted, wishlisted or recorded as viewed by a fan', async () => {
    const draft = await createDraft(promoter, { tournament: 'Unseen Cup' });
    const hold = await fan.postAs(apiErrorSchema, '/api/holds', { eventId: draft.id });
    expect(hold.status).toBe(404);
    for (const [path, body] of [
      ['/api/me/cart/items', { eventId: draft.id }],
      ['/api/me/wishlist', { eventId: draft.id }],
      ['/api/me/recently-viewed', { eventId: draft.id }],
      ['/api/me/cart/merge', { items: [{ eventId: draft.id, quantity: 1 }] }],
      ['/api/me/wishlist/merge', { eventIds: [draft.id] }],
    ] as const) {
      expect((await fan.post(path, body)).status, path).toBe(404);
    }
    // The database refuses a session on it too, whoever asks (kp_event_on_sale).
    const opened = await t.database.db.execute(
      sql`SELECT kp_hold_open(${draft.id}, NULL, 'holder', 'address', ${TEST_ANCHOR.toISOString()}::timestamptz,
        ${new Date(TEST_ANCHOR.getTime() + HOUR).toISOString()}::timestamptz, 2, NULL) AS answer`,
    );
    expect(rowsOf<{ answer: unknown }>(opened)[0]?.answer).toEqual({ refused: 'not_on_sale' });
  });

  it('leaves carts and wishlists while unpublished, and comes back when published again', async () => {
    const event = await publish(promoter, (await createDraft(promoter, { tournament: 'Back Again Cup' })).id);
    await fan.post('/api/me/cart/items', { eventId: event.id });
    await fan.post('/api/me/wishlist', { eventId: event.id });
    const inCart = async () =>
      (await fan.getAs(cartSchema, '/api/me/cart')).body.items.some((item) => item.eventId === event.id);
    const inWishlist = async () =>
      (await fan.getAs(wishlistSchema, '/api/me/wishlist')).body.items.some(
        (item) => item.eventId === event.id,
      );
    expect([await inCart(), await inWishlist()]).toEqual([true, true]);
    expect(
      (await promoter.postAs(ownEventSchema, `/api/organizer/events/${event.id}/unpublish`)).status,
    ).toBe(200);
    expect([await inCart(), await inWishlist()]).toEqual([false, false]);
    await publish(promoter, event.id);
    expect([await inCart(), await inWishlist()]).toEqual([true, true]);
  });
});

describe('the sale window', () => {
  it('refuses a session before the sale opens (409 not_on_sale) and takes one from then on', async () => {
    const opens = istDaysAhead(2, '10:00');
    const draft = await createDraft(promoter, {
      tournament: 'Sale Window Cup',
      saleOpensDate: opens.date,
      saleOpensTime: opens.time,
    });
    await publish(promoter, draft.id);
    const page = await fan.getAs(eventSchema, `/api/events/${draft.id}`);
    expect(page.body.saleOpensAt).toBe(new Date(`${opens.date}T10:00:00+05:30`).toISOString());
    const seating = await fan.get<{ onSale: boolean }>(`/api/events/${draft.id}/seating`);
    expect(seating.body.onSale).toBe(false);
    const early = await fan.postAs(apiErrorSchema, '/api/holds', { eventId: draft.id });
    expect([early.status, early.body.error.code]).toEqual([409, 'not_on_sale']);

    const saved = clock;
    clock = Date.parse(page.body.saleOpensAt ?? '') - 1;
    try {
      expect((await fan.postAs(apiErrorSchema, '/api/holds', { eventId: draft.id })).status).toBe(409);
      clock += 1;
      const opened = await fan.postAs(holdSchema, '/api/holds', { eventId: draft.id });
      expect(opened.status).toBe(201);
      expect((await fan.get<{ onSale: boolean }>(`/api/events/${draft.id}/seating`)).body.onSale).toBe(true);
    } finally {
      clock = saved;
    }
  });
});
