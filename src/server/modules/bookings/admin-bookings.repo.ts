import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  admissions,
  bookings,
  cities,
  events,
  tickets,
  ticketTransfers,
  users,
  venues,
} from '../../db/schema';
import { retryingTransaction, type Transaction } from '../../db/transaction';

// What the admin console reads of bookings (issue 14): a booking with its event and account, its
// tickets and what the gates recorded of them. Admissions are the gate module's table, read here only.

const admittedByUser = alias(users, 'admitted_by_user');
const recordedByUser = alias(users, 'recorded_by_user');

/** How many results a search by e-mail answers at most, newest first. */
const SEARCH_LIMIT = 50;

function adminBookingQueries(db: Db) {
  return {
    /** A booking by its reference (any case), locked until the transaction ends. */
    async lockByReference(reference: string) {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.reference, reference.toUpperCase()))
        .for('update');
      return row;
    },
    /** How many of the booking's tickets a gate let in (and no one undid). */
    /** Its tickets used at the gate, and those given to someone else and still valid. */
    async ticketCounts(bookingId: string): Promise<{ admitted: number; givenAway: number }> {
      const [row] = await db
        .select({
          admitted: sql<number>`count(*) FILTER (WHERE ${tickets.admittedAt} IS NOT NULL)::int`,
          givenAway: sql<number>`count(*) FILTER (WHERE ${tickets.holderEmail} IS NOT NULL AND ${tickets.transferredAt} IS NULL)::int`,
        })
        .from(tickets)
        .where(eq(tickets.bookingId, bookingId));
      return { admitted: row?.admitted ?? 0, givenAway: row?.givenAway ?? 0 };
    },
  };
}

export function createAdminBookingsRepo(db: Db) {
  const detailColumns = {
    booking: bookings,
    eventTitle: events.title,
    eventStartsAt: events.startsAt,
    eventStatus: events.status,
    venue: venues.name,
    city: cities.name,
    accountName: users.name,
    accountEmail: users.email,
  };
  const withEvent = () =>
    db
      .select(detailColumns)
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .innerJoin(cities, eq(cities.id, events.cityId))
      .leftJoin(users, eq(users.id, bookings.userId));

  return {
    ...adminBookingQueries(db),
    async byReference(reference: string) {
      const [row] = await withEvent().where(eq(bookings.reference, reference.toUpperCase()));
      return row;
    },
    /** Bookings made with this address, or by the account that has it now; newest first. */
    byEmail(email: string) {
      const address = email.toLowerCase();
      return withEvent()
        .where(or(sql`lower(${bookings.contactEmail}) = ${address}`, eq(users.email, address)))
        .orderBy(desc(bookings.createdAt))
        .limit(SEARCH_LIMIT);
    },
    /**
     * The booking's own tickets (not those a transfer issued to someone else), with whom each was
     * given to and who let it in.
     */
    tickets(bookingId: string) {
      return db
        .select({
          ticket: tickets,
          transferredTo: ticketTransfers.toName,
          admittedBy: admittedByUser.name,
        })
        .from(tickets)
        .leftJoin(ticketTransfers, eq(ticketTransfers.fromTicketId, tickets.id))
        .leftJoin(admittedByUser, eq(admittedByUser.id, tickets.admittedBy))
        .where(and(eq(tickets.bookingId, bookingId), isNull(tickets.holderEmail)))
        .orderBy(asc(tickets.position));
    },
    /** What the gates recorded of any ticket of the booking (given-on ones too), oldest first. */
    admissions(bookingId: string) {
      const ofBooking = db.select({ id: tickets.id }).from(tickets).where(eq(tickets.bookingId, bookingId));
      return db
        .select({ admission: admissions, seatLabel: tickets.seatLabel, recordedBy: recordedByUser.name })
        .from(admissions)
        .innerJoin(tickets, eq(tickets.id, admissions.ticketId))
        .leftJoin(recordedByUser, eq(recordedByUser.id, admissions.recordedBy))
        .where(inArray(admissions.ticketId, ofBooking))
        .orderBy(asc(admissions.recordedAt), asc(admissions.id));
    },
    /** Runs fn in one transaction (run again after a deadlock), with the queries bound to it. */
    transaction<T>(
      fn: (tx: ReturnType<typeof adminBookingQueries>, transaction: Transaction) => Promise<T>,
    ): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(adminBookingQueries(tx), transaction));
    },
  };
}
export type AdminBookingsRepo = ReturnType<typeof createAdminBookingsRepo>;
