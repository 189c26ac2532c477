import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StoredPlace } from '../../../shared/domain/waiting-room';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { eventQueues, events } from '../../db/schema';
import { joinTransaction, retryingTransaction, type Transaction } from '../../db/transaction';

export type QueueRow = typeof eventQueues.$inferSelect;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** kp_queue_join's answer (db/functions/kp_queue_join.sql). */
const joinAnswerSchema = z.union([
  z.object({ id: z.string() }),
  z.object({ refused: z.literal('no_queue') }),
]);

/** A place as read for the fan: whether it was drawn yet is the caller's to say (the queue's start). */
interface PlaceRow {
  user_id: string;
  state: StoredPlace['state'];
  pass_expires_at: Date | string | null;
  ahead: number | string | null;
}

const storedPlace = (row: PlaceRow): StoredPlace => ({
  state: row.state,
  ahead: row.ahead === null ? null : Number(row.ahead),
  passExpiresAt: row.pass_expires_at === null ? null : new Date(row.pass_expires_at),
});

export function createWaitingRoomRepo(db: Db) {
  return {
    async eventOrganizer(eventId: string) {
      const [row] = await db
        .select({ organizerId: events.organizerId, title: events.title })
        .from(events)
        .where(eq(events.id, eventId));
      return row;
    },

    async queue(eventId: string): Promise<QueueRow | undefined> {
      const [row] = await db.select().from(eventQueues).where(eq(eventQueues.eventId, eventId));
      return row;
    },

    /** Turns the queue on or off with its start and rate; how far the rate was spent stays. */
    /** Runs fn in one transaction: a change of settings and its audit entry. */
    transaction<T>(fn: (transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (_tx, transaction) => fn(transaction));
    },

    /** The queue's settings as they are, held until the transaction ends. */
    async lockQueue(transaction: Transaction, eventId: string): Promise<QueueRow | undefined> {
      const [row] = await joinTransaction(transaction)
        .select()
        .from(eventQueues)
        .where(eq(eventQueues.eventId, eventId))
        .for('update');
      return row;
    },

    async saveQueue(
      transaction: Transaction,
      values: {
        eventId: string;
        enabled: boolean;
        opensAt: Date;
        ratePerMinute: number;
        now: Date;
      },
    ): Promise<QueueRow> {
      const settings = {
        enabled: values.enabled,
        opensAt: values.opensAt,
        ratePerMinute: values.ratePerMinute,
        updatedAt: values.now,
      };
      const [row] = await joinTransaction(transaction)
        .insert(eventQueues)
        .values({ eventId: values.eventId, ...settings })
        .onConflictDoUpdate({ target: eventQueues.eventId, set: settings })
        .returning();
      if (!row) throw new Error('the queue was not saved');
      return row;
    },

    /** The account's place in the event's queue (db/functions/kp_queue_join.sql). */
    async join(eventId: string, userId: string, now: Date) {
      const result = await db.execute(
        sql`SELECT kp_queue_join(${eventId}, ${userId}::uuid, ${at(now)}) AS answer`,
      );
      return joinAnswerSchema.parse(rowsOf<{ answer: unknown }>(result)[0]?.answer);
    },

    /**
     * The account's place with the fans waiting ahead of it (an index range of the waiting), or
     * undefined when it has none. `drawn` false: the pre-queue's order is not told before the start.
     */
    async place(eventId: string, userId: string, drawn: boolean): Promise<StoredPlace | undefined> {
      const result = await db.execute(sql`
        SELECT e.user_id, e.state, e.pass_expires_at,
          CASE WHEN e.state = 'waiting' AND ${drawn}::boolean THEN (
            SELECT count(*) FROM queue_entries w
              WHERE w.event_id = e.event_id AND w.state = 'waiting' AND (w.order_key, w.id) < (e.order_key, e.id))
          END AS ahead
        FROM queue_entries e WHERE e.event_id = ${eventId} AND e.user_id = ${userId}::uuid`);
      const [row] = rowsOf<PlaceRow>(result);
      return row && storedPlace(row);
    },

    /**
     * The places of these accounts, for the live streams: one numbering of the event's waiting fans
     * per call, however many accounts listen (never a count per stream).
     */
    async places(eventId: string, userIds: readonly string[], drawn: boolean) {
      const result = await db.execute(sql`
        WITH line AS (
          SELECT user_id, row_number() OVER (ORDER BY order_key, id) - 1 AS ahead
          FROM queue_entries WHERE event_id = ${eventId} AND state = 'waiting' AND ${drawn}::boolean
        )
        SELECT e.user_id, e.state, e.pass_expires_at, line.ahead
        FROM queue_entries e LEFT JOIN line ON line.user_id = e.user_id
        WHERE e.event_id = ${eventId}
          AND e.user_id IN (${sql.join(
            userIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`);
      return new Map(rowsOf<PlaceRow>(result).map((row) => [row.user_id, storedPlace(row)]));
    },

    /** Queues on and started at `now`: the ones the admission pass looks at. */
    async startedQueues(now: Date) {
      return db
        .select({ eventId: eventQueues.eventId })
        .from(eventQueues)
        .where(and(eq(eventQueues.enabled, true), lte(eventQueues.opensAt, now)));
    },

    /** Admits the next fans of one queue at its rate (db/functions/kp_queue_admit.sql); answers how many. */
    async admit(eventId: string, now: Date, batch: number): Promise<number> {
      const result = await db.execute(
        sql`SELECT kp_queue_admit(${eventId}, ${at(now)}, ${batch}::int) AS admitted`,
      );
      return Number(rowsOf<{ admitted: number }>(result)[0]?.admitted ?? 0);
    },
  };
}

export type WaitingRoomRepo = ReturnType<typeof createWaitingRoomRepo>;
