import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAT_CATEGORIES, SEAT_MAP_SECTIONS } from '../../../shared/booking-constants';
import { MAP_SECTION_SEATS } from '../../../shared/domain/seat-map';
import { bookingSchema, holdSchema } from '../../../shared/schemas/booking';
import { eventSchema } from '../../../shared/schemas/catalogue';
import { apiErrorSchema } from '../../../shared/schemas/common';
import {
  type OwnEvent,
  organizerEventPageSchema,
  ownEventSchema,
  sportTeamListSchema,
} from '../../../shared/schemas/organizer';
import { rowsOf } from '../../db/rows';
import {
  bookings,
  eventCategories,
  eventPriceChanges,
  eventSections,
  events,
  gatewayPayments,
  users,
  venues,
} from '../../db/schema';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { auditTrail } from '../../test/audit-trail';
import { checkout, holdCategory, openHold, pay, TEST_CONTACT } from '../../test/booking-flow';
import {
  CRICKET_BOARD,
  createDraft,
  eventForm,
  istDaysAhead,
  NSCI_DOME,
  PROMOTER,
  publish,
  signedIn,
} from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

const DAY = 86_400_000;
let t: TestApp;
let clock = TEST_ANCHOR.getTime();
let promoter: ApiClient;
let promoterId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  promoter = await signedIn(t.app, PROMOTER);
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, PROMOTER.email));
  promoterId = row?.id ?? '';
});
afterAll(() => t.close());

const path = (id: string, rest = '') => `/api/organizer/events/${id}${rest}`;

/** The price list input as the editor shows it now, with changes. */
function priceInput(
  event: OwnEvent,
  change: {
    categories?: Record<string, { pricePaise?: number; capacity?: number }>;
    sections?: Record<string, number>;
  } = {},
) {
  return {
    categories: Object.fromEntries(
      event.priceList.categories.map((c) => [
        c.id,
        { pricePaise: c.pricePaise, capacity: c.capacity, ...change.categories?.[c.id] },
      ]),
    ),
    sections: Object.fromEntries(
      event.priceList.sections.map((s) => [s.id, { pricePaise: change.sections?.[s.id] ?? s.pricePaise }]),
    ),
  };
}

async function eventsNamed(tournament: string) {
  return t.database.db.select({ id: events.id }).from(events).where(eq(events.tournament, tournament));
}

