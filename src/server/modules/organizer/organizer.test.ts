import { and, asc, eq, gt, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStatus } from '../../../shared/domain/event-status';
import {
  ORGANIZER_EVENT_STATUSES,
  type OrganizerEventStatus,
} from '../../../shared/domain/organizer-event-status';
import { istDateTime } from '../../../shared/domain/time';
import { bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { type OrganizerEvent, organizerEventPageSchema } from '../../../shared/schemas/organizer';
import { bookings, events, users, venues } from '../../db/schema';
import { CATALOGUE_ORGANIZERS } from '../../db/seed/accounts';
import { type ApiClient, apiClient, signUp, transcript } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

const HOUR = 3_600_000;
const [promoter, cricketBoard] = CATALOGUE_ORGANIZERS;
let t: TestApp;
let promoterClient: ApiClient;
let promoterId: string;

/** Every row the list gives for a query, page after page. */
async function everyRow(client: ApiClient, query: Record<string, string> = {}) {
  const rows: OrganizerEvent[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ ...query, page: String(page), pageSize: '100' });
    const response = await client.getAs(organizerEventPageSchema, `/api/organizer/events?${params}`);
    expect(response.status).toBe(200);
    rows.push(...response.body.items);
    if (!response.body.hasMore) {
      expect(rows).toHaveLength(response.body.total);
      return { rows, statusCounts: response.body.statusCounts };
    }
  }
}

/**
 * The status the console must show, worked out here from the stored row and the clock: a stored
 * cancellation wins, the clock decides live and completed, an event still to start is postponed if
 * it was moved, sold out when no place is left, else on sale.
 */
function expectedStatus(
  row: { status: string; startsAt: Date; endsAt: Date; totalSeats: number; seatsSold: number },
  now: Date,
): OrganizerEventStatus {
  const status = eventStatus(row, now);
  if (status !== 'upcoming') return status;
  return row.totalSeats - row.seatsSold <= 0 ? 'sold_out' : 'on_sale';
}

/** The promoter's scheduled events still to start, soonest first. */
function promoterUpcoming() {
  return t.database.db
    .select({
      id: events.id,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      localDate: events.localDate,
      totalSeats: events.totalSeats,
      seatsSold: events.seatsSold,
    })
    .from(events)
    .where(
      and(
        eq(events.organizerId, promoterId),
        eq(events.status, 'scheduled'),
        gt(events.startsAt, TEST_ANCHOR),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** The promoter's events as the database holds them, with the status the console must show. */
async function promoterEventsInDb() {
  const rows = await t.database.db
    .select({
      id: events.id,
      title: events.title,
      team1: events.team1,
      team2: events.team2,
      tournament: events.tournament,
      venueName: venues.name,
      localDate: events.localDate,
      status: events.status,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      totalSeats: events.totalSeats,
      seatsSold: events.seatsSold,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.organizerId, promoterId));
  return rows.map((row) => ({ ...row, consoleStatus: expectedStatus(row, TEST_ANCHOR) }));
}

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, promoter.email));
  if (!row) throw new Error('the promoter is not seeded');
  promoterId = row.id;
  // The promoter's share of the test catalogue has no sold-out, live or cancelled event at
  // TEST_ANCHOR: three of its upcoming events become one of each, so that every status is seen.
  const [soldOut, live, cancelled] = await promoterUpcoming();
  if (!soldOut || !live || !cancelled) throw new Error('the promoter has too few upcoming events');
  await t.database.db.update(events).set({ seatsSold: events.totalSeats }).where(eq(events.id, soldOut.id));
  const startsAt = new Date(TEST_ANCHOR.getTime() - HOUR);
  await t.database.db
    .update(events)
    .set({
      startsAt,
      endsAt: new Date(TEST_ANCHOR.getTime() + 2 * HOUR),
      localDate: istDateTime(startsAt).date,
    })
    .where(eq(events.id, live.id));
  await t.database.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, cancelled.id));
  promoterClient = await signedIn(t.app, promoter);
});
afterAll(async () => {
  expect(transcript.join('\n')).not.toContain('"code":"internal"');
  await t.close();
});

