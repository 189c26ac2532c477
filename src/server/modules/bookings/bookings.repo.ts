import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingLookups,
  bookings,
  cities,
  events,
  holds,
  tickets,
  ticketTransfers,
  users,
  venues,
} from '../../db/schema';
import { joinTransaction, retryingTransaction, type Transaction } from '../../db/transaction';

export type TicketRow = typeof tickets.$inferSelect;
/** A booking's own ticket, with the name of whom it was transferred to (null while it is the booking's). */
export type BookingTicketRow = TicketRow & { transferredTo: string | null };
export type NewBooking = typeof bookings.$inferInsert;
export type BookingRow = typeof bookings.$inferSelect;

/** A booking with what the fan sees about its event and the expiry of the hold behind it. */
const listedColumns = {
  booking: bookings,
  eventTitle: events.title,
  eventStartsAt: events.startsAt,
  eventEndsAt: events.endsAt,
  eventStatus: events.status,
  venue: venues.name,
  city: cities.name,
  holdExpiresAt: holds.expiresAt,
  holdStatus: holds.status,
};

function bookingQueries(db: Db) {
  const listed = () =>
    db
      .select(listedColumns)
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .innerJoin(cities, eq(cities.id, events.cityId))
      .leftJoin(holds, eq(holds.id, bookings.holdId));

  return {
    async lockBooking(bookingId: string) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      return row;
    },
    /**
     * The next confirmed booking of a cancelled event (of eventId, when given), locked until the
     * transaction ends; one another transaction has locked is skipped (it is being refunded there),
     * so concurrent passes share the work and never wait on each other.
     */
    async lockNextToRefund(eventId: string | undefined) {
      const cancelledEvents = db.select({ id: events.id }).from(events).where(eq(events.status, 'cancelled'));
      const [row] = await db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            eventId === undefined ? undefined : eq(bookings.eventId, eventId),
            inArray(bookings.eventId, cancelledEvents),
          ),
        )
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },
    /** The event's confirmed bookings as listed (one read), for telling their holders. */
    listedConfirmedOfEvent(eventId: string) {
      return listed().where(and(eq(bookings.eventId, eventId), eq(bookings.status, 'confirmed')));
    },
    async eventStatus(eventId: string) {
      const [row] = await db.select({ status: events.status }).from(events).where(eq(events.id, eventId));
      return row?.status;
    },
    async bookingForHold(holdId: string) {
      const [row] = await db.select().from(bookings).where(eq(bookings.holdId, holdId)).for('update');
      return row;
    },
    async insertBooking(values: NewBooking) {
      const [row] = await db.insert(bookings).values(values).returning();
      if (!row) throw new Error('booking insert returned nothing');
      return row;
    },
    async updateBooking(bookingId: string, values: Partial<NewBooking>) {
      await db.update(bookings).set(values).where(eq(bookings.id, bookingId));
    },
    async insertTickets(values: (typeof tickets.$inferInsert)[]) {
      if (values.length > 0) await db.insert(tickets).values(values);
    },
    async listed(bookingId: string) {
      const [row] = await listed().where(eq(bookings.id, bookingId));
      return row;
    },
    /**
     * What a booking's tax invoice names beyond the booking: its event's organiser, the state the
     * venue is in, and the browser that opened its hold (a guest's booking is that browser's).
     */
    async invoiceParties(bookingId: string) {
      const [row] = await db
        .select({
          organizerName: users.name,
          state: cities.state,
          holderKey: holds.holderKey,
        })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .innerJoin(users, eq(users.id, events.organizerId))
        .innerJoin(cities, eq(cities.id, events.cityId))
        .leftJoin(holds, eq(holds.id, bookings.holdId))
        .where(eq(bookings.id, bookingId));
      return row;
    },
    /**
     * Whether the browser with this holder key opened a look-up link of the booking that still
     * works (a guest's grant to see it, lookup.service.ts).
     */
    async hasLookupGrant(bookingId: string, holderKey: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(bookingLookups)
        .where(
          and(
            eq(bookingLookups.bookingId, bookingId),
            eq(bookingLookups.holderKey, holderKey),
            gt(bookingLookups.expiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /**
     * What a confirmed address brings its account: the guest bookings made with it (in any case),
     * and the tickets transferred to it before an account had proven it, which stay the account's
     * if it later moves to another address. Answers how many bookings. A booking made while signed
     * in is never moved.
     */
    async attachGuestBookings(userId: string, email: string): Promise<number> {
      const address = email.toLowerCase();
      await db
        .update(tickets)
        .set({ holderUserId: userId })
        .where(and(isNull(tickets.holderUserId), eq(tickets.holderEmail, address)));
      const rows = await db
        .update(bookings)
        .set({ userId })
        .where(and(isNull(bookings.userId), sql`lower(${bookings.contactEmail}) = ${address}`))
        .returning({ id: bookings.id });
      return rows.length;
    },
    listedForUser(userId: string) {
      return listed().where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt));
    },
    /**
     * The bookings' own tickets (not those a transfer issued to someone else, which their holders
     * see), each with whom it was transferred to, if it was.
     */
    async ticketsOf(bookingIds: string[]): Promise<BookingTicketRow[]> {
      if (bookingIds.length === 0) return [];
      const rows = await db
        .select({ ticket: tickets, transferredTo: ticketTransfers.toName })
        .from(tickets)
        .leftJoin(ticketTransfers, eq(ticketTransfers.fromTicketId, tickets.id))
        .where(and(inArray(tickets.bookingId, bookingIds), isNull(tickets.holderEmail)))
        .orderBy(asc(tickets.position));
      return rows.map((row) => ({ ...row.ticket, transferredTo: row.transferredTo }));
    },
  };
}

export type BookingQueries = ReturnType<typeof bookingQueries>;
export type ListedBookingRow = NonNullable<Awaited<ReturnType<BookingQueries['listed']>>>;

export function createBookingsRepo(db: Db) {
  return {
    /** The booking queries inside another module's transaction (an event postponed). */
    joining: (transaction: Transaction) => bookingQueries(joinTransaction(transaction)),
    ...bookingQueries(db),
    /**
     * Runs fn in one transaction (run again after a deadlock) with the queries bound to it, and the
     * transaction for inventory to sell in.
     */
    transaction<T>(fn: (tx: BookingQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(bookingQueries(tx), transaction));
    },
  };
}
export type BookingsRepo = ReturnType<typeof createBookingsRepo>;
