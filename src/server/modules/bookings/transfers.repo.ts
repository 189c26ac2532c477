import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookings, cities, events, tickets, ticketTransfers, users, venues } from '../../db/schema';
import { joinTransaction, retryingTransaction, type Transaction } from '../../db/transaction';

/** Who asks: a signed-in account, known by its id and its (lower-cased) address. */
export interface Holder {
  id: string;
  email: string;
}

/** The transfer that issued a ticket (how it was received) and the one that gave it on, if any. */
const receivedBy = alias(ticketTransfers, 'received_by');
const givenOn = alias(ticketTransfers, 'given_on');

/** A ticket with what the transfer rules and its holder see: booking, event, and its transfers. */
const ticketColumns = {
  ticket: tickets,
  bookingUserId: bookings.userId,
  bookingStatus: bookings.status,
  category: bookings.category,
  eventTitle: events.title,
  eventStartsAt: events.startsAt,
  eventEndsAt: events.endsAt,
  eventStatus: events.status,
  venue: venues.name,
  city: cities.name,
  received: receivedBy,
  givenOn,
};

/**
 * Tickets given to this account, or to its address before it had one: the address only once the
 * account has proven it owns it (users.email_confirmed_at), so whoever first registers an address
 * does not receive what was sent to it.
 */
const heldByRecipient = (holder: Holder) =>
  or(
    eq(tickets.holderUserId, holder.id),
    and(
      isNull(tickets.holderUserId),
      eq(tickets.holderEmail, holder.email),
      sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${holder.id} AND ${isNotNull(users.emailConfirmedAt)})`,
    ),
  );

/**
 * Tickets this account holds: its bookings' own tickets (none given a holder by a transfer), and
 * those transferred to it (heldByRecipient). One rule for what it sees and what it may give on.
 */
const heldBy = (holder: Holder) =>
  or(and(isNull(tickets.holderEmail), eq(bookings.userId, holder.id)), heldByRecipient(holder));

function transferQueries(db: Db) {
  const withContext = () =>
    db
      .select(ticketColumns)
      .from(tickets)
      .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
      .innerJoin(events, eq(events.id, tickets.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .innerJoin(cities, eq(cities.id, events.cityId))
      .leftJoin(receivedBy, eq(receivedBy.toTicketId, tickets.id))
      .leftJoin(givenOn, eq(givenOn.fromTicketId, tickets.id));

  return {
    /** The ticket with its context, if this account holds it (heldBy); undefined otherwise. */
    async ticketHeldBy(ticketId: string, holder: Holder) {
      const [row] = await withContext().where(and(eq(tickets.id, ticketId), heldBy(holder)));
      return row;
    },

    /**
     * Locks the ticket's row until the transaction ends, so a transfer or an admission of it waits,
     * and its booking's for share, so a refund waits too and the booking read after this stays
     * confirmed until the transfer commits. Read the ticket after this (ticketHeldBy), so the read
     * sees what the one before committed, its records too.
     */
    async lock(ticketId: string) {
      await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticketId)).for('update');
      await db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(tickets, eq(tickets.bookingId, bookings.id))
        .where(eq(tickets.id, ticketId))
        .for('share', { of: bookings });
    },

    /** The tickets transferred to this account (given on since, or not), soonest match first. */
    receivedBy(holder: Holder) {
      return withContext()
        .where(heldByRecipient(holder))
        .orderBy(asc(events.startsAt), asc(tickets.seatLabel));
    },

    /**
     * The tickets of an event that transfers gave to someone and that still admit (not given on,
     * their booking confirmed), each holder's together, for telling them what became of the match.
     */
    givenTicketsOfEvent(eventId: string) {
      return withContext()
        .where(
          and(
            eq(tickets.eventId, eventId),
            isNotNull(tickets.holderEmail),
            isNull(tickets.transferredAt),
            eq(bookings.status, 'confirmed'),
          ),
        )
        .orderBy(asc(tickets.holderEmail), asc(tickets.bookingId), asc(tickets.position));
    },

    /** The account that has proven this (lower-cased) address, if there is one. */
    async accountByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), isNotNull(users.emailConfirmedAt)));
      return row;
    },

    /** Voids a ticket's code: it was given away at `at`. */
    async markTransferred(ticketId: string, at: Date) {
      await db.update(tickets).set({ transferredAt: at }).where(eq(tickets.id, ticketId));
    },

    async insertTicket(values: typeof tickets.$inferInsert) {
      const [row] = await db.insert(tickets).values(values).returning();
      if (!row) throw new Error('ticket insert returned nothing');
      return row;
    },

    async insertTransfer(values: typeof ticketTransfers.$inferInsert) {
      const [row] = await db.insert(ticketTransfers).values(values).returning();
      if (!row) throw new Error('transfer insert returned nothing');
      return row;
    },
  };
}

export type TransferQueries = ReturnType<typeof transferQueries>;
export type TransferTicketRow = NonNullable<Awaited<ReturnType<TransferQueries['ticketHeldBy']>>>;
export type TransferRow = typeof ticketTransfers.$inferSelect;

export function createTransfersRepo(db: Db) {
  return {
    ...transferQueries(db),
    /** The queries inside another module's transaction (an event's cancellation). */
    joining: (transaction: Transaction) => transferQueries(joinTransaction(transaction)),
    /** Runs fn in one transaction (again after a deadlock), with the queries bound to it. */
    transaction<T>(fn: (tx: TransferQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(transferQueries(tx), transaction));
    },
  };
}
export type TransfersRepo = ReturnType<typeof createTransfersRepo>;
