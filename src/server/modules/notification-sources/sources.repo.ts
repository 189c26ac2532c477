import { and, asc, eq, gt, inArray, isNull, lte, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { SportId } from '../../../shared/constants';
import type { PriceFacts } from '../../../shared/domain/card-price';
import type { Deal } from '../../../shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { locationNamesCity } from '../../db/location-city';
import { rowsOf } from '../../db/rows';
import {
  announcedEvents,
  bookings,
  cartItems,
  cities,
  eventDeals,
  eventPriceChanges,
  eventPriceMarks,
  events,
  users,
  venues,
  wishlistItems,
} from '../../db/schema';
import { joinTransaction, type Transaction } from '../../db/transaction';
import { publishedEvent } from '../catalogue/catalogue.repo';
import { notificationPreferenceOn } from '../me/me.repo';

/** Published and not cancelled: a match that will be played (a postponed one at its new start). */
const happening = and(publishedEvent, ne(events.status, 'cancelled')) as SQL;

const at = (ms: number) => new Date(ms);

/** A fan's confirmed booking of a match, as its reminders and updates name it. */
export interface BookedMatchRow {
  userId: string;
  bookingId: string;
  reference: string;
  eventId: string;
  eventTitle: string;
  venue: string;
  city: string;
  startsAt: Date;
  /** The account's name and address, and whether its e-mail preference is on (reminders by e-mail). */
  fanName: string;
  fanEmail: string;
  emailOn: boolean;
}

/** A watched event at the price alerts' look: the last look's mark (none the first time) and the card now. */
export interface WatchedEventRow {
  eventId: string;
  eventTitle: string;
  marked: boolean;
  markedPrice: number | null;
  moves: number;
  checkedAt: Date | null;
  facts: PriceFacts;
}

export interface StartedDealRow {
  id: string;
  eventId: string;
  kind: Deal;
  percentOff: number;
  pointIds: string[];
  endsAt: Date;
}

/** A new event on sale and a fan it suits: by a favourite team (named) or else a favourite sport. */
export interface RecommendationRow {
  userId: string;
  eventId: string;
  eventTitle: string;
  startsAt: Date;
  venue: string;
  cityName: string;
  sportId: SportId;
  team: string | null;
}

/** The fan's location names the event's city (db/location-city.ts). */
const locationInEventCity = locationNamesCity(users.location, events.cityId);

/** The team of the event (either side) the fan lists as a favourite, compared without case. */
const favouriteTeamPlaying = sql<string | null>`(SELECT CASE WHEN lower(t) = lower(${events.team1})
    THEN ${events.team1} ELSE ${events.team2} END
  FROM unnest(${users.favoriteTeams}) AS t
  WHERE lower(t) IN (lower(${events.team1}), lower(${events.team2})) LIMIT 1)`;

function sourceQueries(db: Db) {
  const bookedMatch = {
    userId: sql<string>`${bookings.userId}`,
    bookingId: bookings.id,
    reference: bookings.reference,
    eventId: events.id,
    eventTitle: events.title,
    venue: venues.name,
    city: cities.name,
    startsAt: events.startsAt,
    fanName: users.name,
    fanEmail: users.email,
    emailOn: sql<boolean>`${notificationPreferenceOn('email')}`,
  };
  /** Fans' confirmed bookings of happening matches, one per fan and match (the first confirmed). */
  const bookedMatches = (where: SQL, preference: SQL) =>
    db
      .selectDistinctOn([bookings.userId, events.id], bookedMatch)
      .from(events)
      .innerJoin(bookings, and(eq(bookings.eventId, events.id), eq(bookings.status, 'confirmed')))
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .innerJoin(cities, eq(cities.id, events.cityId))
      .where(and(where, happening, preference))
      .orderBy(bookings.userId, events.id, asc(bookings.confirmedAt), asc(bookings.id));

  return {
    /**
     * Bookings whose match starts in (from, to] + offsetMs and after `startsAfter`, of fans whose
     * event reminders are on: a reminder due `offsetMs` before the start, or (negative) an update due
     * after it, whose moment is in the window and which is still worth sending.
     */
    bookedMatchesDue(window: { from: Date; to: Date }, offsetMs: number, startsAfter: Date) {
      return bookedMatches(
        and(
          gt(events.startsAt, at(window.from.getTime() + offsetMs)),
          lte(events.startsAt, at(window.to.getTime() + offsetMs)),
          gt(events.startsAt, startsAfter),
        ) as SQL,
        notificationPreferenceOn('eventReminders'),
      ) as Promise<BookedMatchRow[]>;
    },

    /** The fan's next confirmed booked match (if event reminders are on). */
    async nextBookedMatch(userId: string, now: Date): Promise<BookedMatchRow | undefined> {
      const [row] = await db
        .select(bookedMatch)
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .innerJoin(users, eq(users.id, bookings.userId))
        .innerJoin(venues, eq(venues.id, events.venueId))
        .innerJoin(cities, eq(cities.id, events.cityId))
        .where(
          and(
            eq(bookings.userId, userId),
            eq(bookings.status, 'confirmed'),
            gt(events.startsAt, now),
            happening,
            notificationPreferenceOn('eventReminders'),
          ),
        )
        .orderBy(asc(events.startsAt), asc(bookings.confirmedAt), asc(bookings.id))
        .limit(1);
      return row;
    },

    /** The next match of one of the fan's favourite teams (if event reminders are on). */
    async nextFavouriteTeamMatch(userId: string, now: Date) {
      const [row] = await db
        .select({
          team: sql<string>`${favouriteTeamPlaying}`,
          eventId: events.id,
          eventTitle: events.title,
          venue: venues.name,
          startsAt: events.startsAt,
        })
        .from(users)
        .innerJoin(events, and(gt(events.startsAt, now), happening))
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(
          and(
            eq(users.id, userId),
            notificationPreferenceOn('eventReminders'),
            sql`${favouriteTeamPlaying} IS NOT NULL`,
          ),
        )
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(1);
      return row;
    },

    // --- price alerts (decision 010) ---------------------------------------------------------

    /**
     * Watched events (in a wishlist or cart) on sale at `now` or sold out, whose price may have moved
     * since the last look, least recently looked at first, with the card's prices now: never looked
     * at; a price changed (the ledger) or a deal started since; sold out, or its cached card price
     * not the one marked, and not looked at since `quickRecheckBefore`; or not looked at since
     * `recheckBefore` (places taken or freed move the cheapest price too).
     */
    async watchedEventsToCheck(
      now: Date,
      recheckBefore: Date,
      quickRecheckBefore: Date,
      limit: number,
    ): Promise<WatchedEventRow[]> {
      const watched = db
        .select({ eventId: wishlistItems.eventId })
        .from(wishlistItems)
        .union(db.select({ eventId: cartItems.eventId }).from(cartItems))
        .as('watched');
      const due = db
        .select({
          eventId: events.id,
          eventTitle: events.title,
          marked: sql<boolean>`${eventPriceMarks.eventId} IS NOT NULL`.as('marked'),
          markedPrice: sql<number | null>`${eventPriceMarks.pricePaise}`.as('marked_price'),
          moves: sql<number>`coalesce(${eventPriceMarks.moves}, 0)`.as('moves'),
          checkedAt: sql<Date | null>`${eventPriceMarks.checkedAt}`.as('checked_at'),
        })
        .from(watched)
        .innerJoin(events, eq(events.id, watched.eventId))
        .leftJoin(eventPriceMarks, eq(eventPriceMarks.eventId, events.id))
        .where(
          and(
            // On sale at now (kp_event_on_sale) or sold out: a sold-out event's places may come back.
            happening,
            gt(events.startsAt, now),
            or(isNull(events.saleOpensAt), lte(events.saleOpensAt, now)),
            or(
              isNull(eventPriceMarks.eventId),
              lte(eventPriceMarks.checkedAt, recheckBefore),
              and(
                lte(eventPriceMarks.checkedAt, quickRecheckBefore),
                or(
                  isNull(eventPriceMarks.pricePaise),
                  ne(eventPriceMarks.pricePaise, events.pricePaise),
                  sql`${events.seatsSold} >= ${events.totalSeats}`,
                ),
              ),
              sql`EXISTS (SELECT 1 FROM ${eventPriceChanges} c WHERE c.event_id = ${events.id}
                AND c.changed_at > ${eventPriceMarks.checkedAt})`,
              sql`EXISTS (SELECT 1 FROM ${eventDeals} d WHERE d.event_id = ${events.id}
                AND d.cancelled_at IS NULL AND d.starts_at > ${eventPriceMarks.checkedAt}
                AND d.starts_at <= ${now})`,
            ),
          ),
        )
        .orderBy(sql`${eventPriceMarks.checkedAt} NULLS FIRST`, asc(events.id))
        .limit(limit)
        .as('due');
      // The card's prices for the batch only (a function call per row returned).
      const rows = await db
        .select({
          eventId: due.eventId,
          eventTitle: due.eventTitle,
          marked: due.marked,
          markedPrice: due.markedPrice,
          moves: due.moves,
          checkedAt: due.checkedAt,
          facts: sql<PriceFacts>`kp_event_price(${due.eventId}, ${now.toISOString()}::timestamptz)`,
        })
        .from(due);
      return rows.map((row) => ({
        ...row,
        moves: Number(row.moves),
        checkedAt: row.checkedAt === null ? null : new Date(row.checkedAt),
      }));
    },

    /** Deals running at `now` on these events that started after the event's last look. */
    startedDeals(looks: { eventId: string; checkedAt: Date }[], now: Date): Promise<StartedDealRow[]> {
      if (looks.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: eventDeals.id,
          eventId: eventDeals.eventId,
          kind: eventDeals.kind,
          percentOff: eventDeals.percentOff,
          pointIds: eventDeals.pointIds,
          endsAt: eventDeals.endsAt,
        })
        .from(eventDeals)
        .where(
          and(
            or(
              ...looks.map((look) =>
                and(eq(eventDeals.eventId, look.eventId), gt(eventDeals.startsAt, look.checkedAt)),
              ),
            ),
            isNull(eventDeals.cancelledAt),
            lte(eventDeals.startsAt, now),
            gt(eventDeals.endsAt, now),
          ),
        )
        .orderBy(asc(eventDeals.startsAt), asc(eventDeals.id));
    },

    /** Who watches these events (wishlist or cart) with price alerts on: one row per fan and event. */
    watchers(eventIds: string[]): Promise<{ userId: string; eventId: string }[]> {
      if (eventIds.length === 0) return Promise.resolve([]);
      const watching = db
        .select({ userId: wishlistItems.userId, eventId: wishlistItems.eventId })
        .from(wishlistItems)
        .where(inArray(wishlistItems.eventId, eventIds))
        .union(
          db
            .select({ userId: cartItems.userId, eventId: cartItems.eventId })
            .from(cartItems)
            .where(inArray(cartItems.eventId, eventIds)),
        )
        .as('watching');
      return db
        .select({ userId: watching.userId, eventId: watching.eventId })
        .from(watching)
        .innerJoin(users, eq(users.id, watching.userId))
        .where(notificationPreferenceOn('priceAlerts'));
    },

    /** Records this look at the events: each one's price then and its count of moves. */
    async markPrices(marks: { eventId: string; pricePaise: number | null; moves: number }[], now: Date) {
      if (marks.length === 0) return;
      await db
        .insert(eventPriceMarks)
        .values(marks.map((mark) => ({ ...mark, checkedAt: now })))
        .onConflictDoUpdate({
          target: eventPriceMarks.eventId,
          set: {
            pricePaise: sql`excluded.price_paise`,
            moves: sql`excluded.moves`,
            checkedAt: sql`excluded.checked_at`,
          },
        });
    },

    // --- recommendations (decision 010) ------------------------------------------------------

    /** Lists every event on sale at `now` as announced (the first run: what was on sale is not new). */
    async announceAllOnSale(now: Date): Promise<void> {
      await db.execute(sql`INSERT INTO ${announcedEvents} (event_id, announced_at)
        SELECT id, ${now} FROM ${events}
        WHERE starts_at > ${now} AND kp_event_on_sale(id, ${now.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING`);
    },

    /** Events on sale at `now` not announced yet, soonest first. */
    async newOnSale(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .where(
          and(
            gt(events.startsAt, now),
            happening,
            notExists(
              db.select({ one: sql`1` }).from(announcedEvents).where(eq(announcedEvents.eventId, events.id)),
            ),
            sql`kp_event_on_sale(${events.id}, ${now.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * For each fan (role user) these events suit, the one event to recommend: a favourite team plays
     * it, or it is a favourite sport, in the city their location names; never one they booked. A
     * favourite team goes before a sport, then the sooner start. One pass over the accounts.
     */
    async recommendations(eventIds: string[]): Promise<RecommendationRow[]> {
      if (eventIds.length === 0) return [];
      const result = await db.execute(sql`
        SELECT DISTINCT ON (${users.id}) ${users.id} AS "userId", ${events.id} AS "eventId",
          ${events.title} AS "eventTitle", ${events.startsAt} AS "startsAt", ${venues.name} AS venue,
          ${cities.name} AS "cityName", ${events.sportId} AS "sportId", ${favouriteTeamPlaying} AS team
        FROM ${events}
        JOIN ${venues} ON ${venues.id} = ${events.venueId}
        JOIN ${cities} ON ${cities.id} = ${events.cityId}
        JOIN ${users} ON ${users.role} = 'user'
          AND (${events.sportId} = ANY (${users.favoriteSports}) OR ${favouriteTeamPlaying} IS NOT NULL)
        WHERE ${inArray(events.id, eventIds)} AND ${locationInEventCity}
          AND NOT EXISTS (SELECT 1 FROM ${bookings} b WHERE b.user_id = ${users.id}
            AND b.event_id = ${events.id} AND b.status IN ('pending', 'confirmed'))
        ORDER BY ${users.id}, (${favouriteTeamPlaying} IS NULL), ${events.startsAt}, ${events.id}`);
      return rowsOf<RecommendationRow & { startsAt: Date | string }>(result).map((row) => ({
        ...row,
        startsAt: new Date(row.startsAt),
      }));
    },

    async announce(eventIds: string[], now: Date): Promise<void> {
      if (eventIds.length === 0) return;
      await db
        .insert(announcedEvents)
        .values(eventIds.map((eventId) => ({ eventId, announcedAt: now })))
        .onConflictDoNothing();
    },
  };
}

export function createSourcesRepo(db: Db) {
  return {
    ...sourceQueries(db),
    /** The same queries inside a job's transaction. */
    joining: (transaction: Transaction) => sourceQueries(joinTransaction(transaction)),
  };
}

export type SourcesRepo = ReturnType<typeof createSourcesRepo>;
