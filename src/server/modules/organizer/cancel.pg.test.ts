// Cancelling an event with 500 confirmed bookings on a real PostgreSQL 15 server while fans keep
// opening sessions, checking out and paying for it, and a second server's refund pass runs at the
// same time (decision 009 section 6): every booking confirmed before the cancel committed is
// refunded exactly once, and nothing is sold after it.
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { eventCancellationSchema } from '../../../shared/schemas/organizer';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { eventCategories, events, users } from '../../db/schema';
import { type ApiClient, apiClient, signUp, TEST_HOSTS } from '../../test/api-client';
import { cardPayment, TEST_CONTACT } from '../../test/booking-flow';
import { createPgTestDatabase, TEST_ANCHOR } from '../../test/test-database';

const BULK_BOOKINGS = 500;
const FANS = 40;

let database: Database;
const appOn = (db: Database) =>
  createApp({
    database: db,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR),
    auth: { failureDelay: async () => {}, trustProxy: true },
    webhooksAtOnce: false,
  });
let app: ReturnType<typeof createApp>;
/** Another server on the same database: its refund pass runs while the first answers the cancel. */
let otherServer: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 40, poolSize: 20 });
  app = appOn(database);
  otherServer = appOn(database);
}, 120_000);
afterAll(() => database.close());

const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n ?? -1;

/**
 * 500 bookings confirmed and paid, written in three statements: each a booking of one Gold place at
 * its own total, its paid gateway order and its captured payment (acknowledged: settled long ago),
 * and its ticket; the places counted as sold.
 */
