import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { VenueInput } from '../../../shared/domain/venue-plan';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { blockInventory, events, holds, seatHolds, venues } from '../../db/schema';
import { publishedEvent } from '../catalogue/catalogue.repo';

/** Who asks to use a hold (inventory.repo's HoldCaller). */
interface HoldCaller {
  holderKey: string;
  userId: string | null;
}

/** An event and the venue facts its seating plan follows from (planFor), with whether it uses it. */
export interface PlanEvent {
  eventId: string;
  seatPlan: boolean;
  venue: VenueInput;
  /** The event's last edit: a venue change or seat plan switch starts its blocks again from version 0. */
  updatedAt: Date;
}

/** A block's row of the block inventory: its sold bits as PostgreSQL's bit text ('0101…', 1 = sold). */
export interface BlockRow {
  blockId: string;
  sold: string;
  version: number;
}

/** A block's held seats at a moment: those of holds still running, and how many rows have run out. */
export interface BlockHolds {
  blockId: string;
  /** Seat indexes held by holds still running (other than the one asked to leave out). */
  held: number[];
  /** Rows whose hold has run out: each counts into the block's version from its expiry. */
  ranOut: number;
}

const planEventColumns = {
  eventId: events.id,
  seatPlan: events.seatPlan,
  venue: { id: venues.id, capacity: venues.capacity, sports: venues.sports },
  updatedAt: events.updatedAt,
};

/**
 * Reads of the block inventory (decision 016): block_inventory and seat_holds, which the hold
 * functions (db/functions/kp_plan_*.sql) write.
 */
export function blockQueries(db: Db) {
  return {
    /**
     * An event with its venue's plan facts; undefined for no such event, or for a draft (one a fan
     * cannot see) unless `anyState`.
     */
    async planEvent(eventId: string, anyState = false): Promise<PlanEvent | undefined> {
      const [row] = await db
        .select(planEventColumns)
        .from(events)
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(and(eq(events.id, eventId), anyState ? undefined : publishedEvent));
      return row;
    },

    /** The caller's hold's event with its plan facts (kp_hold_is_callers); undefined for anyone else's. */
    async holdPlanEvent(holdId: string, caller: HoldCaller): Promise<PlanEvent | undefined> {
      const [row] = await db
        .select(planEventColumns)
        .from(holds)
        .innerJoin(events, eq(events.id, holds.eventId))
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(
          and(
            eq(holds.id, holdId),
            sql`kp_hold_is_callers(${holds}, ${caller.holderKey}, ${caller.userId}::uuid)`,
          ),
        );
      return row;
    },

    /** The written blocks of the event (all, or those named); an unwritten block has nothing sold or held. */
    blockRows(eventId: string, blockIds?: readonly string[]): Promise<BlockRow[]> {
      return db
        .select({
          blockId: blockInventory.blockId,
          sold: blockInventory.sold,
          version: blockInventory.version,
        })
        .from(blockInventory)
        .where(
          and(
            eq(blockInventory.eventId, eventId),
            blockIds ? inArray(blockInventory.blockId, [...blockIds]) : undefined,
          ),
        );
    },

    /**
     * Each block's held seats at `now` (all blocks with any, or those named); seats of `exceptHold`
     * count as free (a buyer's own seats, which a new selection replaces).
     */
    async blockHolds(
      eventId: string,
      now: Date,
      options: { blockIds?: readonly string[]; exceptHold?: string } = {},
    ): Promise<BlockHolds[]> {
      const at = now.toISOString();
      const live = sql`${seatHolds.expiresAt} > ${at}::timestamptz${
        options.exceptHold ? sql` AND ${seatHolds.holdId} <> ${options.exceptHold}::uuid` : sql``
      }`;
      return db
        .select({
          blockId: seatHolds.blockId,
          held: sql<number[]>`coalesce(array_agg(${seatHolds.seatIndex}) FILTER (WHERE ${live}), '{}')`,
          ranOut:
            sql<number>`(count(*) FILTER (WHERE ${seatHolds.expiresAt} <= ${at}::timestamptz))::int`.mapWith(
              Number,
            ),
        })
        .from(seatHolds)
        .where(
          and(
            eq(seatHolds.eventId, eventId),
            options.blockIds ? inArray(seatHolds.blockId, [...options.blockIds]) : undefined,
          ),
        )
        .groupBy(seatHolds.blockId);
    },

    /**
     * blockRows and blockHolds of the whole event in one statement, so from one snapshot: read apart,
     * a give-back between them could lower the event's version (a ran-out seat gone from seat_holds,
     * its block's row read before the bump that keeps counting it).
     */
    async blockState(eventId: string, now: Date): Promise<{ rows: BlockRow[]; holds: BlockHolds[] }> {
      const at = now.toISOString();
      const blocks = rowsOf<{
        block_id: string;
        sold: string | null;
        version: number | null;
        held: number[] | null;
        ran_out: number | null;
      }>(
        await db.execute(sql`
          WITH b AS (
            SELECT ${blockInventory.blockId} AS block_id, ${blockInventory.sold}::text AS sold, ${blockInventory.version} AS version
              FROM ${blockInventory} WHERE ${blockInventory.eventId} = ${eventId}
          ), h AS (
            SELECT ${seatHolds.blockId} AS block_id,
                coalesce(array_agg(${seatHolds.seatIndex}::int) FILTER (WHERE ${seatHolds.expiresAt} > ${at}::timestamptz), '{}') AS held,
                (count(*) FILTER (WHERE ${seatHolds.expiresAt} <= ${at}::timestamptz))::int AS ran_out
              FROM ${seatHolds} WHERE ${seatHolds.eventId} = ${eventId}
              GROUP BY ${seatHolds.blockId}
          )
          SELECT block_id, b.sold, b.version, h.held, h.ran_out FROM b FULL JOIN h USING (block_id)`),
      );
      return {
        rows: blocks.flatMap((block) =>
          block.sold === null || block.version === null
            ? []
            : [{ blockId: block.block_id, sold: block.sold, version: Number(block.version) }],
        ),
        holds: blocks.flatMap((block) =>
          block.held === null
            ? []
            : [{ blockId: block.block_id, held: block.held.map(Number), ranOut: Number(block.ran_out) }],
        ),
      };
    },

    /** The plan seats a hold names, in block and index order. */
    heldPlanSeats(holdId: string) {
      return db
        .select({ blockId: seatHolds.blockId, index: seatHolds.seatIndex, categoryId: seatHolds.categoryId })
        .from(seatHolds)
        .where(eq(seatHolds.holdId, holdId))
        .orderBy(asc(seatHolds.blockId), asc(seatHolds.seatIndex));
    },
  };
}

/** The block inventory's reads for the block routes (the hold path reads them through the inventory repo). */
export const createBlockInventoryRepo = (db: Db) => blockQueries(db);
