// One event's sales, attendees and attendee CSV in the organiser console (issue 11 point 2 "Sales"),
// checked against the records: bookings made through the API as fans make them (category places
// and map seats, add-ons and insurance, one refunded, one still unpaid), two rows written directly
// for names a spreadsheet must not run, live holds, and a ticket admitted at the gate.
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBooking } from '../../../shared/domain/pricing';
import { type Booking, bookingSchema, holdSchema, seatingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { ticketVerificationSchema } from '../../../shared/schemas/gate';
import { type Attendee, attendeePageSchema, eventSalesSchema } from '../../../shared/schemas/organizer';
import { bookings, eventCategories, eventSections, events, tickets, users } from '../../db/schema';
import { CATALOGUE_ORGANIZERS } from '../../db/seed/accounts';
import { type ApiClient, apiClient, signUp, transcript } from '../../test/api-client';
import { checkout, holdCategory, openHold, pay, TEST_CONTACT } from '../../test/booking-flow';
import { signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp, testBookingRow } from '../../test/test-database';

const MINUTE = 60_000;
const [promoter, cricketBoard] = CATALOGUE_ORGANIZERS;
let clock = TEST_ANCHOR;
let t: TestApp;
let promoterClient: ApiClient;
let eventId: string;
/** The bookings made below, in the order they were made. */
const made = {} as Record<'gold' | 'map' | 'refunded', Booking>;
const HYPERLINK_NAME = '=HYPERLINK("http://evil.example","Click")';
const COMMA_QUOTE_NAME = 'Rao, "Asha"';
/** Two bookings written directly (KP-CSV0, KP-CSV1), each of two Economy places at ₹400. */
const WRITTEN_NAMES = [HYPERLINK_NAME, COMMA_QUOTE_NAME];
const writtenBill = priceBooking({
  seats: [{ unitPrice: 400, quantity: 2 }],
  addOnIds: [],
  insurance: false,
});

async function newFan() {
  const fan = apiClient(t.app);
  await signUp(fan);
  return fan;
}

/** Checks out a hold with this contact and pays it by card: the booking as confirmed. */
async function payFor(fan: ApiClient, holdId: string, contact: Record<string, string>, extra = {}) {
  const created = (await checkout(fan, holdId, { contact: { ...TEST_CONTACT, ...contact }, ...extra })).body;
  const paid = (await pay(fan, created.order.id)).body;
  const confirmed = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
  expect(confirmed.body.status).toBe('confirmed');
  return confirmed.body;
}

/** Opens a session holding `count` seats of a map section that are free now. */
async function holdSeats(fan: ApiClient, section: string, count: number) {
  const seating = (await fan.getAs(seatingSchema, `/api/events/${eventId}/seating`)).body;
  const seatIds = (seating.sections.find((s) => s.id === section)?.rows ?? [])
    .flatMap((row) => row.seats)
    .filter((seat) => seat.status === 'available')
    .slice(0, count)
    .map((seat) => seat.id);
  const hold = await openHold(fan, eventId);
  const held = await fan.putAs(holdSchema, `/api/holds/${hold.id}`, {
    selection: { kind: 'seats', seatIds },
  });
  expect(held.status).toBe(200);
  return held.body;
}

const salesOf = (client: ApiClient, id = eventId) =>
  client.getAs(eventSalesSchema, `/api/organizer/events/${encodeURIComponent(id)}/sales`);
async function attendeesOf(query = '') {
  const response = await promoterClient.getAs(
    attendeePageSchema,
    `/api/organizer/events/${eventId}/attendees${query}`,
  );
  expect(response.status).toBe(200);
  return response.body;
}

/** One CSV line's fields (RFC 4180: quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  const pattern = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (const match of line.matchAll(pattern)) fields.push(match[1]?.replaceAll('""', '"') ?? match[2] ?? '');
  return fields;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.database.db;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, promoter.email));
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.organizerId, owner?.id ?? ''),
        eq(events.status, 'scheduled'),
        gt(events.startsAt, new Date(TEST_ANCHOR.getTime() + 3 * 86_400_000)),
      ),
    )
    .orderBy(events.startsAt)
    .limit(1);
  if (!event) throw new Error('the promoter has no event on sale');
  eventId = event.id;
  promoterClient = await signedIn(t.app, promoter);

  // 23:30 on 31 January in India: two Gold places with parking and insurance.
  clock = new Date('2026-01-31T18:00:00.000Z');
  const goldFan = await newFan();
  const gold = await holdCategory(goldFan, eventId, 'gold', 2);
  made.gold = await payFor(
    goldFan,
    gold.id,
    { name: 'Meera Iyer', email: 'meera.iyer@example.com' },
    { addOns: ['parking'], insurance: true, guests: [{ name: 'Arjun Iyer' }] },
  );
  // 00:30 on 1 February in India: two seats of the map's Standard section.
  clock = new Date('2026-01-31T19:00:00.000Z');
  const mapFan = await newFan();
  const seats = await holdSeats(mapFan, 'standard', 2);
  made.map = await payFor(
    mapFan,
    seats.id,
    { name: 'Kabir Khan', email: 'kabir@example.com' },
    {
      guests: [{ name: 'Zoya Khan' }],
    },
  );
  // Noon on 2 February: one Platinum place, refunded afterwards (as cancelling the event does).
  clock = TEST_ANCHOR;
  const refundFan = await newFan();
  const platinum = await holdCategory(refundFan, eventId, 'platinum', 1);
  made.refunded = await payFor(refundFan, platinum.id, { name: 'Asha Rao', email: 'asha.rao@example.com' });
  await db
    .update(bookings)
    .set({ status: 'refunded', refundedAt: TEST_ANCHOR })
    .where(eq(bookings.reference, made.refunded.reference));
  // A booking checked out and never paid: neither revenue nor an attendee.
  const unpaidFan = await newFan();
  const unpaid = await holdCategory(unpaidFan, eventId, 'premium', 1);
  await checkout(unpaidFan, unpaid.id, { contact: { ...TEST_CONTACT, name: 'Unpaid Person' } });

  // Names a spreadsheet must show as written.
  await db.insert(bookings).values(
    WRITTEN_NAMES.map((name, index) =>
      testBookingRow({
        eventId,
        reference: `KP-CSV${index}`,
        status: 'confirmed' as const,
        category: 'economy',
        seats: 2,
        quote: writtenBill,
        totalPaise: writtenBill.total * 100,
        contactName: name,
        createdAt: new Date(TEST_ANCHOR.getTime() + (index + 1) * MINUTE),
        confirmedAt: new Date(TEST_ANCHOR.getTime() + (index + 1) * MINUTE),
      }),
    ),
  );

  // The gate lets one of the Gold tickets in.
  const token = made.gold.tickets[0]?.token ?? '';
  const admitted = await promoterClient.postAs(ticketVerificationSchema, '/api/tickets/admit', {
    token,
    eventId,
  });
  expect(admitted.body.valid).toBe(true);
});
afterAll(async () => {
  expect(transcript.join('\n')).not.toContain('"code":"internal"');
  await t.close();
});

describe('GET /api/organizer/events/:eventId/sales', () => {
  it('gives sold, held and free per category and map section as the inventory records them', async () => {
    // The unpaid checkout still holds its Premium place.
    const LIVE_HOLDS: Record<string, number> = {
      'category:premium': 1,
      'category:regular': 3,
      'section:economy': 2,
    };
    const db = t.database.db;
    // Sessions still running: three Regular places, and two seats of the map's Economy section.
    await holdCategory(await newFan(), eventId, 'regular', 3);
    await holdSeats(await newFan(), 'economy', 2);

    const sales = (await salesOf(promoterClient)).body;
    const categories = await db.select().from(eventCategories).where(eq(eventCategories.eventId, eventId));
    const sections = await db.select().from(eventSections).where(eq(eventSections.eventId, eventId));
    expect(sales.pricePoints.map((p) => `${p.kind}:${p.id}`)).toEqual([
      'category:platinum',
      'category:gold',
      'category:premium',
      'category:regular',
      'category:economy',
      'section:premium',
      'section:standard',
      'section:economy',
    ]);
    for (const point of sales.pricePoints) {
      const row =
        point.kind === 'category'
          ? categories.find((c) => c.categoryId === point.id)
          : sections.find((s) => s.sectionId === point.id);
      if (!row) throw new Error(point.id);
      const capacity = 'capacity' in row ? row.capacity : row.seats;
      const held = LIVE_HOLDS[`${point.kind}:${point.id}`] ?? 0;
      expect(point, point.id).toMatchObject({
        pricePaise: row.pricePaise,
        capacity,
        sold: row.sold,
        held,
        free: capacity - row.sold - held,
      });
    }
    // The totals are the event's own aggregates (the refund above was written to the booking alone,
    // so its Platinum place still counts as sold).
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    expect(sales.totals).toEqual({
      capacity: event?.totalSeats,
      sold: event?.seatsSold,
      held: 6,
      free: (event?.totalSeats ?? 0) - (event?.seatsSold ?? 0) - 6,
    });
    expect(sales.event).toMatchObject({
      id: eventId,
      status: 'on_sale',
      startsAt: event?.startsAt.toISOString(),
    });

    // Once the sessions run out they hold nothing, swept or not.
    clock = new Date(TEST_ANCHOR.getTime() + 16 * MINUTE);
    try {
      const later = (await salesOf(promoterClient)).body;
      expect(later.totals.held).toBe(0);
      expect(later.pricePoints.every((point) => point.free === point.capacity - point.sold)).toBe(true);
    } finally {
      clock = TEST_ANCHOR;
    }
  });

  it('counts confirmed bookings in gross with every bill line apart, and the refunded one apart', async () => {
    const { revenue, pricePoints } = (await salesOf(promoterClient)).body;
    const paid = [made.gold.quote, made.map.quote];
    /** A line of the bill over the two bookings paid through the API and the two written directly. */
    const line = (key: keyof Booking['quote'], billKey: 'seats' | 'convenienceFee' | 'gst' | 'total') =>
      paid.reduce((sum, quote) => sum + quote[key], 0) + 2 * writtenBill[billKey] * 100;
    expect(revenue).toEqual({
      bookings: 4,
      grossPaise: line('totalPaise', 'total'),
      seatsPaise: line('seatsPaise', 'seats'),
      addOnsPaise: made.gold.quote.addOnsPaise,
      insurancePaise: made.gold.quote.insurancePaise,
      convenienceFeePaise: line('convenienceFeePaise', 'convenienceFee'),
      gstPaise: line('gstPaise', 'gst'),
      refundedBookings: 1,
      refundedPaise: made.refunded.totalPaise,
      insuranceRefundedBookings: 0,
      insuranceRefundedPaise: 0,
    });
    expect(made.gold.quote.addOnsPaise).toBeGreaterThan(0);
    expect(made.gold.quote.insurancePaise).toBeGreaterThan(0);
    // The bill's lines add up to the gross.
    expect(
      revenue.seatsPaise +
        revenue.addOnsPaise +
        revenue.insurancePaise +
        revenue.convenienceFeePaise +
        revenue.gstPaise,
    ).toBe(revenue.grossPaise);
    // And the gross is what the records hold.
    const [inDb] = await t.database.db
      .select({ total: sql<string>`sum(${bookings.totalPaise})` })
      .from(bookings)
      .where(and(eq(bookings.eventId, eventId), eq(bookings.status, 'confirmed')));
    expect(revenue.grossPaise).toBe(Number(inDb?.total));

    const seatsOf = (kind: string, id: string) =>
      pricePoints.find((p) => p.kind === kind && p.id === id)?.seatsRevenuePaise;
    expect(seatsOf('category', 'gold')).toBe(made.gold.quote.seatsPaise);
    expect(seatsOf('section', 'standard')).toBe(made.map.quote.seatsPaise);
    expect(seatsOf('category', 'economy')).toBe(2 * writtenBill.seats * 100);
    expect(seatsOf('category', 'platinum')).toBe(0);
    expect(seatsOf('section', 'premium')).toBe(0);
  });

  it('gives tickets and gross per India day of payment, and admissions so far', async () => {
    const { daily, admissions } = (await salesOf(promoterClient)).body;
    expect(daily).toEqual([
      { date: '2026-01-31', tickets: 2, grossPaise: made.gold.totalPaise },
      { date: '2026-02-01', tickets: 2, grossPaise: made.map.totalPaise },
      { date: '2026-02-02', tickets: 4, grossPaise: 2 * writtenBill.total * 100 },
    ]);
    const [issued] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, admitted: sql<number>`count(${tickets.admittedAt})::int` })
      .from(tickets)
      .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
      .where(and(eq(bookings.eventId, eventId), eq(bookings.status, 'confirmed')));
    expect(admissions).toEqual({ admitted: 1, issued: 4, flagged: 0 });
    expect([admissions.issued, admissions.admitted]).toEqual([issued?.n, issued?.admitted]);
  });

  it('shows an event with no bookings on KhelPass as sales counts with no money', async () => {
    const [other] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .innerJoin(users, eq(users.id, events.organizerId))
      .where(and(eq(users.email, promoter.email), sql`${events.id} <> ${eventId}`))
      .limit(1);
    const sales = (await salesOf(promoterClient, other?.id)).body;
    expect(sales.totals.sold).toBeGreaterThan(0);
    expect(sales.revenue).toMatchObject({ bookings: 0, grossPaise: 0, refundedPaise: 0 });
    expect([sales.daily, sales.admissions]).toEqual([[], { admitted: 0, issued: 0, flagged: 0 }]);
  });
});

