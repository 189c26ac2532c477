import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SectionId } from '../../../shared/booking-constants';
import type { mapSeatsAtStart } from '../../../shared/domain/seat-map';
import { type HoldProgress, planSeatRefSchema, sectionIdSchema } from '../../../shared/schemas/booking';
import { serialBatcher } from '../../db/batch';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  blockInventory,
  eventCategories,
  eventSeats,
  eventSections,
  events,
  holds,
  seatHolds,
  venues,
} from '../../db/schema';
import { publishedEvent } from '../catalogue/catalogue.repo';
import { blockQueries } from './block-inventory.repo';

type MapSeatAtStart = ReturnType<typeof mapSeatsAtStart>[number];

import {
  joinTransaction,
  retryingTransaction,
  retryOnConflict,
  type Transaction,
} from '../../db/transaction';

export type HoldRow = typeof holds.$inferSelect;

/** What kp_hold_select answers when it changed the selection: the hold's new selection, priced. */
const heldSelectionSchema = z.object({
  eventId: z.string(),
  expiresAt: z.string(),
  categoryId: z.string().nullable(),
  quantity: z.number().int(),
  unitPricePaise: z.number().int().nullable(),
  seats: z.array(z.object({ id: z.string(), section: sectionIdSchema, pricePaise: z.number().int() })),
  /** Plan seats held (an event on its venue's seating plan): their category, not yet priced or labelled. */
  planSeats: z.array(planSeatRefSchema.extend({ categoryId: z.string() })).default([]),
});
export type HeldSelection = z.infer<typeof heldSelectionSchema>;

/** A price point's price now and without its deal, in paise (both the same when no deal runs). */
export interface PointPrice {
  unitPricePaise: number;
  listPricePaise: number;
}
/** Price points by category id or 'section:<id>' (event_deals names map sections that way). */
export type PointPrices = ReadonlyMap<string, PointPrice>;
export const sectionPoint = (sectionId: string) => `section:${sectionId}`;

/** kp_hold_select's refusals (db/functions/kp_hold_select.sql); nothing was changed. */
const holdRefusalSchema = z.discriminatedUnion('refused', [
  z.object({ refused: z.literal('hold_not_found') }),
  z.object({ refused: z.literal('hold_expired') }),
  z.object({ refused: z.literal('hold_checked_out') }),
  z.object({ refused: z.literal('not_on_sale') }),
  z.object({ refused: z.literal('seat_unavailable'), seatIds: z.array(z.string()) }),
  z.object({ refused: z.literal('category_unavailable'), free: z.number().int().min(0) }),
  z.object({ refused: z.literal('plan_seats_unavailable'), seats: z.array(planSeatRefSchema) }),
  z.object({ refused: z.literal('wrong_seating'), seatPlan: z.boolean() }),
]);
export type HoldRefusal = z.infer<typeof holdRefusalSchema>;

const selectAnswerSchema = z.union([holdRefusalSchema, heldSelectionSchema]);

/** A plan seat to hold, as the API checked it against the venue's plan. */
export interface PlanSeatToTake {
  blockId: string;
  index: number;
  categoryId: string;
  /** Its block's seats (the block's inventory row is written on its first hold). */
  blockSeats: number;
}

/** What a booking bought, as its payment confirmation sells it. */
export interface HeldSale {
  holdId: string | null;
  bookingId: string;
  eventId: string;
  /** The category of category places; unused for map seats. */
  categoryId: string;
  quantity: number;
  /** Map seat ids; empty for category places. */
  seatIds: string[];
}
const saleAnswerSchema = z.union([
  z.object({ sold: z.number().int() }),
  z.object({ refused: z.enum(['places_gone', 'event_cancelled']) }),
]);
/** Why a booking's places could not be sold: they were taken, or its event was cancelled. */
export type SaleRefusal = 'places_gone' | 'event_cancelled';
const releaseAnswerSchema = z.union([
  z.object({ released: z.boolean() }),
  z.object({ refused: z.literal('hold_checked_out') }),
]);
/** kp_hold_open's answer (db/functions/kp_hold_open.sql). */
const openAnswerSchema = z.union([
  z.object({ id: z.string(), expiresAt: z.string() }),
  z.object({
    refused: z.enum(['event_not_found', 'not_on_sale', 'too_many_sessions', 'queue_pass_required']),
  }),
]);

/** Who asks to use a hold: the browser's holder key (SHA-256 of its cookie) and the account, if any. */
export interface HoldCaller {
  holderKey: string;
  userId: string | null;
}
/** kp_hold_apply's answer for an operation it could not apply. */
const failedOperationSchema = z.object({ error: z.string(), message: z.string() });