describe('POST /api/organizer/events', () => {
  it("creates a draft of the caller's with the spec's price list at its venue's capacity", async () => {
    const draft = await createDraft(promoter, { team1: '  u mumba ', team2: 'Worli Warriors' });
    expect(draft).toMatchObject({
      status: 'draft',
      consoleStatus: 'draft',
      sport: 'kabaddi',
      // A catalogue team's name links it, in the catalogue's spelling; a new name is a new side.
      team1: 'U Mumba',
      team1Id: 'u-mumba',
      team2: 'Worli Warriors',
      team2Id: null,
      title: 'U Mumba vs Worli Warriors',
      subtitle: 'Worli Kabaddi Cup',
      venueName: 'NSCI Dome',
      cityName: 'Mumbai',
      venueCapacity: NSCI_DOME.capacity,
      startTime: '19:30',
      durationMinutes: 180,
      saleOpensAt: null,
      hasSales: false,
      priceChanges: [],
    });
    expect(draft.id).toMatch(/^ev-[a-z2-7]{10}$/);
    // Section 9's table: Platinum 3,500 … Economy 400; the map at 5,000 / 3,000 / 1,500.
    expect(draft.priceList.categories.map((c) => [c.id, c.pricePaise / 100])).toEqual(
      SEAT_CATEGORIES.map((c) => [c.id, c.price]),
    );
    expect(draft.priceList.sections.map((s) => [s.id, s.pricePaise / 100, s.seats])).toEqual(
      SEAT_MAP_SECTIONS.map((s) => [s.id, s.price, MAP_SECTION_SEATS[s.id]]),
    );
    expect(draft.priceList.places).toBe(NSCI_DOME.capacity);

    const [row] = await t.database.db.select().from(events).where(eq(events.id, draft.id));
    expect(row).toMatchObject({
      organizerId: promoterId,
      status: 'draft',
      cityId: 'mumbai',
      totalSeats: NSCI_DOME.capacity,
      seatsSold: 0,
      pricePaise: 40_000,
      prediction: '',
      popularity: 0,
      ratingTenths: 0,
      attendance: 0,
      featured: false,
      trending: false,
      limited: false,
    });
    expect(row?.endsAt.getTime()).toBe((row?.startsAt.getTime() ?? 0) + 3 * 3_600_000);
  });

  it('appears in My events as a draft', async () => {
    const draft = await createDraft(promoter, { tournament: 'My Events Draft Cup' });
    const listed = await promoter.getAs(
      organizerEventPageSchema,
      '/api/organizer/events?status=draft&pageSize=100',
    );
    expect(listed.body.items.find((item) => item.id === draft.id)).toMatchObject({
      status: 'draft',
      capacity: NSCI_DOME.capacity,
      sold: 0,
    });
    expect(listed.body.statusCounts.draft).toBeGreaterThan(0);
  });

  const past = istDaysAhead(-1);
  const farAhead = istDaysAhead(800);
  const saleAfterStart = istDaysAhead(11);
  // Each form field, alone wrong: a 400 naming that field and nothing saved.
  const badFields: [string, Record<string, unknown>, string][] = [
    ['sport missing', { sport: undefined }, 'sport'],
    ['sport unknown', { sport: 'curling' }, 'sport'],
    ['tournament empty', { tournament: '  ' }, 'tournament'],
    ['tournament too long', { tournament: 'x'.repeat(81) }, 'tournament'],
    ['first side missing', { team1: undefined }, 'team1'],
    ['first side too short', { team1: 'U' }, 'team1'],
    ['second side too long', { team2: 'y'.repeat(61) }, 'team2'],
    ['the same side twice', { team2: 'U MUMBA' }, 'team2'],
    ['venue missing', { venueId: '' }, 'venueId'],
    ['venue unknown', { venueId: 'no-such-ground' }, 'venueId'],
    ['venue of another sport', { venueId: 'wankhede-stadium' }, 'venueId'],
    ['date missing', { startDate: undefined }, 'startDate'],
    ['date malformed', { startDate: '05/03/2026' }, 'startDate'],
    ['date not in the calendar', { startDate: '2026-02-30' }, 'startDate'],
    ['start in the past', { startDate: past.date }, 'startDate'],
    ['start too far ahead', { startDate: farAhead.date }, 'startDate'],
    ['time malformed', { startTime: '7pm' }, 'startTime'],
    ['time out of range', { startTime: '24:00' }, 'startTime'],
    ['duration too short', { durationMinutes: 10 }, 'durationMinutes'],
    ['duration over 12 hours', { durationMinutes: 721 }, 'durationMinutes'],
    ['duration not whole', { durationMinutes: 90.5 }, 'durationMinutes'],
    ['duration as text', { durationMinutes: '120' }, 'durationMinutes'],
    ['description too long', { description: 'd'.repeat(1001) }, 'description'],
    ['description not text', { description: 42 }, 'description'],
    ['highlights not a list', { highlights: 'Final' }, 'highlights'],
    ['a blank highlight', { highlights: ['Final', ' '] }, 'highlights.1'],
    ['a highlight too long', { highlights: ['h'.repeat(121)] }, 'highlights.0'],
    ['too many highlights', { highlights: Array.from({ length: 9 }, (_, i) => `Line ${i}`) }, 'highlights'],
    ['emoji missing', { image: undefined }, 'image'],
    ['emoji is text', { image: 'ab' }, 'image'],
    ['two emoji', { image: '🏸🏸' }, 'image'],
    [
      'sale opens after the start',
      { saleOpensDate: saleAfterStart.date, saleOpensTime: '10:00' },
      'saleOpensDate',
    ],
    ['sale date without a time', { saleOpensDate: saleAfterStart.date }, 'saleOpensTime'],
    ['sale time malformed', { saleOpensDate: past.date, saleOpensTime: '9' }, 'saleOpensTime'],
  ];
  it.each(badFields)('refuses %s: a 400 naming the field, nothing saved', async (_case, change, field) => {
    const tournament = `Refused ${field} ${Math.random()}`.slice(0, 60);
    const body = { ...eventForm({ tournament }), ...change };
    const response = await promoter.postAs(apiErrorSchema, '/api/organizer/events', body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
    expect(Object.keys(response.body.error.fields ?? {})).toEqual([field]);
    expect(response.body.error.fields?.[field]).not.toMatch(/^Invalid input/);
    expect(await eventsNamed(tournament)).toEqual([]);
  });

  it('takes one emoji made of several code points (a flag, a joined sequence)', async () => {
    for (const image of ['🇮🇳', '🏃‍♀️']) {
      const draft = await createDraft(promoter, { image, tournament: `Emoji ${image}` });
      expect(draft.image).toBe(image);
    }
  });

  it('refuses a body that is no JSON, and a guest (401) and a fan (403) before reading it', async () => {
    const bad = await promoter.request('POST', '/api/organizer/events', '{not json');
    expect(bad.status).toBe(400);
    const guest = apiClient(t.app);
    expect((await guest.post('/api/organizer/events', eventForm())).status).toBe(401);
    const fan = apiClient(t.app);
    await signUp(fan);
    const forbidden = await fan.postAs(apiErrorSchema, '/api/organizer/events', eventForm());
    expect([forbidden.status, forbidden.body.error.code]).toEqual([403, 'forbidden']);
    for (const request of [
      () => fan.get('/api/organizer/teams?sport=kabaddi'),
      () => fan.get(path('ev-000001')),
      () => fan.put(path('ev-000001', '/price-list'), {}),
      () => fan.post(path('ev-000001', '/publish')),
    ]) {
      expect((await request()).status).toBe(403);
    }
  });

  it('saves nothing when the price list cannot be written: no event without its list', async () => {
    const tournament = 'Half Saved Cup';
    await t.database.db.execute(
      sql`ALTER TABLE event_sections ADD CONSTRAINT test_stop CHECK (false) NOT VALID`,
    );
    try {
      const response = await promoter.post('/api/organizer/events', eventForm({ tournament }));
      expect(response.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE event_sections DROP CONSTRAINT test_stop`);
    }
    expect(await eventsNamed(tournament)).toEqual([]);
    const orphans = await t.database.db.execute(
      sql`select 1 from event_categories c where not exists (select 1 from events e where e.id = c.event_id)`,
    );
    expect(rowsOf(orphans)).toEqual([]);
  });
});

describe('GET /api/organizer/teams', () => {
  it("lists the sport's catalogue teams for the side pickers", async () => {
    const teams = await promoter.getAs(sportTeamListSchema, '/api/organizer/teams?sport=kabaddi');
    expect(teams.body.items.map((team) => team.name)).toContain('U Mumba');
    const names = teams.body.items.map((team) => team.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    const bad = await promoter.getAs(apiErrorSchema, '/api/organizer/teams?sport=curling');
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['sport']);
  });
});

describe("another organiser's event", () => {
  it('answers 404 to every editor request, and changes nothing', async () => {
    const draft = await createDraft(promoter, { tournament: 'Not Yours Cup' });
    const board = await signedIn(t.app, CRICKET_BOARD);
    const requests: [string, () => Promise<{ status: number }>][] = [
      ['GET', () => board.get(path(draft.id))],
      ['PATCH', () => board.patch(path(draft.id), { tournament: 'Taken Over' })],
      ['PUT price-list', () => board.put(path(draft.id, '/price-list'), priceInput(draft))],
      ['publish', () => board.post(path(draft.id, '/publish'))],
      ['unpublish', () => board.post(path(draft.id, '/unpublish'))],
      ['DELETE', () => board.delete(path(draft.id))],
    ];
    for (const [name, request] of requests) expect((await request()).status, name).toBe(404);
    const again = await promoter.getAs(ownEventSchema, path(draft.id));
    expect([again.body.tournament, again.body.status]).toEqual(['Not Yours Cup', 'draft']);
    // A catalogue event of the cricket board is no more the promoter's.
    const [cricket] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.sportId, 'cricket'))
      .limit(1);
    expect((await promoter.get(path(cricket?.id ?? ''))).status).toBe(404);
    expect((await promoter.get(path('x'.repeat(101)))).status).toBe(400);
  });
});

describe('PATCH /api/organizer/events/:eventId', () => {
  it('changes anything of a draft; a new venue gives it that capacity with the prices kept', async () => {
    const draft = await createDraft(promoter, { tournament: 'Moving Cup' });
    const priced = await promoter.putAs(
      ownEventSchema,
      path(draft.id, '/price-list'),
      priceInput(draft, { categories: { economy: { pricePaise: 45_000 } } }),
    );
    expect(priced.status).toBe(200);
    const day = istDaysAhead(20, '18:00');
    const moved = await promoter.patchAs(ownEventSchema, path(draft.id), {
      sport: 'badminton',
      venueId: 'indira-gandhi-arena',
      team1: 'Lakshya Sen',
      team2: 'HS Prannoy',
      startDate: day.date,
      startTime: day.time,
      highlights: [],
    });
    expect(moved.status, moved.text).toBe(200);
    const [venue] = await t.database.db
      .select({ capacity: venues.capacity })
      .from(venues)
      .where(eq(venues.id, 'indira-gandhi-arena'));
    expect(moved.body).toMatchObject({
      sport: 'badminton',
      venueId: 'indira-gandhi-arena',
      title: 'Lakshya Sen vs HS Prannoy',
      startDate: day.date,
      startTime: '18:00',
      durationMinutes: 180,
      tournament: 'Moving Cup',
      highlights: [],
    });
    expect(moved.body.priceList.places).toBe(venue?.capacity);
    expect(moved.body.venueCapacity).toBe(venue?.capacity);
    expect(moved.body.priceList.categories.find((c) => c.id === 'economy')?.pricePaise).toBe(45_000);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, draft.id));
    expect([row?.totalSeats, row?.cityId, row?.localDate]).toEqual([venue?.capacity, 'delhi', day.date]);
  });

  it('answers 400 naming each bad field, and checks the whole form (two sides the same)', async () => {
    const draft = await createDraft(promoter, { tournament: 'Patch Checks Cup' });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ durationMinutes: 0 }, ['durationMinutes']],
      [{ image: 'no' }, ['image']],
      [{ team2: 'u mumba' }, ['team2']],
      [{ venueId: 'eden-gardens' }, ['venueId']],
      [{ saleOpensDate: istDaysAhead(30).date, saleOpensTime: '10:00' }, ['saleOpensDate']],
      [{ startDate: istDaysAhead(-2).date }, ['startDate']],
    ];
    for (const [change, fields] of cases) {
      const response = await promoter.patchAs(apiErrorSchema, path(draft.id), change);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), JSON.stringify(change)).toEqual(fields);
    }
    const unchanged = await promoter.getAs(ownEventSchema, path(draft.id));
    expect(unchanged.body).toMatchObject({ durationMinutes: 180, image: '🤼', team2: 'Worli Warriors' });
  });

  it('keeps a published event’s start (Postpone moves it) and its venue once a fan has booked', async () => {
    const event = await publish(promoter, (await createDraft(promoter, { tournament: 'Published Cup' })).id);
    const later = istDaysAhead(12);
    const moved = await promoter.patchAs(apiErrorSchema, path(event.id), { startDate: later.date });
    expect([moved.status, moved.body.error.code]).toEqual([409, 'use_postpone']);
    expect(moved.body.error.message).toContain('Postpone');
    // The rest may change; the same start sent again is no change.
    const edited = await promoter.patchAs(ownEventSchema, path(event.id), {
      description: 'Now with a new description.',
      startDate: event.startDate,
      durationMinutes: 240,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.description).toBe('Now with a new description.');

    const fan = apiClient(t.app);
    await signUp(fan);
    const hold = await holdCategory(fan, event.id, 'economy', 1);
    await checkout(fan, hold.id);
    const venue = await promoter.patchAs(apiErrorSchema, path(event.id), { venueId: 'indira-gandhi-arena' });
    expect([venue.status, venue.body.error.code, venue.body.error.fields]).toEqual([
      409,
      'has_sales',
      { venueId: 'Cannot change after sales' },
    ]);
  });
});

describe('PUT /api/organizer/events/:eventId/price-list', () => {
  it('records each changed price with its time and author, in the same transaction as the change', async () => {
    const draft = await createDraft(promoter, { tournament: 'Price Ledger Cup' });
    const economy = draft.priceList.categories.find((c) => c.id === 'economy');
    const regular = draft.priceList.categories.find((c) => c.id === 'regular');
    if (!economy || !regular) throw new Error('no economy or regular');
    clock += 60_000;
    const changed = await promoter.putAs(
      ownEventSchema,
      path(draft.id, '/price-list'),
      priceInput(draft, {
        categories: {
          economy: { pricePaise: 35_000, capacity: economy.capacity + 100 },
          regular: { capacity: regular.capacity - 100 },
        },
        sections: { standard: 320_000 },
      }),
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.priceList.categories.find((c) => c.id === 'economy')).toMatchObject({
      pricePaise: 35_000,
      capacity: economy.capacity + 100,
    });
    expect(changed.body.priceList.places).toBe(NSCI_DOME.capacity);
    const ledger = await t.database.db
      .select()
      .from(eventPriceChanges)
      .where(eq(eventPriceChanges.eventId, draft.id));
    // Only the two prices that changed; a capacity change is no price change.
    expect(
      ledger
        .map((row) => [row.pointKind, row.pointId, row.oldPricePaise, row.newPricePaise, row.changedBy])
        .sort(),
    ).toEqual([
      ['category', 'economy', 40_000, 35_000, promoterId],
      ['section', 'standard', 300_000, 320_000, promoterId],
    ]);
    for (const row of ledger) expect(row.changedAt.getTime()).toBe(clock);
    expect(changed.body.priceChanges.map((c) => c.name).sort()).toEqual(['Economy', 'Map Standard']);
    // The card's price follows the cheapest place.
    const [row] = await t.database.db
      .select({ price: events.pricePaise })
      .from(events)
      .where(eq(events.id, draft.id));
    expect(row?.price).toBe(35_000);

    // Saving the same list again records nothing.
    const same = await promoter.putAs(
      ownEventSchema,
      path(draft.id, '/price-list'),
      priceInput(changed.body),
    );
    expect(same.body.priceChanges).toHaveLength(2);
  });

  it('needs the places to fill the venue exactly, and says by how much', async () => {
    const draft = await createDraft(promoter, { tournament: 'Too Few Places Cup' });
    const gold = draft.priceList.categories.find((c) => c.id === 'gold');
    const response = await promoter.putAs(
      apiErrorSchema,
      path(draft.id, '/price-list'),
      priceInput(draft, { categories: { gold: { capacity: (gold?.capacity ?? 0) - 200 } } }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      categories: 'Capacities add up to 4,800; the venue holds 5,000',
    });
  });

  it('answers 400 naming each bad price or capacity, and changes nothing', async () => {
    const draft = await createDraft(promoter, { tournament: 'Bad Prices Cup' });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ categories: { economy: { pricePaise: 0 } } }, ['categories.economy.pricePaise']],
      [{ categories: { economy: { pricePaise: 45_050 } } }, ['categories.economy.pricePaise']],
      [{ categories: { gold: { pricePaise: 50_000_100 } } }, ['categories.gold.pricePaise']],
      [{ categories: { gold: { pricePaise: '2500' } } }, ['categories.gold.pricePaise']],
      [{ categories: { gold: { capacity: 0 } } }, ['categories.gold.capacity']],
      [{ categories: { gold: { capacity: 10.5 } } }, ['categories.gold.capacity']],
      [{ sections: { premium: -100 } }, ['sections.premium.pricePaise']],
    ];
    for (const [change, fields] of cases) {
      const input = priceInput(draft, change as Parameters<typeof priceInput>[1]);
      const response = await promoter.putAs(apiErrorSchema, path(draft.id, '/price-list'), input);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), JSON.stringify(change)).toEqual(fields);
    }
    const missing = await promoter.putAs(apiErrorSchema, path(draft.id, '/price-list'), {
      categories: priceInput(draft).categories,
      sections: { premium: { pricePaise: 500_000 } },
    });
    expect(Object.keys(missing.body.error.fields ?? {}).sort()).toEqual([
      'sections.economy',
      'sections.standard',
    ]);
    const after = await promoter.getAs(ownEventSchema, path(draft.id));
    expect(after.body.priceList).toEqual(draft.priceList);
  });

  it('keeps a category at no fewer places than sold and held', async () => {
    const event = await publish(
      promoter,
      (await createDraft(promoter, { tournament: 'Held Places Cup' })).id,
    );
    const fan = apiClient(t.app);
    await signUp(fan);
    await holdCategory(fan, event.id, 'platinum', 4);
    const platinum = event.priceList.categories.find((c) => c.id === 'platinum');
    const economy = event.priceList.categories.find((c) => c.id === 'economy');
    const capacity = platinum?.capacity ?? 0;
    const response = await promoter.putAs(
      apiErrorSchema,
      path(event.id, '/price-list'),
      priceInput(event, {
        categories: {
          platinum: { capacity: 3 },
          economy: { capacity: (economy?.capacity ?? 0) + capacity - 3 },
        },
      }),
    );
    expect([response.status, response.body.error.code]).toEqual([409, 'below_sales']);
    expect(response.body.error.fields).toEqual({
      'categories.platinum.capacity': 'At least 4: 0 sold and 4 held',
    });
  });
});

describe('a checked-out booking keeps its bill', () => {
  it('is charged what it was quoted although the price changed before payment; a new session pays the new price', async () => {
    const event = await publish(
      promoter,
      (await createDraft(promoter, { tournament: 'Quoted Price Cup' })).id,
    );
    const fan = apiClient(t.app);
    await signUp(fan);
    const hold = await holdCategory(fan, event.id, 'economy', 2);
    const created = (await checkout(fan, hold.id, { guests: [{ name: 'Ravi Rao' }] })).body;
    expect(created.booking.quote.seatsPaise).toBe(2 * 40_000);

    const raised = await promoter.putAs(
      ownEventSchema,
      path(event.id, '/price-list'),
      priceInput(event, { categories: { economy: { pricePaise: 90_000 } } }),
    );
    expect(raised.status).toBe(200);

    const paid = (await pay(fan, created.order.id)).body;
    const [charge] = await t.database.db
      .select({ amountPaise: gatewayPayments.amountPaise, status: gatewayPayments.status })
      .from(gatewayPayments)
      .where(eq(gatewayPayments.id, paid.paymentId));
    expect(charge).toEqual({ amountPaise: created.booking.totalPaise, status: 'captured' });
    expect(created.order.amountPaise).toBe(created.booking.totalPaise);
    const confirmed = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', totalPaise: created.booking.totalPaise });
    expect(confirmed.body.quote).toEqual(created.booking.quote);

    // A session still choosing is priced at checkout: the new price.
    const other = apiClient(t.app);
    await signUp(other);
    const second = await holdCategory(other, event.id, 'economy', 1);
    expect(second.seatLines[0]?.unitPricePaise).toBe(90_000);
    expect((await checkout(other, second.id)).body.booking.quote.seatsPaise).toBe(90_000);
  });
});

describe('publish and unpublish', () => {
  it('publishes a draft whose start is ahead and that has a description; says what is missing otherwise', async () => {
    const draft = await createDraft(promoter, { tournament: 'Bare Cup', description: '' });
    const bare = await promoter.postAs(apiErrorSchema, path(draft.id, '/publish'));
    expect([bare.status, bare.body.error.code, bare.body.error.fields]).toEqual([
      409,
      'not_ready',
      { description: 'Add a description before publishing' },
    ]);
    await promoter.patchAs(ownEventSchema, path(draft.id), { description: 'A match at last.' });
    // Its start passes while it waits.
    clock += 11 * DAY;
    try {
      const late = await promoter.postAs(apiErrorSchema, path(draft.id, '/publish'));
      expect([late.status, Object.keys(late.body.error.fields ?? {})]).toEqual([409, ['startDate']]);
    } finally {
      clock -= 11 * DAY;
    }
    const published = await publish(promoter, draft.id);
    expect([published.status, published.consoleStatus]).toEqual(['scheduled', 'on_sale']);
    const twice = await promoter.postAs(apiErrorSchema, path(draft.id, '/publish'));
    expect([twice.status, twice.body.error.code]).toEqual([409, 'not_a_draft']);
  });

  it('unpublishes while no fan has booked or holds a place, never after', async () => {
    const event = await publish(promoter, (await createDraft(promoter, { tournament: 'Unpublish Cup' })).id);
    const back = await promoter.postAs(ownEventSchema, path(event.id, '/unpublish'));
    expect([back.status, back.body.status]).toEqual([200, 'draft']);
    const again = await promoter.postAs(apiErrorSchema, path(event.id, '/unpublish'));
    expect([again.status, again.body.error.code]).toEqual([409, 'not_published']);

    await publish(promoter, event.id);
    const fan = apiClient(t.app);
    await signUp(fan);
    const hold = await openHold(fan, event.id);
    const choosing = await promoter.postAs(apiErrorSchema, path(event.id, '/unpublish'));
    expect([choosing.status, choosing.body.error.code]).toEqual([409, 'fans_booking']);
    await fan.putAs(holdSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'category', categoryId: 'gold', quantity: 1 },
    });
    await checkout(fan, hold.id);
    // The session ends; the booking it made stays.
    clock += 20 * 60_000;
    try {
      const booked = await promoter.postAs(apiErrorSchema, path(event.id, '/unpublish'));
      expect([booked.status, booked.body.error.code]).toEqual([409, 'has_sales']);
      expect((await promoter.getAs(ownEventSchema, path(event.id))).body).toMatchObject({
        status: 'scheduled',
        hasSales: true,
      });
    } finally {
      clock -= 20 * 60_000;
    }
  });

  it('a session that raced an unpublish cannot check out: the event is not on sale', async () => {
    const event = await publish(promoter, (await createDraft(promoter, { tournament: 'Race Cup' })).id);
    const fan = apiClient(t.app);
    await signUp(fan);
    const held = await holdCategory(fan, event.id, 'gold', 1);
    // As if the unpublish committed between the session's choice and its checkout (the API refuses
    // to unpublish while a session is open, so the database is moved directly).
    await t.database.db.update(events).set({ status: 'draft' }).where(eq(events.id, event.id));
    const refused = await fan.postAs(apiErrorSchema, `/api/holds/${held.id}/checkout`, {
      contact: TEST_CONTACT,
    });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'not_on_sale']);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.eventId, event.id))).toEqual([]);
  });

  it('deletes a draft with its price list, not a published event', async () => {
    const draft = await createDraft(promoter, { tournament: 'Deleted Cup' });
    await promoter.put(
      path(draft.id, '/price-list'),
      priceInput(draft, { categories: { economy: { pricePaise: 30_000 } } }),
    );
    const published = await publish(promoter, (await createDraft(promoter, { tournament: 'Kept Cup' })).id);
    const refused = await promoter.deleteAs(apiErrorSchema, path(published.id));
    expect([refused.status, refused.body.error.code]).toEqual([409, 'not_a_draft']);
    expect((await promoter.delete(path(draft.id))).status).toBe(204);
    expect((await promoter.get(path(draft.id))).status).toBe(404);
    // The deletion is on record, with who deleted what.
    const admin = await signedIn(t.app, { email: 'admin@khelpass.in', password: 'Admin@123' });
    expect(await auditTrail(admin, 'event', draft.id)).toMatchObject([
      { action: 'event.draft_deleted', actor: { email: PROMOTER.email }, target: { label: draft.title } },
      { action: 'event.price_changed' },
      { action: 'event.created' },
    ]);
    const left = await t.database.db
      .select({ id: eventCategories.eventId })
      .from(eventCategories)
      .where(eq(eventCategories.eventId, draft.id));
    expect(left).toEqual([]);
    const sections = await t.database.db
      .select()
      .from(eventSections)
      .where(and(eq(eventSections.eventId, draft.id)));
    expect(sections).toEqual([]);
  });
});

describe('the event page of a new event', () => {
  it('shows no rating, attendance or prediction it does not have, and the price set', async () => {
    const event = await publish(promoter, (await createDraft(promoter, { tournament: 'Fresh Cup' })).id);
    const page = await apiClient(t.app).getAs(eventSchema, `/api/events/${event.id}`);
    expect(page.body).toMatchObject({
      rating: null,
      prediction: '',
      attendance: 0,
      popularity: 0,
      demand: 'low',
      featured: false,
      pricePaise: 40_000,
      saleOpensAt: null,
      totalSeats: NSCI_DOME.capacity,
      seatsLeft: NSCI_DOME.capacity,
    });
  });
});
