import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerListSchema } from '../../../shared/schemas/banners';
import { bookingSchema } from '../../../shared/schemas/booking';
import { eventSchema } from '../../../shared/schemas/catalogue';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { eventDealSchema } from '../../../shared/schemas/deals';
import { type OwnEvent, ownEventSchema } from '../../../shared/schemas/organizer';
import { rowsOf } from '../../db/rows';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { createDraft, PROMOTER, publish, signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { GUEST_CACHE_MS } from './banners.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let t: TestApp;
let clock = new Date(TEST_ANCHOR);
let promoter: ApiClient;

const setClock = (ms: number) => {
  clock = new Date(TEST_ANCHOR.getTime() + ms);
};
/** When guests' answers were built (tests move the clock back and forth). */
const guestReads: number[] = [];

async function bannersOf(client: ApiClient, city = 'mumbai') {
  const response = await client.getAs(bannerListSchema, `/api/banners?city=${city}`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.body.items;
}

/**
 * What a guest sees, built anew: the clock moves past the answers kept for guests at or before it
 * (the service keeps a city's answer for GUEST_CACHE_MS; one from a later clock it ignores).
 */
async function guestBanners(city = 'mumbai') {
  const keptAt = (ms: number) => guestReads.filter((read) => read <= ms && ms <= read + GUEST_CACHE_MS);
  for (let kept = keptAt(clock.getTime()); kept.length > 0; kept = keptAt(clock.getTime())) {
    clock = new Date(Math.max(...kept) + GUEST_CACHE_MS + 1);
  }
  guestReads.push(clock.getTime());
  return bannersOf(apiClient(t.app), city);
}

async function fan(profile: Record<string, unknown> = {}) {
  const client = apiClient(t.app);
  const account = await signUp(client);
  if (Object.keys(profile).length > 0) {
    const saved = await client.put('/api/me/profile', { name: account.name, ...profile });
    expect(saved.status, saved.text).toBe(200);
  }
  return client;
}

/**
 * A promoter's event at NSCI Dome (Mumbai), created and published at the clock's time, by the
 * promoter signed in then (a session from another test's clock may have been swept since).
 */
async function publishedEvent(tournament: string): Promise<OwnEvent> {
  promoter = await signedIn(t.app, PROMOTER);
  const draft = await createDraft(promoter, { tournament });
  return publish(promoter, draft.id);
}

const card = async (eventId: string) =>
  (await apiClient(t.app).getAs(eventSchema, `/api/events/${eventId}`)).body;

/** Sells `seats` Economy places of the event to a new fan, paid and confirmed now. */
async function sell(eventId: string, seats: number) {
  const buyer = await fan();
  const hold = await holdCategory(buyer, eventId, 'economy', seats);
  const guests = Array.from({ length: seats - 1 }, (_, i) => ({ name: `Guest ${i + 1}` }));
  const created = (await checkout(buyer, hold.id, { guests })).body;
  const paid = (await pay(buyer, created.order.id)).body;
  const confirmed = await buyer.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
  expect(confirmed.body.status).toBe('confirmed');
}

async function setEconomyPrice(event: OwnEvent, pricePaise: number) {
  const body = {
    categories: Object.fromEntries(
      event.priceList.categories.map((c) => [
        c.id,
        { pricePaise: c.id === 'economy' ? pricePaise : c.pricePaise, capacity: c.capacity },
      ]),
    ),
    sections: Object.fromEntries(event.priceList.sections.map((s) => [s.id, { pricePaise: s.pricePaise }])),
  };
  const response = await promoter.putAs(ownEventSchema, `/api/organizer/events/${event.id}/price-list`, body);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

describe('GET /api/banners', () => {
  it("a guest's banners are each a real running deal or price drop of the city's events on sale", async () => {
    setClock(0);
    const items = await guestBanners('delhi');
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((b) => b.type === 'recommendation')).toBe(false);
    for (const banner of items) {
      const event = await card(banner.eventId);
      expect(event.city).toBe('delhi');
      expect(event.status).toBe('upcoming');
      expect(banner.action.target).toBe(`/events/${event.id}`);
      expect(banner.message).toContain(event.title);
      if (banner.type === 'flash-sale') {
        const dealId = banner.id.replace('flash-sale:', '');
        const [deal] = rowsOf<{ percent_off: number; ends_at: Date }>(
          await t.database.db.execute(sql`select percent_off, ends_at from event_deals where id = ${dealId}`),
        );
        expect(banner.title).toContain(`${deal?.percent_off}% off`);
        expect(event.deal).not.toBeNull();
      } else {
        expect(banner.type).toBe('price-alert');
        expect(event.priceChange).toBe('down');
      }
    }
  });

  it('refuses a city it does not know, naming the field', async () => {
    for (const city of ['atlantis', '', 'DELHI']) {
      const response = await apiClient(t.app).getAs(apiErrorSchema, `/api/banners?city=${city}`);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toHaveProperty('city');
    }
    // An old id still names its city.
    expect((await apiClient(t.app).get('/api/banners?city=bangalore')).status).toBe(200);
  });

  it('is empty when nothing real is left to tell: every event is over', async () => {
    setClock(400 * DAY);
    expect(await guestBanners('delhi')).toEqual([]);
    expect(await bannersOf(await fan({ favoriteSports: ['cricket'], location: 'Delhi' }), 'delhi')).toEqual(
      [],
    );
    const everywhere = await apiClient(t.app).getAs(bannerListSchema, '/api/banners');
    expect(everywhere.body.items).toEqual([]);
    setClock(0);
  });
});

describe('a flash-sale banner', () => {
  it("comes with the organiser's deal, with its percent, end and the price to pay, and goes when it ends", async () => {
    setClock(-10 * DAY);
    const event = await publishedEvent('Flash Banner Cup');
    setClock(0);
    const watcher = await fan();
    expect((await bannersOf(watcher)).some((b) => b.eventId === event.id)).toBe(false);
    const before = await guestBanners();

    const endsAt = new Date(clock.getTime() + 90 * MINUTE).toISOString();
    const started = await promoter.postAs(eventDealSchema, `/api/organizer/events/${event.id}/deals`, {
      kind: 'flash',
      percentOff: 30,
      pointIds: ['economy', 'regular'],
      endsAt,
    });
    expect(started.status, started.text).toBe(201);
    const { pricePaise } = await card(event.id);
    const ours = (await bannersOf(watcher)).filter((b) => b.eventId === event.id);
    expect(ours).toEqual([
      {
        id: `flash-sale:${started.body.id}`,
        type: 'flash-sale',
        title: 'Flash Sale! 30% off',
        message: `U Mumba vs Worli Warriors: 30% off Regular, Economy until Mon, 2 Feb 2026 · 1:30 pm IST. Tickets from ₹${pricePaise / 100}.`,
        action: { label: 'Book now', target: `/events/${event.id}` },
        // It ends within two hours: urgent, it stays until dismissed.
        priority: 'high',
        autoHide: false,
        duration: null,
        timestamp: started.body.startsAt,
        eventId: event.id,
      },
    ]);
    // The price told is the deal's: Economy (₹400 on the spec's list) at 30% off.
    expect(pricePaise).toBe(28_000);
    // Urgent ones first.
    const items = await bannersOf(watcher);
    const place = items.findIndex((b) => b.eventId === event.id);
    expect(items.slice(0, place).every((b) => b.priority === 'high')).toBe(true);

    // A guest sees the city's kept answer for up to 30 s, then the deal too.
    expect(await bannersOf(apiClient(t.app))).toEqual(before);
    expect((await guestBanners()).some((b) => b.id === ours[0]?.id)).toBe(true);

    // Ended by the organiser: gone at once for the fan.
    const ended = await promoter.post(`/api/organizer/events/${event.id}/deals/${started.body.id}/end`);
    expect(ended.status, ended.text).toBe(200);
    expect((await bannersOf(watcher)).some((b) => b.eventId === event.id)).toBe(false);
  });
});

describe('a price-alert banner', () => {
  it("follows a real cut of the cheapest price: the fan's saved event first, medium; a guest's low; undone, gone", async () => {
    setClock(-10 * DAY);
    const event = await publishedEvent('Price Banner Cup');
    setClock(0);
    const saver = await fan();
    expect((await saver.post('/api/me/wishlist', { eventId: event.id })).status).toBe(200);
    // Saved, watched from another city: nothing yet, nothing has changed.
    expect((await bannersOf(saver, 'delhi')).some((b) => b.eventId === event.id)).toBe(false);

    const cut = await setEconomyPrice(event, 30_000);
    const alert = (await bannersOf(saver, 'delhi')).find((b) => b.eventId === event.id);
    expect(alert).toMatchObject({
      id: `price-alert:${event.id}:30000`,
      type: 'price-alert',
      title: 'Price drop on an event you saved',
      message: 'U Mumba vs Worli Warriors: tickets now from ₹300, down from ₹400 a week ago.',
      priority: 'medium',
      autoHide: true,
      duration: 8000,
      timestamp: TEST_ANCHOR.toISOString(),
    });
    // The card says the same.
    expect(await card(event.id)).toMatchObject({ pricePaise: 30_000, priceChange: 'down' });

    // Not saved: in its city only, low.
    expect((await guestBanners()).find((b) => b.eventId === event.id)).toMatchObject({
      title: 'Price drop',
      priority: 'low',
      duration: 6000,
    });
    expect((await guestBanners('delhi')).some((b) => b.eventId === event.id)).toBe(false);

    // Put back within the week: the week-old price again, no drop to tell.
    setClock(MINUTE);
    await setEconomyPrice(cut, 40_000);
    expect((await bannersOf(saver, 'delhi')).some((b) => b.eventId === event.id)).toBe(false);
  });
});

describe('a demand-surge banner', () => {
  it('tells an hour that sold 20+ tickets at 3× the usual pace, from confirmed bookings; an hour later it is gone', async () => {
    setClock(-10 * DAY);
    const event = await publishedEvent('Surge Banner Cup');
    setClock(0);
    const watcher = await fan();
    await sell(event.id, 10);
    await sell(event.id, 9);
    // 19 tickets: not yet a surge.
    expect((await bannersOf(watcher)).some((b) => b.type === 'demand-surge' && b.eventId === event.id)).toBe(
      false,
    );
    setClock(10 * MINUTE);
    await sell(event.id, 1);
    const surge = (await bannersOf(watcher)).find((b) => b.eventId === event.id);
    const left = (await card(event.id)).seatsLeft;
    // 20 tickets in the last hour against 20 over the 240 hours since the sale opened.
    expect(surge).toMatchObject({
      id: `demand-surge:${event.id}`,
      type: 'demand-surge',
      title: 'Selling fast',
      message: `U Mumba vs Worli Warriors: 20 tickets sold in the last hour, 240× the usual pace. ${left.toLocaleString('en-IN')} seats left, from ₹400.`,
      priority: 'medium',
      timestamp: new Date(TEST_ANCHOR.getTime() + 10 * MINUTE).toISOString(),
    });
    // Another city's surge is not this city's.
    expect((await guestBanners('delhi')).some((b) => b.eventId === event.id)).toBe(false);

    // An hour after the first sales only one ticket is in the last hour.
    setClock(61 * MINUTE);
    expect((await bannersOf(watcher)).some((b) => b.eventId === event.id)).toBe(false);
  });

  it("a sale's opening hours are not a surge", async () => {
    setClock(-2 * HOUR);
    const event = await publishedEvent('Opening Rush Cup');
    setClock(0);
    await sell(event.id, 10);
    await sell(event.id, 10);
    expect((await bannersOf(await fan())).some((b) => b.eventId === event.id)).toBe(false);
  });
});

describe('a recommendation banner', () => {
  /** The soonest match on sale in Mumbai that a team plays (as the catalogue names its sides). */
  async function nextMatchOf(team: string) {
    const [row] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`
        select id from events
        where city_id = 'mumbai' and starts_at > ${clock.toISOString()}::timestamptz
          and kp_event_on_sale(id, ${clock.toISOString()}::timestamptz)
          and lower(${team}) in (lower(team1), lower(team2))
        order by starts_at, id limit 1`),
    );
    if (!row) throw new Error(`no match of ${team} on sale in Mumbai`);
    return row.id;
  }

  it("is the next match on sale of the fan's team in the fan's own city; a guest gets none", async () => {
    setClock(0);
    const follower = await fan({
      favoriteTeams: ['u mumba'],
      favoriteSports: ['tennis'],
      location: 'Mumbai',
    });
    const expected = await nextMatchOf('U Mumba');
    // Browsing Delhi: the fan's own city is Mumbai (their profile).
    const items = await bannersOf(follower, 'delhi');
    const recommended = items.filter((b) => b.type === 'recommendation');
    expect(recommended).toHaveLength(1);
    expect(recommended[0]).toMatchObject({
      id: `recommendation:${expected}`,
      eventId: expected,
      title: 'Recommended for you',
      priority: 'low',
      autoHide: true,
      duration: 6000,
    });
    expect(recommended[0]?.message).toMatch(/^You follow u mumba: .* Tickets from ₹/);

    expect((await guestBanners()).some((b) => b.type === 'recommendation')).toBe(false);
  });

  it('a sport the fan likes, in the city they browse when their profile names none; nothing without favourites', async () => {
    setClock(0);
    const liker = await fan({ favoriteSports: ['kabaddi'] });
    const recommended = (await bannersOf(liker)).filter((b) => b.type === 'recommendation');
    expect(recommended).toHaveLength(1);
    expect(recommended[0]?.message).toMatch(/^You like Kabaddi: /);
    expect((await card(recommended[0]?.eventId ?? '')).city).toBe('mumbai');

    const plain = await fan();
    expect((await bannersOf(plain)).some((b) => b.type === 'recommendation')).toBe(false);
  });
});