const callersHold = (holdId: string, caller: HoldCaller) =>
  and(eq(holds.id, holdId), sql`kp_hold_is_callers(${holds}, ${caller.holderKey}, ${caller.userId}::uuid)`);

function inventoryQueries(db: Db) {
  return {
    ...blockQueries(db),
    /**
     * The event as fans see it (published, not taken down), or with `orTakenDown` also one an admin
     * has taken down: opening a session on that is refused as not on sale, as kp_hold_open does.
     */
    async eventForSale(eventId: string, { orTakenDown = false } = {}) {
      const [row] = await db
        .select({
          id: events.id,
          title: events.title,
          status: events.status,
          startsAt: events.startsAt,
          endsAt: events.endsAt,
          totalSeats: events.totalSeats,
          seatsSold: events.seatsSold,
          saleOpensAt: events.saleOpensAt,
          stadium: venues.name,
          seatPlan: events.seatPlan,
          venueId: events.venueId,
        })
        .from(events)
        .innerJoin(venues, eq(venues.id, events.venueId))
        // A draft is no event to a fan: its seating and sessions answer 404.
        .where(and(eq(events.id, eventId), orTakenDown ? ne(events.status, 'draft') : publishedEvent));
      return row;
    },

    async lockEvent(eventId: string) {
      await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    },

    /** Whether the map's seats of the event are written (its price list always is). */
    async seatsWritten(eventId: string) {
      const [row] = await db
        .select({ one: sql`1` })
        .from(eventSeats)
        .where(eq(eventSeats.eventId, eventId))
        .limit(1);
      return row !== undefined;
    },

    /** The map's sections as the price list has them: price, seats and how many are sold. */
    sections(eventId: string) {
      return db
        .select({
          id: eventSections.sectionId,
          pricePaise: eventSections.pricePaise,
          seats: eventSections.seats,
          sold: eventSections.sold,
        })
        .from(eventSections)
        .where(eq(eventSections.eventId, eventId));
    },

    /**
     * Every price point of the event at `now` (db/functions/kp_point_prices.sql): its price to pay,
     * running deal applied, and its list price, keyed by category id or 'section:<id>'. Seating,
     * holds and the bill price from this one answer.
     */
    async pointPrices(eventId: string, now: Date): Promise<PointPrices> {
      const result = await db.execute(
        sql`SELECT kp_point_prices(${eventId}, ${now.toISOString()}::timestamptz) AS prices`,
      );
      const prices = rowsOf<{ prices: Record<string, PointPrice> }>(result)[0]?.prices ?? {};
      return new Map(Object.entries(prices));
    },

    /** Writes the map's seats at their section's price; a concurrent writer of the same rows changes nothing. */
    async writeSeats(eventId: string, seats: MapSeatAtStart[], pricePaise: Record<SectionId, number>) {
      await db
        .insert(eventSeats)
        .values(
          seats.map((seat): typeof eventSeats.$inferInsert => ({
            eventId,
            seatId: seat.id,
            section: seat.section,
            row: seat.row,
            number: seat.number,
            position: seat.position,
            pricePaise: pricePaise[seat.section],
            view: seat.view,
            accessible: seat.accessible,
            status: seat.blocked ? 'blocked' : seat.sold ? 'sold' : 'available',
          })),
        )
        .onConflictDoNothing();
    },

    /**
     * A section's new price on its map seats not yet sold (a sold seat was billed at its price);
     * nothing to do while the seats are not written.
     */
    async repriceSeats(eventId: string, sectionId: SectionId, pricePaise: number) {
      await db
        .update(eventSeats)
        .set({ pricePaise })
        .where(
          and(
            eq(eventSeats.eventId, eventId),
            eq(eventSeats.section, sectionId),
            sql`${eventSeats.status} <> 'sold'`,
          ),
        );
    },

    /**
     * Forgets the event's plan seats (its seat_holds and block_inventory rows) when its venue or
     * seat plan changes while nothing is sold or held: block ids repeat across venues with other
     * sizes and categories, and a block's row keeps its old venue's length.
     */
    async forgetPlanSeats(eventId: string) {
      await db.delete(seatHolds).where(eq(seatHolds.eventId, eventId));
      await db.delete(blockInventory).where(eq(blockInventory.eventId, eventId));
    },

    /** Closes the event's open, unbilled sessions (kp_event_release_holds): how many. */
    async releaseEventHolds(eventId: string, now: Date): Promise<number> {
      const result = await db.execute(
        sql`SELECT kp_event_release_holds(${eventId}, ${now.toISOString()}::timestamptz) AS released`,
      );
      return Number(rowsOf<{ released: number }>(result)[0]?.released ?? 0);
    },

    /**
     * Categories with the places held by holds that have not expired (expired ones are free now):
     * places of a category and, on a seat plan, named seats (seat_holds, decision 016).
     */
    async categories(eventId: string, now: Date) {
      const [rows, live, liveSeats] = await Promise.all([
        db
          .select({
            id: eventCategories.categoryId,
            pricePaise: eventCategories.pricePaise,
            capacity: eventCategories.capacity,
            sold: eventCategories.sold,
          })
          .from(eventCategories)
          .where(eq(eventCategories.eventId, eventId)),
        db
          .select({ id: holds.categoryId, held: sql<number>`sum(${holds.quantity})::int`.mapWith(Number) })
          .from(holds)
          .where(
            and(
              eq(holds.eventId, eventId),
              inArray(holds.status, ['active', 'checked_out']),
              gt(holds.quantity, 0),
              gt(holds.expiresAt, now),
            ),
          )
          .groupBy(holds.categoryId),
        db
          .select({ id: seatHolds.categoryId, held: count() })
          .from(seatHolds)
          .where(and(eq(seatHolds.eventId, eventId), gt(seatHolds.expiresAt, now)))
          .groupBy(seatHolds.categoryId),
      ]);
      const held = new Map<string | null, number>();
      for (const row of [...live, ...liveSeats]) held.set(row.id, (held.get(row.id) ?? 0) + row.held);
      return rows.map((row) => ({ ...row, liveHeld: held.get(row.id) ?? 0 }));
    },

    /**
     * The map's sections, each with its seats held by sessions still running (as seatShown counts a
     * hold: until its expiry). A map not yet used has no seat rows, so nothing held.
     */
    async sectionCounts(eventId: string, now: Date) {
      const [rows, live] = await Promise.all([
        db
          .select({
            id: eventSections.sectionId,
            pricePaise: eventSections.pricePaise,
            capacity: eventSections.seats,
            sold: eventSections.sold,
          })
          .from(eventSections)
          .where(eq(eventSections.eventId, eventId)),
        db
          .select({ id: eventSeats.section, held: count() })
          .from(eventSeats)
          .where(
            and(
              eq(eventSeats.eventId, eventId),
              eq(eventSeats.status, 'available'),
              isNotNull(eventSeats.holdId),
              gt(eventSeats.holdExpiresAt, now),
            ),
          )
          .groupBy(eventSeats.section),
      ]);
      const held = new Map(live.map((row) => [row.id, row.held]));
      return rows.map((row) => ({ ...row, liveHeld: held.get(row.id) ?? 0 }));
    },

    seats(eventId: string) {
      return db
        .select({
          id: eventSeats.seatId,
          section: eventSeats.section,
          row: eventSeats.row,
          number: eventSeats.number,
          view: eventSeats.view,
          accessible: eventSeats.accessible,
          status: eventSeats.status,
          holdId: eventSeats.holdId,
          holdExpiresAt: eventSeats.holdExpiresAt,
        })
        .from(eventSeats)
        .where(eq(eventSeats.eventId, eventId))
        .orderBy(asc(eventSeats.position));
    },

    /** The caller's hold (db/functions/kp_hold_is_callers.sql); undefined for anyone else's. */
    async hold(holdId: string, caller: HoldCaller) {
      const [row] = await db.select().from(holds).where(callersHold(holdId, caller));
      return row;
    },

    /** The caller's hold, locked until the transaction ends: one change of a hold at a time. */
    async lockHold(holdId: string, caller: HoldCaller) {
      const [row] = await db.select().from(holds).where(callersHold(holdId, caller)).for('update');
      return row;
    },

    /**
     * The account's newest booking session for the event still open at `now` (not checked out: that
     * one is a booking awaiting payment), if any.
     */
    async openHoldOf(eventId: string, userId: string, now: Date) {
      const [row] = await db
        .select()
        .from(holds)
        .where(
          and(
            eq(holds.eventId, eventId),
            eq(holds.userId, userId),
            eq(holds.status, 'active'),
            gt(holds.expiresAt, now),
          ),
        )
        .orderBy(desc(holds.createdAt))
        .limit(1);
      return row;
    },

    /** The account's hold (opened while signed in to it); undefined for anyone else's. */
    async accountHold(holdId: string, userId: string) {
      const [row] = await db
        .select()
        .from(holds)
        .where(and(eq(holds.id, holdId), eq(holds.userId, userId)));
      return row;
    },

    /**
     * Keeps the progress with the account's hold if it still runs (open or checked out, before its
     * expiry), in one conditional update; false when the account has no such hold.
     */
    async saveProgress(holdId: string, userId: string, progress: HoldProgress, now: Date) {
      const saved = await db
        .update(holds)
        .set({ progress })
        .where(
          and(
            eq(holds.id, holdId),
            eq(holds.userId, userId),
            inArray(holds.status, ['active', 'checked_out']),
            gt(holds.expiresAt, now),
          ),
        )
        .returning({ id: holds.id });
      return saved.length === 1;
    },

    /** Moves a hold between active and checked_out (the database refuses any other move). */
    async setHoldStatus(holdId: string, status: 'active' | 'checked_out') {
      await db.update(holds).set({ status }).where(eq(holds.id, holdId));
    },

    /**
     * Gives the hold and its map seats the new expiry and counts one more extension (callers hold
     * the hold's lock): its seats stay out of other buyers' reach until then. Its plan seats' blocks
     * are locked first (kp_plan_lock), as takers lock them, so a taker never sees a seat run out
     * and then find it extended.
     */
    async extendHold(holdId: string, expiresAt: Date) {
      await db.execute(sql`SELECT kp_plan_lock(NULL, ARRAY[${holdId}::uuid])`);
      const [row] = await db
        .update(holds)
        .set({ expiresAt, extensions: sql`${holds.extensions} + 1` })
        .where(eq(holds.id, holdId))
        .returning();
      await db.update(eventSeats).set({ holdExpiresAt: expiresAt }).where(eq(eventSeats.holdId, holdId));
      await db.update(seatHolds).set({ expiresAt }).where(eq(seatHolds.holdId, holdId));
      if (!row) throw new Error(`hold ${holdId} vanished while locked`);
      return row;
    },

    /** Whether the event is on sale at `now` (db/functions/kp_event_on_sale.sql). */
    async eventOnSale(eventId: string, now: Date) {
      const result = await db.execute(
        sql`SELECT kp_event_on_sale(${eventId}, ${now.toISOString()}::timestamptz) AS on_sale`,
      );
      return rowsOf<{ on_sale: boolean }>(result)[0]?.on_sale === true;
    },

    heldSeats(holdId: string) {
      return db
        .select({ id: eventSeats.seatId, section: eventSeats.section })
        .from(eventSeats)
        .where(eq(eventSeats.holdId, holdId))
        .orderBy(asc(eventSeats.position));
    },

    /**
     * Sells what a booking bought (db/functions/kp_hold_sell.sql), all or nothing: null when sold,
     * else why not, with nothing changed.
     */
    async sellHeld(sale: HeldSale & { now: Date }): Promise<SaleRefusal | null> {
      const result = await db.execute(sql`
        SELECT kp_hold_sell(${sale.holdId}::uuid, ${sale.bookingId}::uuid, ${sale.eventId},
          ${sale.categoryId}, ${sale.quantity}::int, ${sql.param(sale.seatIds)}::text[],
          ${sale.now.toISOString()}::timestamptz) AS answer`);
      const answer = saleAnswerSchema.parse(rowsOf<{ answer: unknown }>(result)[0]?.answer);
      return 'sold' in answer ? null : answer.refused;
    },
  };
}

