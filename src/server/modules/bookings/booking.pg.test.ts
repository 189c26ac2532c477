import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookingSchema, holdSchema, seatingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { ticketVerificationSchema } from '../../../shared/schemas/gate';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bookings, eventCategories, eventSeats, events, tickets, users } from '../../db/schema';
import { type ApiClient, apiClient, signUp, TEST_HOSTS } from '../../test/api-client';
import { checkout, holdCategory, openHold as openHoldOf, pay } from '../../test/booking-flow';
import { answerWithin, heldTransaction } from '../../test/lock-waits';
import { createPgTestDatabase, leaveFree, onSaleEventTaker, TEST_ANCHOR } from '../../test/test-database';

// Seat inventory on a real PostgreSQL 15 server with a 20-connection pool: hundreds of buyers at
// once, which PGlite (one connection) cannot show. No seat may be sold twice, no category oversold.
let database: Database;
let app: ReturnType<typeof createApp>;
let clock = TEST_ANCHOR.getTime();
/** The next scheduled event no other test of this file has used. */
let take: () => string;

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 60, poolSize: 20 });
  // Every buyer is a fan of their own, from an address of their own (X-Forwarded-For, trusted here).
  app = createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(clock),
    auth: { failureDelay: async () => {}, trustProxy: true },
    webhooksAtOnce: false,
  });
  take = await onSaleEventTaker(database);
}, 120_000);
afterAll(() => database.close());