describe('GET /api/organizer/events', () => {
  it("lists exactly the promoter's own events: its four sports, as many as the database says", async () => {
    const inDb = await promoterEventsInDb();
    const { rows } = await everyRow(promoterClient);
    expect(new Set(rows.map((row) => row.sport))).toEqual(new Set(promoter.sports));
    expect(rows.map((row) => row.id).sort()).toEqual(inDb.map((row) => row.id).sort());
    // Soonest first by default.
    const starts = rows.map((row) => Date.parse(row.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("another organiser's list holds none of them", async () => {
    const board = await signedIn(t.app, cricketBoard);
    const { rows } = await everyRow(board);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.sport))).toEqual(new Set(['cricket']));
    const promoters = new Set((await promoterEventsInDb()).map((row) => row.id));
    expect(rows.filter((row) => promoters.has(row.id))).toEqual([]);
  });

  it('answers a guest 401, and a fan or an admin 403', async () => {
    const guest = apiClient(t.app);
    const refused = await guest.getAs(apiErrorSchema, '/api/organizer/events');
    expect([refused.status, refused.body.error.code]).toEqual([401, 'unauthenticated']);
    // Even with bad parameters: who may ask comes first.
    expect((await guest.get('/api/organizer/events?status=bogus')).status).toBe(401);
    const fan = apiClient(t.app);
    await signUp(fan);
    const forbidden = await fan.getAs(apiErrorSchema, '/api/organizer/events');
    expect([forbidden.status, forbidden.body.error.code]).toEqual([403, 'forbidden']);
    const admin = await signedIn(t.app, { email: 'admin@khelpass.in', password: 'Admin@123' });
    expect((await admin.get('/api/organizer/events')).status).toBe(403);
  });

  it('shows each event with its status, and counts every status as the database does', async () => {
    const inDb = await promoterEventsInDb();
    const byId = new Map(inDb.map((row) => [row.id, row]));
    const { rows, statusCounts } = await everyRow(promoterClient);
    for (const row of rows) {
      const stored = byId.get(row.id);
      expect(row.status, row.id).toBe(stored?.consoleStatus);
      expect([row.sold, row.capacity]).toEqual([stored?.seatsSold, stored?.totalSeats]);
    }
    const expected = Object.fromEntries(
      ORGANIZER_EVENT_STATUSES.map((status) => [
        status,
        inDb.filter((row) => row.consoleStatus === status).length,
      ]),
    );
    expect(statusCounts).toEqual(expected);
    expect(statusCounts.draft).toBe(0);
    // Every status but draft and an admin's takedown (admin-events.test.ts) is there (the
    // catalogue's, and the three made above).
    for (const status of ORGANIZER_EVENT_STATUSES.filter((s) => s !== 'draft' && s !== 'unpublished')) {
      expect(statusCounts[status], status).toBeGreaterThan(0);
    }

    // The SQL filter agrees with the rule for every status.
    for (const status of ORGANIZER_EVENT_STATUSES) {
      const filtered = await everyRow(promoterClient, { status });
      expect(filtered.rows.map((row) => row.id).sort(), status).toEqual(
        inDb
          .filter((row) => row.consoleStatus === status)
          .map((row) => row.id)
          .sort(),
      );
      expect(filtered.statusCounts, 'the chips count without the status filter').toEqual(statusCounts);
    }
  });

  it('gives an event its status at the edges of its clock, its sales and its stored status', async () => {
    // Past the three beforeAll changed (the sold-out one is still among these, first).
    const event = (await promoterUpcoming())[3];
    if (!event) throw new Error('the promoter has too few upcoming events');
    const set = (values: Partial<typeof events.$inferInsert>) =>
      t.database.db.update(events).set(values).where(eq(events.id, event.id));
    /** Moves the event so that it starts `startsIn` ms after the app's clock (TEST_ANCHOR), for 2 hours. */
    const startingIn = (startsIn: number) => {
      const startsAt = new Date(TEST_ANCHOR.getTime() + startsIn);
      return set({
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * HOUR),
        localDate: istDateTime(startsAt).date,
      });
    };
    const status = async () => {
      const [moved] = await t.database.db
        .select({ localDate: events.localDate })
        .from(events)
        .where(eq(events.id, event.id));
      const day = { from: moved?.localDate ?? '', to: moved?.localDate ?? '' };
      return (await everyRow(promoterClient, day)).rows.find((row) => row.id === event.id)?.status;
    };
    try {
      await startingIn(1000);
      expect(await status()).toBe('on_sale');
      await set({ seatsSold: event.totalSeats - 1 });
      expect(await status()).toBe('on_sale');
      await set({ seatsSold: event.totalSeats });
      expect(await status()).toBe('sold_out');
      // Once it starts, the clock decides, sold out or not.
      await startingIn(0);
      expect(await status()).toBe('live');
      await startingIn(-2 * HOUR);
      expect(await status()).toBe('completed');
      await set({ seatsSold: event.seatsSold });
      await startingIn(0);
      expect(await status()).toBe('live');
      // A postponed event reads so until its new start, sold out or not; then the clock decides.
      await set({ status: 'postponed', seatsSold: event.totalSeats });
      await startingIn(1000);
      expect(await status()).toBe('postponed');
      await startingIn(0);
      expect(await status()).toBe('live');
      await startingIn(-2 * HOUR);
      expect(await status()).toBe('completed');
      // A stored cancellation wins whatever the clock and the sales.
      await set({ status: 'cancelled', seatsSold: event.totalSeats });
      await startingIn(1000);
      expect(await status()).toBe('cancelled');
      await startingIn(0);
      expect(await status()).toBe('cancelled');
    } finally {
      // Rewinding a cancellation is what the events' state machine forbids; the test alone may.
      await t.database.db.execute(sql`ALTER TABLE events DISABLE TRIGGER events_status_transition`);
      await set({ status: 'scheduled' });
      await t.database.db.execute(sql`ALTER TABLE events ENABLE TRIGGER events_status_transition`);
      await set({
        seatsSold: event.seatsSold,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        localDate: event.localDate,
      });
    }
  });

  it('searches the title, sides, tournament and venue whatever the case, literally', async () => {
    const inDb = await promoterEventsInDb();
    const sample = inDb[0];
    if (!sample) throw new Error('no events');
    const matches = (text: string) =>
      inDb
        .filter((row) =>
          [row.title, row.team1, row.team2, row.tournament, row.venueName]
            .join(' ')
            .toLowerCase()
            .includes(text),
        )
        .map((row) => row.id)
        .sort();
    for (const text of [sample.tournament, sample.venueName, sample.team2, sample.title.slice(0, 6)]) {
      const { rows, statusCounts } = await everyRow(promoterClient, { q: `  ${text.toUpperCase()} ` });
      expect(rows.length, text).toBeGreaterThan(0);
      expect(rows.map((row) => row.id).sort(), text).toEqual(matches(text.toLowerCase()));
      expect(Object.values(statusCounts).reduce((a, b) => a + b, 0)).toBe(rows.length);
    }
    // Another organiser's tournament finds nothing here.
    const [cricket] = await t.database.db
      .select({ tournament: events.tournament })
      .from(events)
      .where(eq(events.sportId, 'cricket'))
      .limit(1);
    expect(matches(cricket?.tournament.toLowerCase() ?? '')).toEqual([]);
    expect((await everyRow(promoterClient, { q: cricket?.tournament ?? '' })).rows).toEqual([]);
    expect((await everyRow(promoterClient, { q: '%' })).rows).toEqual([]);
    // Search and status together.
    const searched = await everyRow(promoterClient, { q: sample.tournament, status: sample.consoleStatus });
    expect(searched.rows.map((row) => row.id).sort()).toEqual(
      inDb
        .filter((row) => row.tournament === sample.tournament && row.consoleStatus === sample.consoleStatus)
        .map((row) => row.id)
        .sort(),
    );
  });

  it('keeps to India dates from and to, both included, and sorts latest first when asked', async () => {
    const inDb = await promoterEventsInDb();
    const dates = [...new Set(inDb.map((row) => row.localDate))].sort();
    const from = dates[Math.floor(dates.length / 3)] as string;
    const to = dates[Math.floor((2 * dates.length) / 3)] as string;
    const { rows } = await everyRow(promoterClient, { from, to, sort: 'date-desc' });
    expect(rows.map((row) => row.id).sort()).toEqual(
      inDb
        .filter((row) => row.localDate >= from && row.localDate <= to)
        .map((row) => row.id)
        .sort(),
    );
    const starts = rows.map((row) => Date.parse(row.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const oneDay = await everyRow(promoterClient, { from, to: from });
    expect(oneDay.rows.length).toBe(inDb.filter((row) => row.localDate === from).length);
  });

  it('pages without gaps or repeats', async () => {
    const first = await promoterClient.getAs(organizerEventPageSchema, '/api/organizer/events?pageSize=7');
    const second = await promoterClient.getAs(
      organizerEventPageSchema,
      '/api/organizer/events?pageSize=7&page=2',
    );
    const all = (await everyRow(promoterClient)).rows;
    expect([...first.body.items, ...second.body.items].map((row) => row.id)).toEqual(
      all.slice(0, 14).map((row) => row.id),
    );
    expect([first.body.page, first.body.pageSize, first.body.hasMore, first.body.total]).toEqual([
      1,
      7,
      true,
      all.length,
    ]);
    const past = await promoterClient.getAs(organizerEventPageSchema, '/api/organizer/events?page=999');
    expect([past.body.items, past.body.hasMore, past.body.total]).toEqual([[], false, all.length]);
  });

  it("counts a confirmed booking's total in the event's gross revenue, fees and GST apart", async () => {
    const { rows } = await everyRow(promoterClient, { status: 'on_sale' });
    const event = rows.find((row) => Date.parse(row.startsAt) > TEST_ANCHOR.getTime() + 86_400_000);
    if (!event) throw new Error('no event on sale');
    const fan = apiClient(t.app);
    await signUp(fan);
    const hold = await holdCategory(fan, event.id, 'gold', 2);
    const created = (await checkout(fan, hold.id, { guests: [{ name: 'Ravi Rao' }] })).body;
    // A booking still awaiting payment is no revenue.
    const pending = (await everyRow(promoterClient, { status: 'on_sale' })).rows.find(
      (row) => row.id === event.id,
    );
    expect(pending?.grossPaise).toBe(event.grossPaise);
    const paid = (await pay(fan, created.order.id)).body;
    const confirmed = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
    expect(confirmed.body.status).toBe('confirmed');

    const after = (await everyRow(promoterClient, { status: 'on_sale' })).rows.find(
      (row) => row.id === event.id,
    );
    const { quote } = confirmed.body;
    expect(after).toMatchObject({
      grossPaise: event.grossPaise + quote.totalPaise,
      feesAndGstPaise: event.feesAndGstPaise + quote.convenienceFeePaise + quote.gstPaise,
      sold: event.sold + 2,
    });
    const [inDb] = await t.database.db
      .select({ total: sum(bookings.totalPaise).mapWith(Number) })
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.status, 'confirmed')));
    expect(after?.grossPaise).toBe(inDb?.total);
  });

  it('answers 400 naming each bad parameter', async () => {
    const cases: [string, string[]][] = [
      ['status=draftish', ['status']],
      ['sort=price', ['sort']],
      ['page=0&pageSize=101', ['page', 'pageSize']],
      ['pageSize=abc', ['pageSize']],
      ['from=2026-13-01&to=someday', ['from', 'to']],
      ['from=2026-03-02&to=2026-03-01', ['to']],
      [`q=${'x'.repeat(101)}`, ['q']],
    ];
    for (const [query, fields] of cases) {
      const response = await promoterClient.getAs(apiErrorSchema, `/api/organizer/events?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
      expect(Object.keys(response.body.error.fields ?? {}).sort(), query).toEqual(fields);
    }
  });
});