export type InventoryQueries = ReturnType<typeof inventoryQueries>;

/**
 * The hold path, on the database handle meant for holds (Database.holdsDb): opening a hold is one
 * statement; changes and releases go in batches.
 */
function holdStatements(db: Db) {
  const applyInBatch = holdBatches(db);
  return {
    /**
     * Brings the events' seats_sold up to their price lists' sold counts, all events for null
     * (db/functions/kp_event_count_sold.sql); a cache of those counts, so a commit lost in a crash
     * costs nothing the next count does not mend. Answers how many events it raised.
     */
    async countSold(eventIds: readonly string[] | null): Promise<number> {
      const events = eventIds === null ? sql`NULL` : sql`${sql.param(eventIds)}::text[]`;
      const result = await db.execute(sql`SELECT kp_event_count_sold(${events}) AS raised`);
      return Number(rowsOf<{ raised: number }>(result)[0]?.raised ?? 0);
    },

    /**
     * Opens a hold for the caller if the event is on sale and the caller is under the cap on open
     * sessions (db/functions/kp_hold_open.sql), in one statement.
     */
    async openHold(values: {
      eventId: string;
      caller: HoldCaller;
      address: string;
      createdAt: Date;
      expiresAt: Date;
      perOwner: number;
      perAddress: number | null;
    }) {
      const { caller } = values;
      const result = await db.execute(sql`
        SELECT kp_hold_open(${values.eventId}, ${caller.userId}::uuid, ${caller.holderKey}, ${values.address},
          ${values.createdAt.toISOString()}::timestamptz, ${values.expiresAt.toISOString()}::timestamptz,
          ${values.perOwner}::int, ${values.perAddress}::int) AS answer`);
      return openAnswerSchema.parse(rowsOf<{ answer: unknown }>(result)[0]?.answer);
    },

    /**
     * A change of selection (db/functions/kp_hold_select.sql), run in the next batch. A refusal
     * comes back as { refused } with nothing changed.
     */
    async selectHold(
      holdId: string,
      caller: HoldCaller,
      now: Date,
      selection: {
        categoryId: string | null;
        quantity: number;
        seatIds: string[] | null;
        planSeats: PlanSeatToTake[] | null;
      },
    ): Promise<HeldSelection | HoldRefusal> {
      const answer = await applyInBatch({
        op: 'select',
        hold: holdId,
        holderKey: caller.holderKey,
        user: caller.userId,
        now: now.toISOString(),
        category: selection.categoryId,
        quantity: selection.quantity,
        seats: selection.seatIds,
        planSeats: selection.planSeats?.map((seat) => ({
          b: seat.blockId,
          i: seat.index,
          c: seat.categoryId,
          n: seat.blockSeats,
        })),
      });
      return selectAnswerSchema.parse(answer);
    },

    /**
     * Closes a hold (kp_hold_release), run in the next batch: released false when the caller has no
     * such hold, or refused while it is checked out.
     */
    async releaseHold(holdId: string, caller: HoldCaller, now: Date) {
      return releaseAnswerSchema.parse(
        await applyInBatch({
          op: 'release',
          hold: holdId,
          holderKey: caller.holderKey,
          user: caller.userId,
          now: now.toISOString(),
        }),
      );
    },
  };
}