/** A change of selection answers the hold, or a refusal. */
const holdOrRefusal = z.union([holdSchema, apiErrorSchema]);
let address = 0;
const buyers = (n: number) =>
  Array.from({ length: n }, () => {
    address += 1;
    return apiClient(app, { ip: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` });
  });
const openHold = async (client: ApiClient, eventId: string) => (await openHoldOf(client, eventId)).id;

/** Every category's counters are consistent: sold + held never above capacity. */
async function expectCountersSound(eventId: string) {
  const rows = await database.db.select().from(eventCategories).where(eq(eventCategories.eventId, eventId));
  for (const row of rows) {
    expect(row.sold + row.held).toBeLessThanOrEqual(row.capacity);
    expect(row.held).toBeGreaterThanOrEqual(0);
  }
  return rows;
}

describe('seat inventory under concurrency (PostgreSQL)', () => {
  it('commits holds without waiting for the disk, and bookings durably', async () => {
    const setting = async (db: Database['db']) =>
      rowsOf<{ synchronous_commit: string }>(await db.execute(sql`SHOW synchronous_commit`))[0]
        ?.synchronous_commit;
    expect(await setting(database.holdsDb)).toBe('off');
    expect(await setting(database.db)).toBe('on');
  });

  it('300 buyers racing for 8 Platinum places: exactly the free places are held, everyone else told why', async () => {
    const eventId = take();
    await leaveFree(database, eventId, 'platinum', 8);
    const clients = buyers(300);
    const holdIds = await Promise.all(clients.map((client) => openHold(client, eventId)));
    const free =
      (await clients[0]?.getAs(seatingSchema, `/api/events/${eventId}/seating`))?.body.categories.find(
        (c) => c.id === 'platinum',
      )?.available ?? 0;
    expect(free).toBeGreaterThan(0);

    const responses = await Promise.all(
      clients.map((client, i) =>
        client.putAs(holdOrRefusal, `/api/holds/${holdIds[i]}`, {
          selection: { kind: 'category', categoryId: 'platinum', quantity: 1 + (i % 2) },
        }),
      ),
    );
    const won = responses.filter((r) => r.status === 200);
    const lost = responses.filter((r) => r.status !== 200);
    const heldPlaces = responses.reduce((n, r, i) => n + (r.status === 200 ? 1 + (i % 2) : 0), 0);
    expect(heldPlaces).toBeLessThanOrEqual(free);
    expect(heldPlaces).toBeGreaterThanOrEqual(free - 1); // the last free place can be left when only pairs remain
    expect(won.length).toBeGreaterThan(0);
    for (const response of lost) {
      expect(response.status).toBe(409);
      const { error } = apiErrorSchema.parse(response.body);
      expect(error.code).toBe('category_unavailable');
      expect(error.message).toMatch(/^(Only \d+ seats left in Platinum|Platinum is sold out)$/);
    }
    const [platinum] = (await expectCountersSound(eventId)).filter((row) => row.categoryId === 'platinum');
    expect(platinum?.held).toBe(heldPlaces);
  }, 60_000);

  it('a refused hold keeps its database connection: 60 refusals open no new server sessions', async () => {
    const eventId = take();
    await leaveFree(database, eventId, 'platinum', 8);
    const [client] = buyers(1);
    if (!client) throw new Error('no client');
    const holdId = await openHold(client, eventId);
    const sessions = async () =>
      Number(
        rowsOf<{ sessions: string }>(
          await database.db.execute(
            sql`SELECT sessions FROM pg_stat_database WHERE datname = current_database()`,
          ),
        )[0]?.sessions,
      );
    const before = await sessions();
    for (let i = 0; i < 60; i += 1) {
      const refused = await client.putAs(apiErrorSchema, `/api/holds/${holdId}`, {
        selection: { kind: 'category', categoryId: 'platinum', quantity: 10 },
      });
      expect(refused.status).toBe(409);
    }
    // pg's own Pool.query closes a connection after any error: 60 refusals were 60 new sessions.
    expect((await sessions()) - before).toBeLessThan(5);
  });

  it('a connection ended mid-query fails that query only; the server lives on and the next query works', async () => {
    const slow = database.db.execute(sql`SELECT pg_sleep(30) /* to be ended */`);
    const failure = slow.then(
      () => undefined,
      (error: Error) => error,
    );
    for (let i = 0; i < 50; i += 1) {
      const ended = rowsOf<{ n: number }>(
        await database.holdsDb.execute(sql`
          SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE query LIKE '%to be ended%' AND pid <> pg_backend_pid()`),
      )[0]?.n;
      if (ended) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await failure).toBeInstanceOf(Error);
    // Every pooled connection still answers (the ended one was dropped, not handed to the next query).
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => database.db.execute(sql`SELECT 1 AS one`)),
    );
    expect(answers.map((answer) => rowsOf<{ one: number }>(answer)[0]?.one)).toEqual(Array(25).fill(1));
  });

  it('a batch of hold changes waits for a hold being paid for before it takes any place, so it cannot deadlock with the payment', async () => {
    const eventId = take();
    const [first, second] = buyers(2);
    if (!first || !second) throw new Error('no clients');
    const [a, b] = [await openHold(first, eventId), await openHold(second, eventId)];
    const now = new Date(clock).toISOString();
    const keyOf = async (hold: string) =>
      rowsOf<{ key: string }>(
        await database.db.execute(sql`SELECT holder_key AS key FROM holds WHERE id = ${hold}::uuid`),
      )[0]?.key;
    const ops = [
      { op: 'select', hold: a, holderKey: await keyOf(a), now, category: 'gold', quantity: 1, seats: null },
      {
        op: 'select',
        hold: b,
        holderKey: await keyOf(b),
        now,
        category: 'premium',
        quantity: 1,
        seats: null,
      },
    ];
    let batch: Promise<unknown> | undefined;
    // As payment confirmation does: lock hold b, then its category's row (here: gold, which a takes).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM holds WHERE id = ${b}::uuid FOR UPDATE`);
      // .then sends it now (drizzle queries run when awaited).
      batch = database.holdsDb
        .execute(sql`SELECT kp_hold_apply(${JSON.stringify(ops)}::jsonb) AS results`)
        .then((result) => result);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(
        sql`UPDATE event_categories SET held = held WHERE event_id = ${eventId} AND category_id = 'gold'`,
      );
    });
    const results = rowsOf<{ results: Record<string, unknown>[] }>(await batch)[0]?.results;
    expect(results?.map((r) => r.categoryId)).toEqual(['gold', 'premium']);
  });

  it('200 buyers racing for the same 6 map seats: no seat is held twice', async () => {
    const eventId = take();
    const clients = buyers(200);
    const map = (await clients[0]?.getAs(seatingSchema, `/api/events/${eventId}/seating`))?.body;
    const six =
      map?.sections[0]?.rows
        .flatMap((r) => r.seats)
        .filter((s) => s.status === 'available')
        .slice(0, 6)
        .map((s) => s.id) ?? [];
    expect(six).toHaveLength(6);
    const holdIds = await Promise.all(clients.map((client) => openHold(client, eventId)));
    // Each buyer wants two of the six, in a different order, so lock orders cross (deadlocks are retried).
    const wants = clients.map((_, i) =>
      [six[i % 6], six[(i * 5 + 1) % 6]].filter((id, k, list) => list.indexOf(id) === k),
    );
    const responses = await Promise.all(
      clients.map((client, i) =>
        client.putAs(holdOrRefusal, `/api/holds/${holdIds[i]}`, {
          selection: { kind: 'seats', seatIds: wants[i] },
        }),
      ),
    );
    const granted = responses.flatMap((r) => ('seatLabels' in r.body ? r.body.seatLabels : []));
    expect(new Set(granted).size).toBe(granted.length);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(409);
      expect(apiErrorSchema.parse(response.body).error).toMatchObject({
        code: 'seat_unavailable',
        message: 'This seat is already taken or blocked.',
      });
    }
    const held = await database.db
      .select({ seatId: eventSeats.seatId, holdId: eventSeats.holdId })
      .from(eventSeats)
      .where(and(eq(eventSeats.eventId, eventId), isNotNull(eventSeats.holdId)));
    expect(held.map((row) => row.seatId).sort()).toEqual([...granted].sort());
  }, 60_000);

  it('120 buyers paying for the free Gold places at once: never more tickets than places, every failure explained', async () => {
    const eventId = take();
    const clients = buyers(120);
    await clients[0]?.get(`/api/events/${eventId}/seating`); // writes the event's inventory
    const before = (await expectCountersSound(eventId)).find((row) => row.categoryId === 'gold');
    const free = (before?.capacity ?? 0) - (before?.sold ?? 0);
    const outcomes = await Promise.all(
      clients.map(async (client) => {
        const holdId = await openHold(client, eventId);
        const held = await client.putAs(holdOrRefusal, `/api/holds/${holdId}`, {
          selection: { kind: 'category', categoryId: 'gold', quantity: 1 },
        });
        if ('error' in held.body) return held.body.error.code;
        const created = await checkout(client, holdId);
        const paid = await pay(client, created.body.order.id);
        const confirmed = await client.postAs(
          bookingSchema,
          `/api/bookings/${created.body.booking.id}/confirm`,
          paid.body,
        );
        return confirmed.status === 200 ? 'booked' : `confirm ${confirmed.status}`;
      }),
    );
    const booked = outcomes.filter((o) => o === 'booked').length;
    expect(booked).toBe(Math.min(free, clients.length));
    expect(outcomes.filter((o) => o !== 'booked').every((o) => o === 'category_unavailable')).toBe(true);
    const after = (await expectCountersSound(eventId)).find((row) => row.categoryId === 'gold');
    expect(after?.sold).toBe((before?.sold ?? 0) + booked);
    expect(after?.held).toBe(0);
    const [ticketCount] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.eventId, eventId));
    expect(ticketCount?.n).toBe(booked);
    const [event] = await database.db
      .select({ sold: events.seatsSold })
      .from(events)
      .where(eq(events.id, eventId));
    const [confirmedSeats] = await database.db
      .select({ n: sql<number>`coalesce(sum(${bookings.seats}), 0)::int` })
      .from(bookings)
      .where(and(eq(bookings.eventId, eventId), eq(bookings.status, 'confirmed')));
    expect(event?.sold).toBeGreaterThanOrEqual(confirmedSeats?.n ?? 0);
  }, 120_000);

  it("a sale in flight does not hold up another sale of the event, and the event's count of places sold keeps up", async () => {
    const eventId = take();
    const [first, second] = buyers(2);
    // Different categories: sales of one category still wait for each other on its counters.
    const paidFor = async (client: ApiClient | undefined, categoryId: string) => {
      if (!client) throw new Error('no client');
      const hold = await holdCategory(client, eventId, categoryId, 2);
      const created = await checkout(client, hold.id, { guests: [{ name: 'Guest Gupta' }] });
      const paid = await pay(client, created.body.order.id);
      return { client, holdId: hold.id, bookingId: created.body.booking.id, paid: paid.body };
    };
    const firstFan = await paidFor(first, 'gold');
    const secondFan = await paidFor(second, 'regular');
    const soldCount = async () =>
      (await database.db.select({ sold: events.seatsSold }).from(events).where(eq(events.id, eventId)))[0]
        ?.sold ?? -1;
    const before = await soldCount();
    // The first fan's sale made and not yet committed, as while its confirmation writes the tickets.
    const inFlight = heldTransaction(database, (tx) =>
      tx.execute(sql`SELECT kp_hold_sell(${firstFan.holdId}::uuid, ${firstFan.bookingId}::uuid, ${eventId},
        'gold', 2, '{}'::text[], ${new Date(clock).toISOString()}::timestamptz)`),
    );
    await inFlight.isReady;
    try {
      const confirming = secondFan.client.postAs(
        bookingSchema,
        `/api/bookings/${secondFan.bookingId}/confirm`,
        secondFan.paid,
      );
      const answer = await answerWithin(confirming);
      expect(answer === 'still waiting' ? answer : answer.status).toBe(200);
      expect(await soldCount()).toBe(before + 2);
    } finally {
      inFlight.release();
      await inFlight.done;
    }
    // The first sale committed without a count, as in a process killed after its commit: the
    // reconciler's pass counts it, and a pass after that finds nothing behind.
    expect(await soldCount()).toBe(before + 2);
    expect(await app.background.countSoldNow()).toBeGreaterThanOrEqual(1);
    expect(await soldCount()).toBe(before + 4);
    expect(await app.background.countSoldNow()).toBe(0);
  }, 60_000);

  it("the reconciler's count does not wait for an event someone holds: it counts the others, and that one next time", async () => {
    const [held, free] = [take(), take()];
    const soldOf = async (eventId: string) =>
      (await database.db.select({ sold: events.seatsSold }).from(events).where(eq(events.id, eventId)))[0]
        ?.sold ?? -1;
    const [heldSold, freeSold] = [await soldOf(held), await soldOf(free)];
    // Counts lost, as in a process killed between two sales and their counts.
    await database.db.execute(
      sql`UPDATE events SET seats_sold = seats_sold - 3 WHERE id IN (${held}, ${free})`,
    );
    const editing = heldTransaction(database, (tx) =>
      tx.execute(sql`SELECT id FROM events WHERE id = ${held} FOR UPDATE`),
    );
    await editing.isReady;
    try {
      const answer = await answerWithin(app.background.countSoldNow());
      expect(answer).toBe(1);
      expect([await soldOf(held), await soldOf(free)]).toEqual([heldSold - 3, freeSold]);
    } finally {
      editing.release();
      await editing.done;
    }
    expect(await app.background.countSoldNow()).toBe(1);
    expect(await soldOf(held)).toBe(heldSold);
  });

  it('ten simultaneous confirmations of one payment make one booking and one set of tickets', async () => {
    const eventId = take();
    const [client] = buyers(1);
    if (!client) throw new Error('no client');
    const holdId = await openHold(client, eventId);
    await client.put(`/api/holds/${holdId}`, {
      selection: { kind: 'category', categoryId: 'regular', quantity: 3 },
    });
    const created = (await checkout(client, holdId, { guests: [{ name: 'A' }, { name: 'B' }] })).body;
    const payments = await Promise.all(Array.from({ length: 10 }, () => pay(client, created.order.id)));
    expect(new Set(payments.map((p) => p.body.paymentId)).size).toBe(1);
    const confirmations = await Promise.all(
      payments.map((p) =>
        client.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, p.body),
      ),
    );
    expect(confirmations.every((c) => c.status === 200)).toBe(true);
    const rows = await database.db.select().from(tickets).where(eq(tickets.bookingId, created.booking.id));
    expect(rows).toHaveLength(3);
    const [regular] = (await expectCountersSound(eventId)).filter((row) => row.categoryId === 'regular');
    expect(regular?.held).toBe(0);

    // Ten gates scanning the same ticket at once: it admits exactly once.
    const gate = apiClient(app);
    const staff = await signUp(gate, 'Gate Staff', 'gate.pg@example.com');
    await database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, staff.id));
    await database.db.update(events).set({ organizerId: staff.id }).where(eq(events.id, eventId));
    const token = confirmations[0]?.body.tickets[0]?.token ?? '';
    const scans = await Promise.all(
      Array.from({ length: 10 }, () =>
        gate.postAs(ticketVerificationSchema, '/api/tickets/admit', { token, eventId }),
      ),
    );
    expect(scans.filter((scan) => scan.body.valid)).toHaveLength(1);
    expect(scans.filter((scan) => scan.body.reason?.startsWith('Already admitted at'))).toHaveLength(9);
  }, 60_000);

  it('holds released at expiry are free for the next buyers at once, without a background job', async () => {
    const eventId = take();
    // Fewer Gold places than buyers: the next buyers can only have them by reclaiming expired holds.
    await leaveFree(database, eventId, 'gold', 30);
    const clients = buyers(50);
    const free =
      (await clients[0]?.getAs(seatingSchema, `/api/events/${eventId}/seating`))?.body.categories.find(
        (c) => c.id === 'gold',
      )?.available ?? 0;
    const holdIds = await Promise.all(clients.map((client) => openHold(client, eventId)));
    await Promise.all(
      clients.map((client, i) =>
        client.put(`/api/holds/${holdIds[i]}`, {
          selection: { kind: 'category', categoryId: 'gold', quantity: 1 },
        }),
      ),
    );
    expect((await expectCountersSound(eventId)).find((row) => row.categoryId === 'gold')?.held).toBe(
      Math.min(free, 50),
    );

    clock += 900_000;
    try {
      const next = buyers(50);
      const nextHolds = await Promise.all(next.map((client) => openHold(client, eventId)));
      const responses = await Promise.all(
        next.map((client, i) =>
          client.put(`/api/holds/${nextHolds[i]}`, {
            selection: { kind: 'category', categoryId: 'gold', quantity: 1 },
          }),
        ),
      );
      expect(responses.filter((r) => r.status === 200)).toHaveLength(Math.min(free, 50));
      const gold = (await expectCountersSound(eventId)).find((row) => row.categoryId === 'gold');
      expect(gold?.held).toBe(Math.min(free, 50));
    } finally {
      clock = TEST_ANCHOR.getTime();
    }
  }, 60_000);
});