async function confirmedInBulk(eventId: string) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO bookings (reference, event_id, status, category, seats, seat_labels, quote, total_paise,
        contact_name, contact_email, contact_phone, order_id, payment_id, payment_method, created_at, confirmed_at)
      SELECT 'KP-BULK' || lpad(i::text, 4, '0'), ${eventId}, 'confirmed', 'gold', 1, ARRAY['Gold-' || i],
        jsonb_build_object('seats', 2500, 'addOns', i % 3 * 500, 'insurance', 99, 'convenienceFee', 125,
          'gst', 477 + i % 3 * 90, 'total', 3201 + i % 3 * 590),
        (3201 + i % 3 * 590) * 100, 'Bulk Fan ' || i, 'bulk' || i || '@example.com', '9876543210',
        'order_bulk_' || i, 'pay_bulk_' || i, 'card', ${TEST_ANCHOR.toISOString()}::timestamptz,
        ${TEST_ANCHOR.toISOString()}::timestamptz
      FROM generate_series(1, ${BULK_BOOKINGS}) i`);
    await tx.execute(sql`
      INSERT INTO gateway_orders (id, booking_id, amount_paise, receipt, status, created_at)
      SELECT order_id, id, total_paise, reference, 'paid', created_at FROM bookings WHERE order_id LIKE 'order_bulk_%'`);
    await tx.execute(sql`
      INSERT INTO gateway_payments (id, order_id, method, status, amount_paise, created_at, acknowledged_at)
      SELECT payment_id, order_id, 'card', 'captured', total_paise, created_at, created_at
      FROM bookings WHERE payment_id LIKE 'pay_bulk_%'`);
    await tx.execute(sql`
      INSERT INTO tickets (booking_id, event_id, seat_label, holder_name, position, issued_at)
      SELECT id, event_id, seat_labels[1], contact_name, 0, created_at FROM bookings WHERE payment_id LIKE 'pay_bulk_%'`);
    await tx.execute(sql`
      UPDATE event_categories SET sold = sold + ${BULK_BOOKINGS} WHERE event_id = ${eventId} AND category_id = 'gold'`);
    await tx.execute(sql`UPDATE events SET seats_sold = seats_sold + ${BULK_BOOKINGS} WHERE id = ${eventId}`);
  });
}

const created = z.object({ id: z.string() });
const checkedOut = z.object({ booking: z.object({ id: z.string() }), order: z.object({ id: z.string() }) });
const paid = z.object({ orderId: z.string(), paymentId: z.string(), signature: z.string() });

/** Purchases the fans completed so far. */
let booked = 0;

/**
 * One fan buying one Regular place over and over until the event is off sale: open a session,
 * choose, check out, pay, confirm. Answers each purchase's outcome.
 */
async function keepBuying(fan: ApiClient, eventId: string) {
  const outcomes: string[] = [];
  for (;;) {
    const hold = await fan.post('/api/holds', { eventId });
    if (hold.status !== 201) {
      outcomes.push(`hold ${hold.status}`);
      // Nothing more to buy once the event is off sale.
      if (hold.status === 409) break;
      continue;
    }
    const holdId = created.parse(hold.body).id;
    const chosen = await fan.put(`/api/holds/${holdId}`, {
      selection: { kind: 'category', categoryId: 'regular', quantity: 1 },
    });
    if (chosen.status !== 200) {
      outcomes.push(`select ${chosen.status}`);
      continue;
    }
    const checkout = await fan.post(`/api/holds/${holdId}/checkout`, { contact: TEST_CONTACT });
    if (checkout.status !== 201) {
      outcomes.push(`checkout ${checkout.status}`);
      continue;
    }
    const { booking, order } = checkedOut.parse(checkout.body);
    const payment = await fan.post(`/api/gateway/orders/${order.id}/payments`, cardPayment());
    if (payment.status !== 200) {
      outcomes.push(`pay ${payment.status}`);
      continue;
    }
    const confirmed = await fan.post(`/api/bookings/${booking.id}/confirm`, paid.parse(payment.body));
    if (confirmed.status === 200) booked += 1;
    outcomes.push(
      confirmed.status === 200 ? 'booked' : `confirm ${apiErrorSchema.parse(confirmed.body).error.code}`,
    );
  }
  return outcomes;
}

describe('cancelling an event on PostgreSQL', () => {
  it('refunds all 500 bookings and every one confirmed before the cancel exactly once, while fans keep buying; nothing is sold after', async () => {
    // An event on sale with Gold places for the 500 and Regular places for the fans.
    const [event] = await database.db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.status, 'scheduled'),
          gt(events.startsAt, new Date(TEST_ANCHOR.getTime() + 86_400_000)),
          gte(events.totalSeats, 20_000),
        ),
      )
      .orderBy(asc(events.startsAt))
      .limit(1);
    if (!event) throw new Error('no large event on sale');
    const eventId = event.id;
    const organizer = apiClient(app);
    const account = await signUp(organizer, 'Event Organiser');
    await database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, account.id));
    await database.db.update(events).set({ organizerId: account.id }).where(eq(events.id, eventId));
    await confirmedInBulk(eventId);
    // The event's places sold as the cancel commits (its categories' counts, which every sale moves
    // under the event row's lock), kept by a trigger of this test: a sale after the commit would add
    // to them.
    await database.db.execute(sql`CREATE TABLE test_cancel_commit (sold integer NOT NULL)`);
    await database.db.execute(sql`
      CREATE FUNCTION test_mark_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO test_cancel_commit
          SELECT sum(sold) FROM event_categories WHERE event_id = NEW.id;
        RETURN NEW;
      END $$`);
    await database.db.execute(sql`
      CREATE TRIGGER test_mark_cancel AFTER UPDATE OF status ON events FOR EACH ROW
      WHEN (NEW.status = 'cancelled' AND OLD.status <> 'cancelled') EXECUTE FUNCTION test_mark_cancel()`);
    const soldNow = async () =>
      (
        await database.db
          .select({ sold: sql<number>`sum(${eventCategories.sold})::int` })
          .from(eventCategories)
          .where(eq(eventCategories.eventId, eventId))
      )[0]?.sold ?? -1;
    const before = await soldNow();
    const [counted] = await database.db.select().from(events).where(eq(events.id, eventId));

    // Fans buy for a while before the cancel, during it and after it (until the event is off sale).
    let cancelAnswered = false;
    const fans = Array.from({ length: FANS }, (_, i) => apiClient(app, { ip: `10.9.${i >> 8}.${i & 255}` }));
    const buying = fans.map((fan) => keepBuying(fan, eventId));
    while (booked < FANS) await new Promise((resolve) => setTimeout(resolve, 50));
    let otherPasses = 0;
    const otherPass = (async () => {
      while (!cancelAnswered) otherPasses += await otherServer.background.refundNow();
    })();
    const started = performance.now();
    const answer = await organizer.postAs(
      eventCancellationSchema,
      `/api/organizer/events/${eventId}/cancel`,
      {
        reason: 'Stadium closed by the authorities',
      },
    );
    cancelAnswered = true;
    const cancelMs = performance.now() - started;
    expect(answer.status).toBe(200);
    expect(answer.body.cancelled).toBe(true);
    await otherPass;
    const outcomes = (await Promise.all(buying)).flat();
    // The rest (the request refunds at most 200 itself) by the refund pass it started.
    await app.background.refundNow();
    // Captures whose confirmation never came are settled (refunded) by the reconciler.
    await app.background.reconcileNow();

    const [committed] = rowsOf<{ sold: number }>(
      await database.db.execute(sql`SELECT sold FROM test_cancel_commit`),
    );
    const soldBeforeCancel = (committed?.sold ?? 0) - before;
    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(booked);

    // Nothing sold after the cancel committed; the event's count of places sold agrees.
    expect(await soldNow()).toBe(committed?.sold);
    const [after] = await database.db.select().from(events).where(eq(events.id, eventId));
    expect((after?.seatsSold ?? 0) - (counted?.seatsSold ?? 0)).toBe(soldBeforeCancel);
    // The fans bought before the cancel, were refused after it, at every step.
    // What the fans bought before the cancel (the 500 were sold before this began).
    expect(soldBeforeCancel).toBe(booked);
    expect(outcomes.some((outcome) => outcome === 'hold 409')).toBe(true);
    const scope = sql`b.event_id = ${eventId}`;
    // Every booking confirmed before the cancel (the 500 and the fans') is refunded: none is left
    // confirmed, and each has exactly one refunded payment, for its whole total.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM bookings b WHERE ${scope} AND b.status = 'confirmed'`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM bookings b WHERE ${scope} AND b.status = 'refunded'`),
    ).toBe(BULK_BOOKINGS + booked);
    expect(
      await count(sql`
        SELECT count(*)::int AS n FROM bookings b WHERE ${scope} AND b.status = 'refunded' AND (b.refunded_at IS NULL
          OR (SELECT count(*) FROM gateway_payments p JOIN gateway_orders o ON o.id = p.order_id
              WHERE o.booking_id = b.id AND p.status = 'refunded' AND p.id = b.payment_id
                AND p.amount_paise = b.total_paise AND o.status = 'refunded') <> 1)`),
    ).toBe(0);
    // No payment for this event is left captured: a payment after the cancel was refunded.
    expect(
      await count(sql`
        SELECT count(*)::int AS n FROM gateway_payments p JOIN gateway_orders o ON o.id = p.order_id
        JOIN bookings b ON b.id = o.booking_id WHERE ${scope} AND p.status = 'captured'`),
    ).toBe(0);
    // Payments that came after the cancel: refunded, their bookings cancelled, no tickets.
    const refusedPayments = outcomes.filter((outcome) => outcome === 'confirm event_cancelled').length;
    expect(outcomes.filter((outcome) => outcome.startsWith('confirm'))).toHaveLength(refusedPayments);
    expect(
      await count(sql`
        SELECT count(*)::int AS n FROM bookings b JOIN gateway_payments p ON p.id = b.payment_id
        WHERE ${scope} AND b.status = 'cancelled' AND p.status = 'refunded'`),
    ).toBe(refusedPayments);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM tickets t JOIN bookings b ON b.id = t.booking_id
        WHERE ${scope} AND b.status = 'cancelled'`),
    ).toBe(0);
    // The cancel's answer and the second server's pass shared the work; the count adds up.
    const progress = await organizer.getAs(
      eventCancellationSchema,
      `/api/organizer/events/${eventId}/cancellation`,
    );
    expect([progress.body.refunded, progress.body.remaining]).toEqual([BULK_BOOKINGS + booked, 0]);
    const [refundedPaise] = rowsOf<{ paise: number }>(
      await database.db.execute(sql`
        SELECT sum(b.total_paise)::int AS paise FROM bookings b WHERE ${scope} AND b.status = 'refunded'`),
    );
    expect(progress.body.refundedPaise).toBe(refundedPaise?.paise);
    // When it answered, every booking confirmed before the cancel was refunded or still to be.
    expect(answer.body.refunded + answer.body.remaining).toBe(BULK_BOOKINGS + booked);
    console.log(
      `cancel answered in ${Math.round(cancelMs)} ms: ${answer.body.refunded} refunded, ${answer.body.remaining} left; ` +
        `other server's pass refunded ${otherPasses}; fans booked ${booked} before, ${refusedPayments} payments refunded after; ` +
        `outcomes ${JSON.stringify(countBy(outcomes))}`,
    );
    await database.db.execute(sql`DROP TRIGGER test_mark_cancel ON events`);
  }, 60_000);
});

function countBy(values: string[]) {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
