// An event's life (decision 009 section 6): the organiser cancels it (every confirmed booking
// refunded in full, once, through the gateway; tickets void; nothing sold after) or postpones it
// (a new date; tickets stay valid). Ownership, validation, replays, a cancel stopped halfway.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateTime } from '../../../shared/domain/time';
import { type Booking, bookingListSchema, bookingSchema } from '../../../shared/schemas/booking';
import { eventSchema } from '../../../shared/schemas/catalogue';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { ticketVerificationSchema } from '../../../shared/schemas/gate';
import {
  eventCancellationSchema,
  organizerEventPageSchema,
  postponedEventSchema,
} from '../../../shared/schemas/organizer';
import { bookings, events, gatewayOrders, gatewayPayments, tickets, users } from '../../db/schema';
import { CATALOGUE_ORGANIZERS } from '../../db/seed/accounts';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { checkout, checkoutRefused, holdCategory, openHold, pay, payRefused } from '../../test/booking-flow';
import { promoterUpcoming, signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

const DAY = 86_400_000;
const [promoter, cricketBoard] = CATALOGUE_ORGANIZERS;
const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };
let t: TestApp;
let organizer: ApiClient;
/** The promoter's scheduled events starting a day or more after the clock, soonest first, one per test. */
let upcoming: string[];

function nextEvent(): string {
  const id = upcoming.shift();
  if (!id) throw new Error('the promoter has too few upcoming events');
  return id;
}

/** A fan who books `quantity` Gold places with add-ons and insurance, and pays: the confirmed booking. */
async function confirmedBooking(eventId: string, quantity = 2): Promise<Booking> {
  const fan = apiClient(t.app);
  await signUp(fan);
  const hold = await holdCategory(fan, eventId, 'gold', quantity);
  const guests = Array.from({ length: quantity - 1 }, (_, i) => ({ name: `Guest ${i + 1}` }));
  const created = (
    await checkout(fan, hold.id, { guests, addOns: ['merchandise', 'parking'], insurance: true })
  ).body;
  const paid = (await pay(fan, created.order.id)).body;
  const confirmed = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
  expect(confirmed.body.status).toBe('confirmed');
  return confirmed.body;
}

/** A fan part way: a booking checked out and awaiting payment, and the order to pay it. */
async function pendingBooking(eventId: string) {
  const fan = apiClient(t.app);
  await signUp(fan);
  const hold = await holdCategory(fan, eventId, 'regular', 1);
  const created = (await checkout(fan, hold.id)).body;
  return { fan, hold, booking: created.booking, order: created.order };
}

/** What the gateway holds for these bookings: each one's payments and orders. */
async function gatewayOf(bookingIds: string[]) {
  const orders = await t.database.db
    .select()
    .from(gatewayOrders)
    .where(inArray(gatewayOrders.bookingId, bookingIds));
  const payments = await t.database.db
    .select()
    .from(gatewayPayments)
    .where(
      inArray(
        gatewayPayments.orderId,
        orders.map((order) => order.id),
      ),
    );
  return { orders, payments };
}

const cancel = (client: ApiClient, eventId: string, body: unknown = { reason: 'Venue flooded' }) =>
  client.postAs(eventCancellationSchema, `/api/organizer/events/${eventId}/cancel`, body);
const refused = (client: ApiClient, path: string, body: unknown) => client.postAs(apiErrorSchema, path, body);
/** An India date and time `days` after the clock. */
const istIn = (days: number, time = '19:30') => ({
  date: istDateTime(new Date(TEST_ANCHOR.getTime() + days * DAY)).date,
  time,
});

beforeAll(async () => {
  t = await createTestApp();
  upcoming = (await promoterUpcoming(t.database, DAY)).map((event) => event.id);
  organizer = await signedIn(t.app, promoter);
});
afterAll(() => t.close());

