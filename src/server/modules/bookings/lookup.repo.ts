import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingLookups, bookings, events } from '../../db/schema';
import { retryingTransaction, type Transaction } from '../../db/transaction';

export type LookupRow = typeof bookingLookups.$inferSelect;

function lookupQueries(db: Db) {
  return {
    /**
     * The guest booking (made signed out, not since taken into an account) with this reference
     * whose contact address is this one, in any case; undefined when none is.
     */
    async guestBooking(reference: string, email: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          reference: bookings.reference,
          contactName: bookings.contactName,
          contactEmail: bookings.contactEmail,
          eventTitle: events.title,
          eventStartsAt: events.startsAt,
        })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(
          and(
            eq(bookings.reference, reference),
            isNull(bookings.userId),
            sql`lower(${bookings.contactEmail}) = ${email.toLowerCase()}`,
          ),
        )
        .limit(1);
      return row;
    },

    /** The account the booking belongs to now (null: a guest's); undefined when there is no booking. */
    async bookingOwner(bookingId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ userId: bookings.userId })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .limit(1);
      return row?.userId;
    },

    async insertLookup(values: typeof bookingLookups.$inferInsert) {
      await db.insert(bookingLookups).values(values);
    },

    async findLookup(id: string): Promise<LookupRow | undefined> {
      const [row] = await db.select().from(bookingLookups).where(eq(bookingLookups.id, id)).limit(1);
      return row;
    },

    /** Claims an unopened link for a browser in one statement: of two browsers at once, one gets it. */
    async claim(id: string, holderKey: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(bookingLookups)
        .set({ openedAt: now, holderKey })
        .where(and(eq(bookingLookups.id, id), isNull(bookingLookups.openedAt)))
        .returning({ id: bookingLookups.id });
      return rows.length > 0;
    },

    async deleteExpiredBefore(before: Date) {
      await db.delete(bookingLookups).where(lt(bookingLookups.expiresAt, before));
    },
  };
}

export type LookupQueries = ReturnType<typeof lookupQueries>;

/** A guest's look-up links (booking_lookups), which the bookings module owns. */
export function createLookupRepo(db: Db) {
  return {
    ...lookupQueries(db),
    /** Runs fn in one transaction, with the transaction for the mail outbox to write in. */
    transaction<T>(fn: (tx: LookupQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(lookupQueries(tx), transaction));
    },
  };
}
export type LookupRepo = ReturnType<typeof createLookupRepo>;
