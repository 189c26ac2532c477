import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryBlocks } from '../../../shared/domain/block-categories';
import {
  bookingSchema,
  eventBlocksSchema,
  holdSchema,
  planSeatsRefusalSchema,
} from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { eventCategories } from '../../db/schema';
import { type ApiClient, apiClient, TEST_HOSTS } from '../../test/api-client';
import { checkout, openHold, pay } from '../../test/booking-flow';
import { someoneWaitsForALock } from '../../test/lock-waits';
import { putOnPlan } from '../../test/plan-event';
import { createPgTestDatabase, onSaleEventTaker, TEST_ANCHOR } from '../../test/test-database';

// Plan seats on a real PostgreSQL 15 server with a 20-connection pool, from two API processes' worth
// of hold batches (two apps on one database) at once: many buyers racing for the same and
// overlapping seats across blocks, while others pay. No seat may be held or sold twice, the
// categories' counters must equal the seats, and no request may fail (a deadlock would be a 500).
let database: Database;
let apps: ReturnType<typeof createApp>[];
let take: () => string;

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 20, poolSize: 20 });
  apps = [0, 1].map(() =>
    createApp({
      database,
      allowedHosts: TEST_HOSTS,
      now: () => new Date(TEST_ANCHOR),
      auth: { failureDelay: async () => {}, trustProxy: true },
      webhooksAtOnce: false,
      sessionsPerAddress: 0,
    }),
  );
  take = await onSaleEventTaker(database);
}, 120_000);
afterAll(() => database.close());

const answer = z.union([holdSchema, planSeatsRefusalSchema, apiErrorSchema]);

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The session ran out a second ago and has not been given back yet (no sweep has run). */
async function ranOutUnswept(holdId: string) {
  const ranOut = new Date(TEST_ANCHOR.getTime() - 1000).toISOString();
  await database.db.execute(
    sql`UPDATE holds SET expires_at = ${ranOut}::timestamptz WHERE id = ${holdId}::uuid`,
  );
  await database.db.execute(
    sql`UPDATE seat_holds SET expires_at = ${ranOut}::timestamptz WHERE hold_id = ${holdId}::uuid`,
  );
}

