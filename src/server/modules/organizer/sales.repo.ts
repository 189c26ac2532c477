import { and, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/constants';
import { insuranceRefundedPaise, keptPaise } from '../../db/booking-money';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { bookings, cities, events, venues } from '../../db/schema';
import { consoleStatus } from './organizer.repo';

/** The bookings an organiser sees as attendees: paid, whether or not refunded since. */
const ATTENDEE_STATES = ['confirmed', 'refunded'] as const;

/**
 * A line of a booking's bill (kept in whole rupees, pricing.ts's Bill) summed in paise. 'seats' is
 * what fans paid for the seats: the bill's seats less its deal discount (bills from before deals
 * have none), so the lines add up to the gross.
 */
const billLinePaise = (line: 'seats' | 'addOns' | 'insurance' | 'convenienceFee' | 'gst') =>
  (line === 'seats'
    ? sql`coalesce(sum(((${bookings.quote} ->> 'seats')::bigint - coalesce((${bookings.quote} ->> 'dealDiscount')::bigint, 0)) * 100), 0)::bigint`
    : sql`coalesce(sum((${bookings.quote} ->> ${line})::bigint * 100), 0)::bigint`
  ).mapWith(Number);
const sumOf = (column: SQL | typeof bookings.totalPaise | typeof bookings.seats) =>
  sql`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** An attendee search: the lower-cased text in the reference, the contact's name or e-mail. */
function attendeeConditions(eventId: string, text: string | undefined): SQL | undefined {
  const pattern = text ? likePattern(text) : undefined;
  return and(
    eq(bookings.eventId, eventId),
    inArray(bookings.status, [...ATTENDEE_STATES]),
    pattern
      ? or(
          sql`lower(${bookings.reference}) like ${pattern}`,
          sql`lower(${bookings.contactName}) like ${pattern}`,
          sql`lower(${bookings.contactEmail}) like ${pattern}`,
        )
      : undefined,
  );
}

export function createSalesRepo(db: Db) {
  return {
    /** The event as the console shows it, if it is the organiser's (any organiser's when null). */
    async event(eventId: string, organizerId: string | null, now: Date) {
      const [row] = await db
        .select({
          id: events.id,
          title: events.title,
          sportId: events.sportId,
          startsAt: events.startsAt,
          venueName: venues.name,
          cityName: cities.name,
          status: consoleStatus(now),
        })
        .from(events)
        .innerJoin(venues, eq(venues.id, events.venueId))
        .innerJoin(cities, eq(cities.id, events.cityId))
        .where(
          and(eq(events.id, eventId), organizerId === null ? undefined : eq(events.organizerId, organizerId)),
        );
      return row;
    },

    /** Confirmed bookings' seat money per category or map section (a map booking names its section). */
    seatsRevenue(eventId: string) {
      const onMap = sql<boolean>`cardinality(${bookings.seatIds}) > 0`;
      return db
        .select({ id: bookings.category, onMap, seatsPaise: billLinePaise('seats') })
        .from(bookings)
        .where(and(eq(bookings.eventId, eventId), eq(bookings.status, 'confirmed')))
        .groupBy(bookings.category, onMap);
    },

    /** What fans paid on the event's confirmed bookings, each line of the bill apart. */
    async confirmedRevenue(eventId: string) {
      const [row] = await db
        .select({
          bookings: count(),
          grossPaise: sumOf(keptPaise),
          seatsPaise: billLinePaise('seats'),
          addOnsPaise: billLinePaise('addOns'),
          // The insurance kept: an insurance refunded on its own is a refund, below.
          insurancePaise: sumOf(
            sql`(${bookings.quote} ->> 'insurance')::bigint * 100 - ${insuranceRefundedPaise}`,
          ),
          convenienceFeePaise: billLinePaise('convenienceFee'),
          gstPaise: billLinePaise('gst'),
        })
        .from(bookings)
        .where(and(eq(bookings.eventId, eventId), eq(bookings.status, 'confirmed')));
      if (!row) throw new Error('an aggregate without GROUP BY answers one row');
      return row;
    },

    /**
     * What went back to fans: bookings refunded in full (how many, how much), and the insurance
     * refunded on its own of bookings that stand.
     */
    async refunds(eventId: string) {
      const [row] = await db
        .select({
          bookings: sql<number>`count(*) filter (where ${bookings.status} = 'refunded')`.mapWith(Number),
          paise: sumOf(sql`case when ${bookings.status} = 'refunded' then ${bookings.totalPaise} else 0 end`),
          insuranceBookings: sql<number>`count(*) filter (where ${bookings.status} = 'confirmed'
            and ${bookings.insuranceRefundedAt} is not null)`.mapWith(Number),
          insurancePaise: sumOf(
            sql`case when ${bookings.status} = 'confirmed' then ${insuranceRefundedPaise} else 0 end`,
          ),
        })
        .from(bookings)
        .where(and(eq(bookings.eventId, eventId), inArray(bookings.status, ['confirmed', 'refunded'])));
      return {
        bookings: row?.bookings ?? 0,
        paise: row?.paise ?? 0,
        insuranceBookings: row?.insuranceBookings ?? 0,
        insurancePaise: row?.insurancePaise ?? 0,
      };
    },

    /** Confirmed bookings per India calendar day of their payment, oldest first. */
    daily(eventId: string) {
      return (
        db
          .select({
            date: sql<string>`to_char(${bookings.confirmedAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`,
            tickets: sumOf(bookings.seats),
            grossPaise: sumOf(keptPaise),
          })
          .from(bookings)
          .where(
            and(
              eq(bookings.eventId, eventId),
              eq(bookings.status, 'confirmed'),
              isNotNull(bookings.confirmedAt),
            ),
          )
          // By position: the time zone is a bound parameter, and PostgreSQL cannot tell that the select
          // list's expression is the same as a GROUP BY binding it again.
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      );
    },

    /** The event's attendees, newest booking first; every one when no page is given. */
    attendees(eventId: string, text: string | undefined, page?: { limit: number; offset: number }) {
      const query = db
        .select({
          reference: bookings.reference,
          name: bookings.contactName,
          email: bookings.contactEmail,
          phone: bookings.contactPhone,
          category: bookings.category,
          seatIds: bookings.seatIds,
          seats: bookings.seats,
          seatLabels: bookings.seatLabels,
          status: bookings.status,
          createdAt: bookings.createdAt,
          // Spelt out: drizzle leaves the columns of a one-table query unqualified, and inside the
          // subquery a bare "id" would be the ticket's own.
          // A ticket given away counts once: the recipient's new one (the old one is void).
          tickets: sql<number>`(select count(*) from tickets where tickets.booking_id = bookings.id and tickets.transferred_at is null)::int`,
          admitted: sql<number>`(select count(tickets.admitted_at) from tickets where tickets.booking_id = bookings.id)::int`,
        })
        .from(bookings)
        .where(attendeeConditions(eventId, text))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .$dynamic();
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    async countAttendees(eventId: string, text: string | undefined) {
      const [row] = await db.select({ n: count() }).from(bookings).where(attendeeConditions(eventId, text));
      return row?.n ?? 0;
    },
  };
}

export type SalesRepo = ReturnType<typeof createSalesRepo>;