describe('who may cancel or postpone an event', () => {
  it('answers another organiser 404, as for an event that does not exist, and changes nothing', async () => {
    const eventId = nextEvent();
    const [before] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    const rival = await signedIn(t.app, cricketBoard);
    for (const id of [eventId, 'ev-nope']) {
      const paths = [`/api/organizer/events/${id}/cancel`, `/api/organizer/events/${id}/postpone`];
      const bodies = [{ reason: 'Mine now' }, istIn(30)];
      for (const [i, path] of paths.entries()) {
        const answer = await refused(rival, path, bodies[i]);
        expect([answer.status, answer.body.error.code], path).toEqual([404, 'not_found']);
      }
      expect((await rival.get(`/api/organizer/events/${id}/cancellation`)).status).toBe(404);
    }
    expect((await refused(organizer, '/api/organizer/events/ev-nope/cancel', { reason: 'x' })).status).toBe(
      404,
    );
    const [after] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    expect(after).toEqual(before);
  });

  it('answers a guest 401 and a fan 403; an admin may act for any event', async () => {
    const eventId = nextEvent();
    const guest = apiClient(t.app);
    expect((await guest.post(`/api/organizer/events/${eventId}/cancel`, { reason: 'x' })).status).toBe(401);
    const fan = apiClient(t.app);
    await signUp(fan);
    expect((await fan.post(`/api/organizer/events/${eventId}/cancel`, { reason: 'x' })).status).toBe(403);
    expect((await fan.post(`/api/organizer/events/${eventId}/postpone`, istIn(30))).status).toBe(403);
    const admin = await signedIn(t.app, ADMIN);
    const moved = await admin.postAs(
      postponedEventSchema,
      `/api/organizer/events/${eventId}/postpone`,
      istIn(40),
    );
    expect(moved.status).toBe(200);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    expect([row?.status, row?.startsAt.toISOString()]).toEqual(['postponed', moved.body.startsAt]);
    const cancelled = await cancel(admin, eventId);
    expect([cancelled.status, cancelled.body.cancelled]).toEqual([200, true]);
  });
});