/** One change or release of a hold, as kp_hold_apply (db/functions/kp_hold_apply.sql) reads it. */
type HoldOp =
  | {
      op: 'select';
      hold: string;
      holderKey: string;
      user: string | null;
      now: string;
      category: string | null;
      quantity: number;
      seats: string[] | null;
      /** Plan seats as kp_hold_select reads them: block, index, category, the block's seats. */
      planSeats: { b: string; i: number; c: string; n: number }[] | undefined;
    }
  | { op: 'release'; hold: string; holderKey: string; user: string | null; now: string };

/**
 * The largest batch. Each change runs in two savepoints (kp_hold_apply's and kp_hold_select's),
 * and PostgreSQL keeps 64 per transaction in shared memory; past that, every snapshot slows down.
 */
const MAX_HOLD_BATCH = 30;
/** Changes waiting beyond this are refused at once (503) instead of queueing without end. */
const MAX_HOLD_QUEUE = 3000;

/**
 * Changes and releases of holds go to the database in batches, one batch at a time (decision
 * record 005): a batch is one statement and one commit. An operation the database could not apply
 * fails alone, with {error} in its place of the answer.
 */
function holdBatches(db: Db) {
  const inBatch = serialBatcher<HoldOp, unknown>(
    async (ops) => {
      const result = await retryOnConflict(() =>
        db.execute(sql`SELECT kp_hold_apply(${JSON.stringify(ops)}::jsonb) AS results`),
      );
      const results = rowsOf<{ results: unknown }>(result)[0]?.results;
      return z.array(z.unknown()).parse(typeof results === 'string' ? JSON.parse(results) : results);
    },
    { maxBatch: MAX_HOLD_BATCH, maxQueue: MAX_HOLD_QUEUE },
  );
  return async (op: HoldOp) => {
    const result = await inBatch(op);
    if (typeof result === 'object' && result !== null && 'error' in result) {
      const { error, message } = failedOperationSchema.parse(result);
      throw new Error(`kp_hold_apply could not apply ${op.op} of hold ${op.hold}: ${error} ${message}`);
    }
    return result;
  };
}

export function createInventoryRepo(db: Db, holdsDb: Db) {
  return {
    ...inventoryQueries(db),
    ...holdStatements(holdsDb),
    /** Runs fn in one transaction with the queries bound to it (run again after a deadlock). */
    transaction<T>(fn: (tx: InventoryQueries) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx) => fn(inventoryQueries(tx)));
    },
    /** The queries bound to a transaction another module opened. */
    joining: (transaction: Transaction): InventoryQueries => inventoryQueries(joinTransaction(transaction)),
  };
}
export type InventoryRepo = ReturnType<typeof createInventoryRepo>;