describe('GET /api/organizer/events/:eventId/attendees', () => {
  it('lists confirmed and refunded bookings, newest first, with seats and admissions', async () => {
    const page = await attendeesOf();
    expect(page.total).toBe(5);
    expect(page.items.map((a) => a.reference)).toEqual([
      'KP-CSV1',
      'KP-CSV0',
      made.refunded.reference,
      made.map.reference,
      made.gold.reference,
    ]);
    const byReference = new Map(page.items.map((a) => [a.reference, a]));
    expect(byReference.get(made.gold.reference)).toEqual({
      reference: made.gold.reference,
      name: 'Meera Iyer',
      email: 'meera.iyer@example.com',
      phone: '+91 9876543210',
      seating: 'Gold',
      seats: 2,
      seatLabels: made.gold.seats,
      status: 'confirmed',
      bookedAt: '2026-01-31T18:00:00.000Z',
      tickets: 2,
      admitted: 1,
    } satisfies Attendee);
    expect(byReference.get(made.map.reference)).toMatchObject({
      seating: 'Standard (seat map)',
      seatLabels: made.map.seats,
      tickets: 2,
      admitted: 0,
    });
    expect(byReference.get(made.refunded.reference)).toMatchObject({
      status: 'refunded',
      seating: 'Platinum',
    });
    expect(page.items.some((a) => a.name === 'Unpaid Person')).toBe(false);
  });

  it('searches reference, name and e-mail whatever the case, literally', async () => {
    const references = async (q: string) =>
      (await attendeesOf(`?q=${encodeURIComponent(q)}`)).items.map((a) => a.reference);
    expect(await references(made.gold.reference.toLowerCase())).toEqual([made.gold.reference]);
    expect(await references('  KABIR ')).toEqual([made.map.reference]);
    expect(await references('ASHA.RAO@EXAMPLE')).toEqual([made.refunded.reference]);
    // 'Rao' is in two names (one written with a comma and quotes).
    expect(await references('rao')).toEqual(['KP-CSV1', made.refunded.reference]);
    expect(await references('"asha"')).toEqual(['KP-CSV1']);
    // Wildcards are plain characters.
    expect(await references('%')).toEqual([]);
    expect(await references('_')).toEqual([]);
    expect(await references('Unpaid')).toEqual([]);
    expect((await attendeesOf('?q=%20%20')).total).toBe(5);
  });

  it('pages without gaps or repeats', async () => {
    const all = (await attendeesOf()).items.map((a) => a.reference);
    const first = await attendeesOf('?pageSize=2');
    const second = await attendeesOf('?pageSize=2&page=2');
    const third = await attendeesOf('?pageSize=2&page=3');
    expect([...first.items, ...second.items, ...third.items].map((a) => a.reference)).toEqual(all);
    expect([first.hasMore, second.hasMore, third.hasMore]).toEqual([true, true, false]);
    expect([first.total, first.page, first.pageSize]).toEqual([5, 1, 2]);
    const past = await attendeesOf('?page=99');
    expect([past.items, past.hasMore, past.total]).toEqual([[], false, 5]);
    const searched = await attendeesOf('?q=rao&pageSize=1&page=2');
    expect([searched.items.map((a) => a.reference), searched.total, searched.hasMore]).toEqual([
      [made.refunded.reference],
      2,
      false,
    ]);
  });

  it('answers 400 naming each bad parameter', async () => {
    const cases: [string, string[]][] = [
      ['page=0', ['page']],
      ['pageSize=101&page=x', ['page', 'pageSize']],
      ['pageSize=0', ['pageSize']],
      [`q=${'x'.repeat(101)}`, ['q']],
    ];
    for (const [query, fields] of cases) {
      const response = await promoterClient.getAs(
        apiErrorSchema,
        `/api/organizer/events/${eventId}/attendees?${query}`,
      );
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
      expect(Object.keys(response.body.error.fields ?? {}).sort(), query).toEqual(fields);
    }
    const longId = await promoterClient.getAs(
      apiErrorSchema,
      `/api/organizer/events/${'e'.repeat(101)}/sales`,
    );
    expect([longId.status, Object.keys(longId.body.error.fields ?? {})]).toEqual([400, ['eventId']]);
  });
});

