import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { eventDeals, events } from '../../db/schema';
import { retryingTransaction, type Transaction } from '../../db/transaction';

export type DealRow = typeof eventDeals.$inferSelect;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

function dealQueries(db: Db) {
  return {
    /** The event a deal is for, locked until the transaction ends: deals of one event are made one at a time. */
    async lockEvent(eventId: string) {
      const [row] = await db
        .select({
          organizerId: events.organizerId,
          title: events.title,
          status: events.status,
          startsAt: events.startsAt,
        })
        .from(events)
        .where(eq(events.id, eventId))
        .for('update');
      return row;
    },

    dealsOf(eventId: string) {
      return db
        .select()
        .from(eventDeals)
        .where(eq(eventDeals.eventId, eventId))
        .orderBy(asc(eventDeals.startsAt), asc(eventDeals.id));
    },

    async insertDeal(deal: typeof eventDeals.$inferInsert): Promise<DealRow> {
      const [row] = await db.insert(eventDeals).values(deal).returning();
      if (!row) throw new Error('the deal was not written');
      return row;
    },

    /** Ends a deal that has not ended yet; undefined when it had (or is not the event's). */
    async endDeal(eventId: string, dealId: string, now: Date): Promise<DealRow | undefined> {
      const [row] = await db
        .update(eventDeals)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(eventDeals.id, dealId),
            eq(eventDeals.eventId, eventId),
            isNull(eventDeals.cancelledAt),
            gt(eventDeals.endsAt, now),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type DealQueries = ReturnType<typeof dealQueries>;

export function createDealsRepo(db: Db) {
  return {
    ...dealQueries(db),

    /** Who runs the event, and what the deals page names it by. */
    async eventSummary(eventId: string) {
      const [row] = await db
        .select({
          organizerId: events.organizerId,
          title: events.title,
          startsAt: events.startsAt,
          sportId: events.sportId,
        })
        .from(events)
        .where(eq(events.id, eventId));
      return row;
    },

    /** Runs fn in one transaction (again after a deadlock), and the transaction for the audit log. */
    transaction<T>(fn: (tx: DealQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(dealQueries(tx), transaction));
    },

    /**
     * The price sweep: brings the sort cache of the events queued stale, and of those whose deals
     * started or ended in (since, now], to their card price at now (kp_event_refresh_price).
     */
    async refreshPrices(since: Date, now: Date): Promise<number> {
      const result = await db.execute(sql`
        SELECT kp_event_refresh_price(ARRAY(
          SELECT DISTINCT event_id FROM ${eventDeals}
          WHERE cancelled_at IS NULL
            AND ((starts_at > ${at(since)} AND starts_at <= ${at(now)})
              OR (ends_at > ${at(since)} AND ends_at <= ${at(now)}))
        ), ${at(now)}) AS refreshed`);
      return Number(rowsOf<{ refreshed: number }>(result)[0]?.refreshed ?? 0);
    },
  };
}

export type DealsRepo = ReturnType<typeof createDealsRepo>;