describe('plan seats under concurrency (PostgreSQL)', () => {
  it('160 buyers on two batch streams race for 36 seats in three blocks while others pay: nothing held or sold twice', async () => {
    const eventId = take();
    const plan = await putOnPlan(database, eventId);
    const gold = categoryBlocks(plan).find((c) => c.id === 'gold');
    const blocks = gold?.blockIds.slice(0, 3) ?? [];
    expect(blocks).toHaveLength(3);
    const pool = blocks.flatMap((blockId) => Array.from({ length: 12 }, (_, index) => ({ blockId, index })));
    const next = random(15);
    const pick = () => {
      const count = 1 + Math.floor(next() * 4);
      const chosen = new Map<string, { blockId: string; index: number }>();
      while (chosen.size < count) {
        const seat = pool[Math.floor(next() * pool.length)] ?? pool[0];
        if (seat) chosen.set(`${seat.blockId}:${seat.index}`, seat);
      }
      return [...chosen.values()];
    };

    const buyers: ApiClient[] = Array.from({ length: 160 }, (_, i) =>
      apiClient(apps[i % 2] as ReturnType<typeof createApp>, { ip: `10.9.${i >> 8}.${i & 255}` }),
    );
    const holdIds = await Promise.all(buyers.map(async (buyer) => (await openHold(buyer, eventId)).id));
    const statuses: number[] = [];
    const holding = new Map<number, string[]>();
    const round = (who: number[]) =>
      Promise.all(
        who.map(async (i) => {
          const buyer = buyers[i] as ApiClient;
          const seats = pick();
          const put = await buyer.putAs(answer, `/api/holds/${holdIds[i]}`, {
            selection:
              next() < 0.2
                ? { kind: 'best', categoryId: 'gold', count: seats.length }
                : { kind: 'planSeats', seats },
          });
          statuses.push(put.status);
          if (put.status === 200 && 'seatLabels' in put.body && put.body.selection?.kind === 'planSeats') {
            holding.set(
              i,
              put.body.selection.seats.map((seat) => seat.id),
            );
          }
        }),
      );
    const everyone = buyers.map((_, i) => i);
    await round(everyone);
    // The seats granted in the first round belong to one buyer each.
    const firstRound = [...holding.values()].flat();
    expect(new Set(firstRound).size).toBe(firstRound.length);

    // Then: buyers holding seats pay for them while everyone else asks again, at once.
    const payers = [...holding.keys()];
    const paying = Promise.all(
      payers.map(async (i) => {
        const buyer = buyers[i] as ApiClient;
        const seats = holding.get(i)?.length ?? 1;
        const created = await checkout(buyer, holdIds[i] as string, {
          guests: Array.from({ length: seats - 1 }, (_, g) => ({ name: `Guest ${g + 1}` })),
        });
        expect(created.status).toBe(201);
        const paid = await pay(buyer, created.body.order.id);
        const confirmed = await buyer.postAs(
          bookingSchema,
          `/api/bookings/${created.body.booking.id}/confirm`,
          paid.body,
        );
        expect(confirmed.status).toBe(200);
        return confirmed.body.tickets.map((ticket) => ticket.seatLabel);
      }),
    );
    await round(everyone.filter((i) => !holding.has(i)));
    const tickets = (await paying).flat();
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);

    // Never sold twice: one ticket per seat label, as many as the sold bits.
    expect(new Set(tickets).size).toBe(tickets.length);
    const sold = rowsOf<{ block_id: string; sold: number }>(
      await database.db.execute(
        sql`SELECT block_id, bit_count(sold)::int AS sold FROM block_inventory WHERE event_id = ${eventId}`,
      ),
    );
    const soldSeats = sold.reduce((sum, row) => sum + row.sold, 0);
    expect(soldSeats).toBe(tickets.length);
    // Never held twice (the primary key), and never both held and sold.
    const heldAndSold = rowsOf<{ n: number }>(
      await database.db.execute(sql`
        SELECT count(*)::int AS n FROM seat_holds o JOIN block_inventory b USING (event_id, block_id)
        WHERE o.event_id = ${eventId} AND get_bit(b.sold, o.seat_index) = 1`),
    );
    expect(heldAndSold[0]?.n).toBe(0);
    // The counters are the seats: sold = the sold bits, held = the seats named for holds.
    const held = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n FROM seat_holds WHERE event_id = ${eventId}`),
    );
    const [counters] = await database.db
      .select({ sold: eventCategories.sold, held: eventCategories.held })
      .from(eventCategories)
      .where(sql`${eventCategories.eventId} = ${eventId} AND ${eventCategories.categoryId} = 'gold'`);
    expect(counters).toEqual({ sold: soldSeats, held: held[0]?.n });
    const others = await database.db
      .select({ held: eventCategories.held, sold: eventCategories.sold })
      .from(eventCategories)
      .where(eq(eventCategories.eventId, eventId));
    expect(others.reduce((sum, row) => sum + row.sold, 0)).toBe(soldSeats);
  }, 120_000);

  it('a seat whose hold is extended while a buyer takes it over is refused by name, not answered held', async () => {
    const eventId = take();
    const plan = await putOnPlan(database, eventId);
    const blockId = categoryBlocks(plan).find((c) => c.id === 'gold')?.blockIds[0] ?? '';
    const seats = [{ blockId, index: 0 }];
    const [app] = apps as [ReturnType<typeof createApp>];
    const first = apiClient(app, { ip: '10.8.0.1' });
    const second = apiClient(app, { ip: '10.8.0.2' });
    const theirs = await openHold(first, eventId);
    expect(
      (await first.putAs(answer, `/api/holds/${theirs.id}`, { selection: { kind: 'planSeats', seats } }))
        .status,
    ).toBe(200);
    await ranOutUnswept(theirs.id);
    const mine = await openHold(second, eventId);
    // The seat's row is extended in a transaction that commits only once the taker waits for it.
    const later = new Date(TEST_ANCHOR.getTime() + 300_000).toISOString();
    const taking = await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE seat_holds SET expires_at = ${later}::timestamptz WHERE hold_id = ${theirs.id}::uuid`,
      );
      const put = second.putAs(answer, `/api/holds/${mine.id}`, { selection: { kind: 'planSeats', seats } });
      await someoneWaitsForALock(database);
      return { put };
    });
    const refused = await taking.put;
    expect(refused.status).toBe(409);
    expect(planSeatsRefusalSchema.parse(refused.body).error.seats).toEqual([{ blockId, index: 0 }]);
    const owners = rowsOf<{ hold_id: string }>(
      await database.db.execute(sql`SELECT hold_id FROM seat_holds WHERE event_id = ${eventId}`),
    );
    expect(owners).toEqual([{ hold_id: theirs.id }]);
    const [gold] = await database.db
      .select({ held: eventCategories.held })
      .from(eventCategories)
      .where(sql`${eventCategories.eventId} = ${eventId} AND ${eventCategories.categoryId} = 'gold'`);
    expect(gold?.held).toBe(1);
  });

  it("the blocks' version never goes down while a session that ran out is given back during the read", async () => {
    const eventId = take();
    const plan = await putOnPlan(database, eventId);
    const blockId = categoryBlocks(plan).find((c) => c.id === 'gold')?.blockIds[0] ?? '';
    const [app] = apps as [ReturnType<typeof createApp>];
    const fan = apiClient(app, { ip: '10.8.0.3' });
    const hold = await openHold(fan, eventId);
    const seats = [{ blockId, index: 0 }];
    expect(
      (await fan.putAs(answer, `/api/holds/${hold.id}`, { selection: { kind: 'planSeats', seats } })).status,
    ).toBe(200);
    await ranOutUnswept(hold.id);
    const blocks = () => fan.getAs(eventBlocksSchema, `/api/events/${eventId}/blocks`);
    const before = await blocks();
    // The read waits for seat_holds while the session is given back (its seat deleted, its block's
    // version raised to keep counting it) and committed.
    const reading = await database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE seat_holds IN ACCESS EXCLUSIVE MODE`);
      const read = blocks();
      await someoneWaitsForALock(database);
      await tx.execute(
        sql`SELECT kp_plan_give_back(h, ${TEST_ANCHOR.toISOString()}::timestamptz) FROM holds h WHERE h.id = ${hold.id}::uuid`,
      );
      return { read };
    });
    const during = await reading.read;
    expect(during.status).toBe(200);
    expect(during.body.version).toBeGreaterThan(before.body.version);
  });
});