describe('GET /api/organizer/events/:eventId/attendees.csv', () => {
  it('downloads every attendee as CSV, quoted, with formulas defused', async () => {
    const response = await promoterClient.get(`/api/organizer/events/${eventId}/attendees.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="attendees-${eventId}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The file starts with UTF-8's byte-order mark (a decoder drops it from the text).
    const raw = await t.app.request(`/api/organizer/events/${eventId}/attendees.csv`, {
      headers: { cookie: `kp_session=${promoterClient.token}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(0, -1).map(csvFields);
    expect(rows[0]).toEqual([
      'Booking reference',
      'Name',
      'E-mail',
      'Phone',
      'Seating',
      'Seats',
      'Seat labels',
      'Status',
      'Booked at (IST)',
      'Tickets',
      'Admitted',
    ]);
    // Every attendee, in the list's order, whatever the list's page size.
    const listed = (await attendeesOf('?pageSize=100')).items;
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.map((a) => a.reference));
    expect(rows.find((row) => row[0] === made.gold.reference)).toEqual([
      made.gold.reference,
      'Meera Iyer',
      'meera.iyer@example.com',
      "'+91 9876543210",
      'Gold',
      '2',
      made.gold.seats.join(', '),
      'Confirmed',
      '2026-01-31 23:30',
      '2',
      '1',
    ]);
    expect(rows.find((row) => row[0] === made.refunded.reference)?.[7]).toBe('Refunded');
    // The formula is text; the comma and quotes stay inside one field.
    expect(rows.find((row) => row[0] === 'KP-CSV0')?.[1]).toBe(`'${HYPERLINK_NAME}`);
    expect(response.text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    expect(rows.find((row) => row[0] === 'KP-CSV1')?.[1]).toBe(COMMA_QUOTE_NAME);
    expect(response.text).toContain(',"Rao, ""Asha""",');
    expect(rows.every((row) => row.length === 11)).toBe(true);
  });
});

describe('who may see an event’s sales', () => {
  const paths = (id: string) => [
    `/api/organizer/events/${id}/sales`,
    `/api/organizer/events/${id}/attendees`,
    `/api/organizer/events/${id}/attendees.csv`,
  ];

  it('answers 404 to another organiser, as for an unknown event: nothing but the error', async () => {
    const board = await signedIn(t.app, cricketBoard);
    for (const path of paths(eventId)) {
      // getAs: the body is the error and nothing else (no field outside its contract).
      const response = await board.getAs(apiErrorSchema, path);
      expect([response.status, response.body.error.code], path).toEqual([404, 'not_found']);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    for (const path of paths('no-such-event')) {
      expect((await promoterClient.getAs(apiErrorSchema, path)).status, path).toBe(404);
    }
  });

  it('lets an admin see any event; refuses a fan 403 and a guest 401', async () => {
    const admin = await signedIn(t.app, { email: 'admin@khelpass.in', password: 'Admin@123' });
    expect((await salesOf(admin)).body.revenue.bookings).toBe(4);
    expect((await admin.get(paths(eventId)[2] ?? '')).status).toBe(200);
    const fan = await newFan();
    const guest = apiClient(t.app);
    for (const path of paths(eventId)) {
      expect((await fan.getAs(apiErrorSchema, path)).status, path).toBe(403);
      expect((await guest.getAs(apiErrorSchema, path)).status, path).toBe(401);
      // Who may ask comes before what was asked.
      expect((await guest.get(`${path}?page=0`)).status, path).toBe(401);
    }
  });
});
