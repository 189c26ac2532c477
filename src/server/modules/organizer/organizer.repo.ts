import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { CityId, SportId } from '../../../shared/constants';
import type { OrganizerEventStatus } from '../../../shared/domain/organizer-event-status';
import { keptPaise } from '../../db/booking-money';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { bookings, cities, events, users, venues } from '../../db/schema';
import { retryingTransaction, type Transaction } from '../../db/transaction';

/** Which events a list covers, whatever their status: one organiser's (its console), or all (an admin's). */
export interface EventFilter {
  organizerId?: string;
  sport?: SportId;
  city?: CityId;
  /** Lower-cased text to find in the title, the sides, the tournament or the venue's name. */
  text?: string;
  /** India dates (yyyy-mm-dd), both ends included. */
  from?: string;
  to?: string;
  now: Date;
}

/**
 * The status an organiser sees for its event (ORGANIZER_EVENT_STATUSES), the one place the rule is
 * written, in SQL so that lists show, filter and count by it in the database. A draft is a draft
 * and a stored cancellation wins whatever the clock; then an admin's takedown (decision 014);
 * then the clock decides live and completed; an
 * event still to start is postponed when it was moved to a new date, sold out when no place is
 * left, else on sale (eventStatus, in the database).
 */
export function consoleStatus(now: Date): SQL<OrganizerEventStatus> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<OrganizerEventStatus>`case
    when ${events.status} in ('draft', 'cancelled') then ${events.status}
    when ${events.unpublishedAt} is not null then 'unpublished'
    when ${events.startsAt} > ${at} then
      case when ${events.status} = 'postponed' then 'postponed'
        when ${events.totalSeats} - ${events.seatsSold} <= 0 then 'sold_out' else 'on_sale' end
    when ${events.endsAt} > ${at} then 'live'
    else 'completed'
  end`;
}

/** The filter as conditions on events joined with their venue: the same for a page and for the counts. */
function eventConditions(f: EventFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.organizerId) conditions.push(eq(events.organizerId, f.organizerId));
  if (f.sport) conditions.push(eq(events.sportId, f.sport));
  if (f.city) conditions.push(eq(events.cityId, f.city));
  if (f.from) conditions.push(gte(events.localDate, f.from));
  if (f.to) conditions.push(lte(events.localDate, f.to));
  if (f.text) {
    conditions.push(
      sql`lower(${events.title} || ' ' || ${events.team1} || ' ' || ${events.team2} || ' ' || ${events.tournament} || ' ' || ${venues.name}) like ${likePattern(f.text)}`,
    );
  }
  return conditions;
}

/** An event as its organiser changes its life (cancel, postpone). */
const lifeColumns = {
  id: events.id,
  title: events.title,
  organizerId: events.organizerId,
  status: events.status,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  saleOpensAt: events.saleOpensAt,
  originalStartsAt: events.originalStartsAt,
  cancelledAt: events.cancelledAt,
  cancelReason: events.cancelReason,
};

function eventLifeQueries(db: Db) {
  return {
    /** The event, locked until the transaction ends: every change of an event's life takes this lock. */
    async lockEvent(eventId: string) {
      const [row] = await db.select(lifeColumns).from(events).where(eq(events.id, eventId)).for('update');
      return row;
    },
    async cancel(eventId: string, at: Date, reason: string) {
      await db
        .update(events)
        .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason, updatedAt: at })
        .where(eq(events.id, eventId));
    },
    async postpone(
      eventId: string,
      at: Date,
      times: { startsAt: Date; endsAt: Date; localDate: string; originalStartsAt: Date },
    ) {
      await db
        .update(events)
        .set({ ...times, status: 'postponed', updatedAt: at })
        .where(eq(events.id, eventId));
    },
  };
}
export type EventLifeQueries = ReturnType<typeof eventLifeQueries>;
export type EventLifeRow = NonNullable<Awaited<ReturnType<EventLifeQueries['lockEvent']>>>;

export function createOrganizerRepo(db: Db) {
  return {
    /** Runs fn in one transaction (again after a deadlock) with the event queries bound to it. */
    transaction<T>(fn: (tx: EventLifeQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(eventLifeQueries(tx), transaction));
    },

    async eventLife(eventId: string) {
      const [row] = await db.select(lifeColumns).from(events).where(eq(events.id, eventId));
      return row;
    },

    /** The event's confirmed and refunded bookings: how many of each, and their totals in paise. */
    bookingsByStatus(eventId: string) {
      return db
        .select({
          status: bookings.status,
          n: count(),
          totalPaise: sql`coalesce(sum(${keptPaise}), 0)::bigint`.mapWith(Number),
        })
        .from(bookings)
        .where(and(eq(bookings.eventId, eventId), inArray(bookings.status, ['confirmed', 'refunded'])))
        .groupBy(bookings.status);
    },

    /** A page of the filter's events, with who runs each and whether an admin took it down. */
    listEvents(
      f: EventFilter & {
        status?: OrganizerEventStatus;
        sort: 'date-asc' | 'date-desc';
        limit: number;
        offset: number;
      },
    ) {
      const conditions = eventConditions(f);
      if (f.status) conditions.push(sql`${consoleStatus(f.now)} = ${f.status}`);
      const order =
        f.sort === 'date-asc'
          ? [asc(events.startsAt), asc(events.id)]
          : [desc(events.startsAt), desc(events.id)];
      return db
        .select({
          id: events.id,
          title: events.title,
          sportId: events.sportId,
          tournament: events.tournament,
          venueName: venues.name,
          cityName: cities.name,
          status: consoleStatus(f.now),
          startsAt: events.startsAt,
          totalSeats: events.totalSeats,
          seatsSold: events.seatsSold,
          organizerId: events.organizerId,
          organizerName: users.name,
          organizerEmail: users.email,
          unpublishedAt: events.unpublishedAt,
          unpublishReason: events.unpublishReason,
        })
        .from(events)
        .innerJoin(venues, eq(venues.id, events.venueId))
        .innerJoin(cities, eq(cities.id, events.cityId))
        .innerJoin(users, eq(users.id, events.organizerId))
        .where(and(...conditions))
        .orderBy(...order)
        .limit(f.limit)
        .offset(f.offset);
    },

    /** How many of the filter's events have each status (statuses with none are left out). */
    countByStatus(f: EventFilter) {
      // Grouped over a subquery: grouping by the CASE itself would bind `now` twice, and PostgreSQL
      // cannot tell that the select list's expression is the GROUP BY's.
      const own = db
        .select({ status: consoleStatus(f.now).as('console_status') })
        .from(events)
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(and(...eventConditions(f)))
        .as('own');
      return db.select({ status: own.status, n: count() }).from(own).groupBy(own.status);
    },

    /** Confirmed bookings' totals per event, and the fees and GST in them (the bill keeps rupees). */
    async revenueByEvent(eventIds: string[]) {
      if (eventIds.length === 0) return [];
      return db
        .select({
          eventId: bookings.eventId,
          grossPaise: sql`coalesce(sum(${keptPaise}), 0)::bigint`.mapWith(Number),
          feesAndGstPaise:
            sql`coalesce(sum(((${bookings.quote} ->> 'convenienceFee')::bigint + (${bookings.quote} ->> 'gst')::bigint) * 100), 0)::bigint`.mapWith(
              Number,
            ),
        })
        .from(bookings)
        .where(and(eq(bookings.status, 'confirmed'), inArray(bookings.eventId, eventIds)))
        .groupBy(bookings.eventId);
    },
  };
}

export type OrganizerRepo = ReturnType<typeof createOrganizerRepo>;