describe('bad input', () => {
  it('answers 400 naming each bad field of a cancel, and cancels nothing', async () => {
    const eventId = nextEvent();
    const path = `/api/organizer/events/${eventId}/cancel`;
    const cases: [unknown, string, RegExp][] = [
      [{}, 'reason', /Say why/],
      [{ reason: '   ' }, 'reason', /Say why/],
      [{ reason: 42 }, 'reason', /text/],
      [{ reason: 'x'.repeat(301) }, 'reason', /300/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await refused(organizer, path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {})).toEqual([field]);
      expect(answer.body.error.fields?.[field]).toMatch(message);
    }
    const [event] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    expect([event?.status, event?.cancelledAt]).toEqual(['scheduled', null]);
  });

  it('answers 400 naming each bad field of a postponement, and moves nothing', async () => {
    const eventId = nextEvent();
    const [before] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    if (!before) throw new Error('no event');
    const path = `/api/organizer/events/${eventId}/postpone`;
    const today = istDateTime(TEST_ANCHOR);
    const current = istDateTime(before.startsAt);
    const cases: [unknown, string[]][] = [
      [{}, ['date', 'time']],
      [{ date: '5 Dec 2026', time: '7:30 pm' }, ['date', 'time']],
      [{ date: '2026-02-30', time: '19:30' }, ['date']],
      [{ ...istIn(10), time: '24:00' }, ['time']],
      [{ ...istIn(-1) }, ['date']],
      // Today, a minute before the clock (TEST_ANCHOR is 12:00 IST).
      [{ date: today.date, time: '11:59' }, ['time']],
      [{ date: current.date, time: current.time }, ['date']],
    ];
    for (const [body, fields] of cases) {
      const answer = await refused(organizer, path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
    // A start before the sale opens.
    await t.database.db
      .update(events)
      .set({ saleOpensAt: new Date(TEST_ANCHOR.getTime() + 20 * DAY) })
      .where(eq(events.id, eventId));
    const early = await refused(organizer, path, istIn(15));
    expect(early.body.error.fields?.date).toMatch(/^The sale opens /);
    await t.database.db.update(events).set({ saleOpensAt: null }).where(eq(events.id, eventId));
    const [after] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    expect({ ...after, saleOpensAt: null, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it('refuses with 409 a draft, an event that is over, and postponing a started or cancelled one', async () => {
    const draftId = nextEvent();
    await t.database.db.update(events).set({ status: 'draft' }).where(eq(events.id, draftId));
    const draft = await refused(organizer, `/api/organizer/events/${draftId}/cancel`, {
      reason: 'Never mind',
    });
    expect([draft.status, draft.body.error.code]).toEqual([409, 'cannot_cancel']);
    expect(draft.body.error.message).toMatch(/draft/);
    expect((await refused(organizer, `/api/organizer/events/${draftId}/postpone`, istIn(30))).status).toBe(
      409,
    );

    const [over] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .innerJoin(users, eq(users.id, events.organizerId))
      .where(
        and(eq(users.email, promoter.email), lt(events.endsAt, TEST_ANCHOR), eq(events.status, 'scheduled')),
      )
      .limit(1);
    if (!over) throw new Error('the promoter has no finished event');
    const late = await refused(organizer, `/api/organizer/events/${over.id}/cancel`, { reason: 'Too late' });
    expect([late.status, late.body.error.message]).toEqual([
      409,
      'This event is over: it can no longer be cancelled.',
    ]);
    const started = await refused(organizer, `/api/organizer/events/${over.id}/postpone`, istIn(30));
    expect([started.status, started.body.error.code]).toEqual([409, 'cannot_postpone']);
    const [still] = await t.database.db
      .select({ status: events.status })
      .from(events)
      .where(eq(events.id, over.id));
    expect(still?.status).toBe('scheduled');
  });
});

describe('cancelling an event', () => {
  it('refunds every confirmed booking in full, once, voids its tickets, and sells nothing after', async () => {
    const eventId = nextEvent();
    const confirmed = [await confirmedBooking(eventId, 2), await confirmedBooking(eventId, 3)];
    const paidLater = await pendingBooking(eventId);
    const paidBefore = await pendingBooking(eventId);
    // Paid before the cancel, its webhook not yet settled.
    await pay(paidBefore.fan, paidBefore.order.id);
    const browsing = apiClient(t.app);
    await signUp(browsing);
    const browsingHold = await holdCategory(browsing, eventId, 'economy', 1);
    const total = confirmed.reduce((sum, booking) => sum + booking.totalPaise, 0);
    // The bill is the whole of what was paid: seats, add-ons, insurance, fee and GST.
    for (const booking of confirmed) {
      const q = booking.quote;
      expect(
        q.seatsPaise -
          q.dealDiscountPaise +
          q.addOnsPaise +
          q.insurancePaise +
          q.convenienceFeePaise +
          q.gstPaise,
      ).toBe(booking.totalPaise);
      expect(q.addOnsPaise * q.insurancePaise).toBeGreaterThan(0);
    }

    const preview = await organizer.getAs(
      eventCancellationSchema,
      `/api/organizer/events/${eventId}/cancellation`,
    );
    expect(preview.body).toEqual({
      eventId,
      cancelled: false,
      cancelledAt: null,
      reason: null,
      refunded: 0,
      refundedPaise: 0,
      remaining: 2,
      remainingPaise: total,
    });

    const answer = await cancel(organizer, eventId, { reason: '  Venue flooded after heavy rain  ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      eventId,
      cancelled: true,
      cancelledAt: TEST_ANCHOR.toISOString(),
      reason: 'Venue flooded after heavy rain',
      refunded: 2,
      refundedPaise: total,
      remaining: 0,
      remainingPaise: 0,
    });

    // The gateway returned each payment whole, and each order with it.
    const ids = confirmed.map((booking) => booking.id);
    const { orders, payments } = await gatewayOf(ids);
    expect(payments.map((p) => p.status)).toEqual(['refunded', 'refunded']);
    expect(payments.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(total);
    expect(orders.filter((o) => o.status === 'refunded')).toHaveLength(2);
    const rows = await t.database.db.select().from(bookings).where(inArray(bookings.id, ids));
    expect(rows.map((row) => [row.status, row.refundedAt?.toISOString()])).toEqual([
      ['refunded', TEST_ANCHOR.toISOString()],
      ['refunded', TEST_ANCHOR.toISOString()],
    ]);

    // The gate refuses the tickets, verified or admitted, and admits none.
    const gateTickets = confirmed.flatMap((booking) => booking.tickets);
    expect(gateTickets).toHaveLength(5);
    for (const ticket of gateTickets) {
      const verified = await organizer.postAs(ticketVerificationSchema, '/api/tickets/verify', {
        token: ticket.token,
      });
      expect([verified.body.valid, verified.body.reason]).toEqual([false, 'This event was cancelled']);
      const admitted = await organizer.postAs(ticketVerificationSchema, '/api/tickets/admit', {
        token: ticket.token,
        eventId,
      });
      expect([admitted.body.valid, admitted.body.reason]).toEqual([false, 'This event was cancelled']);
    }
    const used = await t.database.db
      .select({ admittedAt: tickets.admittedAt })
      .from(tickets)
      .where(inArray(tickets.bookingId, ids));
    expect(used.every((ticket) => ticket.admittedAt === null)).toBe(true);

    // The event page says so, with the reason, and nothing is on sale.
    const page = await apiClient(t.app).getAs(eventSchema, `/api/events/${eventId}`);
    expect([page.body.status, page.body.cancelReason]).toEqual([
      'cancelled',
      'Venue flooded after heavy rain',
    ]);
    const reopened = await browsing.postAs(apiErrorSchema, '/api/holds', { eventId });
    expect([reopened.status, reopened.body.error.code]).toEqual([409, 'not_on_sale']);
    const late = await checkoutRefused(browsing, browsingHold.id);
    expect([late.status, late.body.error.code]).toEqual([409, 'event_cancelled']);

    // An order left unpaid at the cancel refuses payment (no fan is charged for a match called off);
    // a payment made before the cancel whose webhook comes after is refunded, not confirmed.
    const latePayment = await payRefused(paidLater.fan, paidLater.order.id);
    expect([latePayment.status, latePayment.body.error.code]).toEqual([409, 'order_cancelled']);
    expect(await t.app.background.reconcileNow()).toBe(1);
    const unpaid = await gatewayOf([paidLater.booking.id]);
    expect([unpaid.orders.map((o) => o.status), unpaid.payments]).toEqual([['cancelled'], []]);
    expect((await gatewayOf([paidBefore.booking.id])).payments.map((p) => p.status)).toEqual(['refunded']);
    const pending = [paidLater.booking.id, paidBefore.booking.id];
    const unsold = await t.database.db.select().from(bookings).where(inArray(bookings.id, pending));
    expect(new Map(unsold.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [paidLater.booking.id, 'pending'],
        [paidBefore.booking.id, 'cancelled'],
      ]),
    );
    expect(await t.database.db.select().from(tickets).where(inArray(tickets.bookingId, pending))).toEqual([]);

    // Asked again (a replay, a second click): the same cancellation, nothing refunded twice.
    const again = await cancel(organizer, eventId, { reason: 'Something else' });
    expect(again.body).toEqual(answer.body);
    expect(await t.app.background.refundNow()).toBe(0);
    expect((await gatewayOf(ids)).payments).toEqual(payments);
    const listed = await organizer.getAs(
      organizerEventPageSchema,
      '/api/organizer/events?status=cancelled&pageSize=100',
    );
    expect(listed.body.items.find((row) => row.id === eventId)).toMatchObject({
      status: 'cancelled',
      grossPaise: 0,
    });
  });

  it("shows the fan 'refunded' with the amount and when, and no tickets", async () => {
    const eventId = nextEvent();
    const fan = apiClient(t.app);
    await signUp(fan);
    const hold = await holdCategory(fan, eventId, 'premium', 1);
    const created = (await checkout(fan, hold.id)).body;
    const paid = (await pay(fan, created.order.id)).body;
    const booking = (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid))
      .body;
    await cancel(organizer, eventId);

    const [listed] = (await fan.getAs(bookingListSchema, '/api/bookings')).body.items;
    expect(listed).toMatchObject({
      id: booking.id,
      status: 'refunded',
      totalPaise: booking.totalPaise,
      refundedAt: TEST_ANCHOR.toISOString(),
      tickets: [],
    });
    const one = await fan.getAs(bookingSchema, `/api/bookings/${booking.id}`);
    expect([one.body.status, one.body.tickets]).toEqual(['refunded', []]);
    // Confirming again with the same payment answers the booking as it is now.
    const replay = await fan.postAs(bookingSchema, `/api/bookings/${booking.id}/confirm`, paid);
    expect([replay.status, replay.body.status]).toEqual([200, 'refunded']);
  });

  it('cannot postpone a cancelled event; a postponed one can be cancelled', async () => {
    const eventId = nextEvent();
    await organizer.postAs(postponedEventSchema, `/api/organizer/events/${eventId}/postpone`, istIn(60));
    const answer = await cancel(organizer, eventId);
    expect([answer.status, answer.body.cancelled]).toEqual([200, true]);
    const moved = await refused(organizer, `/api/organizer/events/${eventId}/postpone`, istIn(70));
    expect([moved.status, moved.body.error.code, moved.body.error.message]).toEqual([
      409,
      'cannot_postpone',
      'This event was cancelled: it cannot be postponed.',
    ]);
  });

  it('stopped halfway (after the cancel committed), the refund pass of a restarted server finishes it, each booking once', async () => {
    const eventId = nextEvent();
    const confirmed: Booking[] = [];
    for (let i = 0; i < 6; i += 1) confirmed.push(await confirmedBooking(eventId, 1 + (i % 3)));
    const ids = confirmed.map((booking) => booking.id);
    const total = confirmed.reduce((sum, booking) => sum + booking.totalPaise, 0);
    // The database goes away after the third refund: the cancel request dies there, as a server
    // killed mid-loop would.
    await t.database.db.execute(sql`
      CREATE FUNCTION test_stop_after_three() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT count(*) FROM bookings WHERE event_id = NEW.event_id AND status = 'refunded') >= 3 THEN
          RAISE EXCEPTION 'server stopped';
        END IF;
        RETURN NEW;
      END $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER test_stop_after_three BEFORE UPDATE OF status ON bookings
      FOR EACH ROW WHEN (NEW.status = 'refunded') EXECUTE FUNCTION test_stop_after_three()`);
    try {
      expect(
        (await organizer.post(`/api/organizer/events/${eventId}/cancel`, { reason: 'Storm' })).status,
      ).toBe(500);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER test_stop_after_three ON bookings`);
      await t.database.db.execute(sql`DROP FUNCTION test_stop_after_three()`);
    }
    // The cancel committed; three bookings were refunded, three not; nothing can be sold.
    const progress = await organizer.getAs(
      eventCancellationSchema,
      `/api/organizer/events/${eventId}/cancellation`,
    );
    expect([progress.body.cancelled, progress.body.refunded, progress.body.remaining]).toEqual([true, 3, 3]);
    expect((await gatewayOf(ids)).payments.filter((p) => p.status === 'refunded')).toHaveLength(3);
    const fan = apiClient(t.app);
    await signUp(fan);
    expect((await fan.post('/api/holds', { eventId })).status).toBe(409);

    // Started again: its first pass refunds the rest, and a second pass finds nothing.
    const restarted = await createTestApp({ database: t.database });
    expect(await restarted.app.background.refundNow()).toBe(3);
    expect(await restarted.app.background.refundNow()).toBe(0);
    const { payments } = await gatewayOf(ids);
    expect(payments.map((p) => p.status)).toEqual(Array(6).fill('refunded'));
    expect(payments.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(total);
    const rows = await t.database.db.select().from(bookings).where(inArray(bookings.id, ids));
    expect(rows.every((row) => row.status === 'refunded' && row.refundedAt !== null)).toBe(true);
    const done = await cancel(organizer, eventId, { reason: 'Storm' });
    expect([done.body.refunded, done.body.refundedPaise, done.body.remaining]).toEqual([6, total, 0]);
  });
});

describe('postponing an event', () => {
  it('moves it to the new date with its length; tickets stay valid and show it; it stays on sale', async () => {
    const eventId = nextEvent();
    const booking = await confirmedBooking(eventId, 2);
    const [before] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    if (!before) throw new Error('no event');
    const length = before.endsAt.getTime() - before.startsAt.getTime();

    const first = istIn(45, '18:00');
    const moved = await organizer.postAs(
      postponedEventSchema,
      `/api/organizer/events/${eventId}/postpone`,
      first,
    );
    const newStart = new Date(`${first.date}T18:00:00+05:30`);
    expect(moved.body).toEqual({
      eventId,
      startsAt: newStart.toISOString(),
      endsAt: new Date(newStart.getTime() + length).toISOString(),
      originalStartsAt: before.startsAt.toISOString(),
    });
    const page = (await apiClient(t.app).getAs(eventSchema, `/api/events/${eventId}`)).body;
    expect(page).toMatchObject({
      status: 'postponed',
      startsAt: newStart.toISOString(),
      originalStartsAt: before.startsAt.toISOString(),
      date: first.date,
      time: '18:00',
      cancelReason: null,
    });
    const [row] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    expect(row?.localDate).toBe(first.date);

    // Its tickets still verify (the fan's booking at the new date: the next test).
    for (const ticket of booking.tickets) {
      const verified = await organizer.postAs(ticketVerificationSchema, '/api/tickets/verify', {
        token: ticket.token,
      });
      expect([verified.body.valid, verified.body.reason]).toEqual([true, null]);
    }
    // Still on sale at its new date.
    const another = await confirmedBooking(eventId, 1);
    expect(another.eventDate).toBe(newStart.toISOString());

    // Moved again: still postponed, the first start kept; asking the same again answers the same.
    const second = istIn(50, '20:15');
    const again = await organizer.postAs(
      postponedEventSchema,
      `/api/organizer/events/${eventId}/postpone`,
      second,
    );
    expect(again.body.originalStartsAt).toBe(before.startsAt.toISOString());
    const replay = await organizer.postAs(
      postponedEventSchema,
      `/api/organizer/events/${eventId}/postpone`,
      second,
    );
    expect(replay.body).toEqual(again.body);
    const listed = await organizer.getAs(
      organizerEventPageSchema,
      '/api/organizer/events?status=postponed&pageSize=100',
    );
    expect(listed.body.items.find((item) => item.id === eventId)?.startsAt).toBe(again.body.startsAt);
  });

  it("shows the fan's booking at the new date", async () => {
    const eventId = nextEvent();
    const fan = apiClient(t.app);
    await signUp(fan);
    const hold = await holdCategory(fan, eventId, 'economy', 1);
    const created = (await checkout(fan, hold.id)).body;
    const paid = (await pay(fan, created.order.id)).body;
    await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
    const moved = await organizer.postAs(
      postponedEventSchema,
      `/api/organizer/events/${eventId}/postpone`,
      istIn(80),
    );
    const [listed] = (await fan.getAs(bookingListSchema, '/api/bookings')).body.items;
    expect(listed).toMatchObject({
      status: 'confirmed',
      eventDate: moved.body.startsAt,
      eventEndsAt: moved.body.endsAt,
    });
    expect(listed?.tickets).toHaveLength(1);
    // A session opened now can still be paid after the postponement.
    expect((await openHold(fan, eventId)).id).toBeTruthy();
  });
});
