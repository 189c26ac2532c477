import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CityId, SportId } from '../../../shared/constants';
import type { PriceFacts } from '../../../shared/domain/card-price';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { priceFactsAt } from '../../db/price-facts';
import { cities, eventQueues, events, players, scores, sports, teams, venues } from '../../db/schema';

export interface EventFilter {
  sport?: SportId;
  city?: CityId;
  /** IST calendar date yyyy-mm-dd. */
  date?: string;
  /** Sport page text: team names or tournament. */
  text?: string;
  venue?: string;
  /** A team id: matches it plays on either side. */
  team?: string;
  featured?: boolean;
  trending?: boolean;
  when: 'upcoming' | 'results';
  sort: 'date' | 'price' | 'popularity';
  limit: number;
  offset: number;
  now: Date;
}

const { searchDocument: _eventSearch, ...eventColumns } = getTableColumns(events);
/** An event row with what its card says about its price at `now` (decision 009). */
const eventSelection = (now: Date) => ({
  ...eventColumns,
  priceFacts: priceFactsAt(now),
  venueName: venues.name,
  cityName: cities.name,
  resultTeam1Score: scores.team1Score,
  resultTeam2Score: scores.team2Score,
  resultSummary: scores.summary,
  queueOpensAt: eventQueues.opensAt,
});
export type EventRow = Omit<typeof events.$inferSelect, 'searchDocument'> & {
  venueName: string;
  cityName: string;
  /** The event's final score, when the scores hold one (scores_event_result_idx: at most one). */
  resultTeam1Score: string | null;
  resultTeam2Score: string | null;
  resultSummary: string | null;
  priceFacts: PriceFacts;
  /** The waiting room's start while one is on (decision 017). */
  queueOpensAt: Date | null;
};

/**
 * What fans may see: every event but a draft, which is its organiser's alone until published
 * (decision 009), and one an admin took down (decision 014). Every query of a fan-facing list,
 * page, count or figure keeps to it.
 */
export const publishedEvent = and(ne(events.status, 'draft'), isNull(events.unpublishedAt)) as SQL;

/** The longest an event lasts (a check constraint holds every row to it). */
export const LONGEST_EVENT_MS = 12 * 3_600_000;

/**
 * Not over yet: ends after now. The start bound is implied by the length limit, and lets an index
 * on starts_at begin at the right place instead of stepping over every finished event.
 */
const notOver = (now: Date) =>
  and(gt(events.endsAt, now), gt(events.startsAt, new Date(now.getTime() - LONGEST_EVENT_MS))) as SQL;
const over = (now: Date) => lte(events.endsAt, now);

/**
 * Matches on the event list of a team (by id) or, for a player without a team, of the player (by
 * name), not over and not cancelled: what a search result for them would lead to.
 */
const upcomingMatchesOf = (now: Date, teamId: AnyPgColumn, name: AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${events} where ${and(notOver(now), publishedEvent, ne(events.status, 'cancelled'))}
    and case when ${outer(teamId)} is null then ${outer(name)} in (${events.team1}, ${events.team2})
      else ${outer(teamId)} in (${events.team1Id}, ${events.team2Id}) end)`;

/**
 * A column of the outer query named with its table: a query on one table names its columns bare,
 * and inside a subquery on events a bare "id" would be the event's.
 */
const outer = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The list's filter as conditions on events: the same for a page of rows and for their count. */
function eventConditions(f: Omit<EventFilter, 'sort' | 'limit' | 'offset'>): SQL[] {
  const conditions: SQL[] = [publishedEvent, f.when === 'upcoming' ? notOver(f.now) : over(f.now)];
  if (f.sport) conditions.push(eq(events.sportId, f.sport));
  if (f.city) conditions.push(eq(events.cityId, f.city));
  if (f.date) conditions.push(eq(events.localDate, f.date));
  if (f.venue) conditions.push(eq(events.venueId, f.venue));
  if (f.team) conditions.push(or(eq(events.team1Id, f.team), eq(events.team2Id, f.team)) as SQL);
  if (f.featured !== undefined) conditions.push(eq(events.featured, f.featured));
  if (f.trending !== undefined) conditions.push(eq(events.trending, f.trending));
  if (f.text) {
    conditions.push(
      sql`lower(${events.team1} || ' ' || ${events.team2} || ' ' || ${events.tournament}) like ${likePattern(f.text)}`,
    );
  }
  return conditions;
}

export function createCatalogueRepo(db: Db) {
  const eventQuery = (now: Date) =>
    db
      .select(eventSelection(now))
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .innerJoin(cities, eq(cities.id, events.cityId))
      .leftJoin(scores, and(eq(scores.eventId, events.id), eq(scores.status, 'completed')))
      .leftJoin(eventQueues, and(eq(eventQueues.eventId, events.id), eq(eventQueues.enabled, true)));

  return {
    async listEvents(f: EventFilter): Promise<EventRow[]> {
      // Upcoming runs soonest start first, results latest finish first; each order matches an index.
      const byTime =
        f.when === 'upcoming'
          ? [asc(events.startsAt), asc(events.id)]
          : [desc(events.endsAt), desc(events.id)];
      const order = {
        date: byTime,
        price: [asc(events.pricePaise), ...byTime],
        popularity: [desc(events.popularity), ...byTime],
      }[f.sort];
      return eventQuery(f.now)
        .where(and(...eventConditions(f)))
        .orderBy(...order)
        .limit(f.limit)
        .offset(f.offset);
    },

    /** How many events the list's filter matches, across all its pages. */
    async countEvents(f: Omit<EventFilter, 'sort' | 'limit' | 'offset'>): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(events)
        .where(and(...eventConditions(f)));
      return row?.n ?? 0;
    },

    async findEvent(id: string, now: Date): Promise<EventRow | undefined> {
      const [row] = await eventQuery(now)
        .where(and(eq(events.id, id), publishedEvent))
        .limit(1);
      return row;
    },

    /**
     * product-spec.md section 5 search over title, category and description of events that have
     * not finished.
     */
    searchEvents(text: string, now: Date, limit: number): Promise<EventRow[]> {
      return eventQuery(now)
        .where(and(sql`${events.searchDocument} like ${likePattern(text)}`, notOver(now), publishedEvent))
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit);
    },

    searchVenues(text: string, limit: number) {
      return db
        .select({
          id: venues.id,
          name: venues.name,
          description: venues.description,
          sports: venues.sports,
          cityName: cities.name,
        })
        .from(venues)
        .innerJoin(cities, eq(cities.id, venues.cityId))
        .where(sql`${venues.searchDocument} like ${likePattern(text)}`)
        .orderBy(asc(venues.name))
        .limit(limit);
    },

    searchTeams(text: string, now: Date, limit: number) {
      return db
        .select({
          id: teams.id,
          name: teams.name,
          sportId: teams.sportId,
          description: teams.description,
          league: teams.league,
          upcomingMatches: upcomingMatchesOf(now, teams.id, teams.name),
        })
        .from(teams)
        .where(sql`${teams.searchDocument} like ${likePattern(text)}`)
        .orderBy(asc(teams.name))
        .limit(limit);
    },

    searchPlayers(text: string, now: Date, limit: number) {
      return db
        .select({
          id: players.id,
          name: players.name,
          sportId: players.sportId,
          description: players.description,
          role: players.role,
          teamId: players.teamId,
          upcomingMatches: upcomingMatchesOf(now, players.teamId, players.name),
        })
        .from(players)
        .where(sql`${players.searchDocument} like ${likePattern(text)}`)
        .orderBy(asc(players.name))
        .limit(limit);
    },

    listVenues(filter: { city?: CityId; sport?: SportId }) {
      const conditions: SQL[] = [];
      if (filter.city) conditions.push(eq(venues.cityId, filter.city));
      if (filter.sport) conditions.push(sql`${filter.sport} = any(${venues.sports})`);
      return db
        .select({
          id: venues.id,
          name: venues.name,
          cityId: venues.cityId,
          cityName: cities.name,
          capacity: venues.capacity,
          sports: venues.sports,
          address: venues.address,
          openedYear: venues.openedYear,
          description: venues.description,
        })
        .from(venues)
        .innerJoin(cities, eq(cities.id, venues.cityId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(cities.name), asc(venues.name));
    },

    listCities() {
      return db
        .select({
          id: cities.id,
          name: cities.name,
          state: cities.state,
          country: cities.country,
        })
        .from(cities)
        .orderBy(asc(cities.name));
    },

    listSports() {
      return db
        .select({
          id: sports.id,
          name: sports.name,
          emoji: sports.emoji,
        })
        .from(sports)
        .orderBy(asc(sports.sortOrder));
    },

    /**
     * The sport's tournaments that have a match not yet over, from its matches not cancelled: how
     * many, how many to play, first, last and next start, cities and venues. The next to resume first.
     */
    sportTournaments(sport: SportId, now: Date) {
      const toPlay = sql`${events.endsAt} > ${now.toISOString()}`;
      return db
        .select({
          name: events.tournament,
          matches: count(),
          matchesToPlay: sql<number>`count(*) filter (where ${toPlay})::int`,
          firstStartsAt: sql<Date>`min(${events.startsAt})`.mapWith(events.startsAt),
          lastStartsAt: sql<Date>`max(${events.startsAt})`.mapWith(events.startsAt),
          nextStartsAt: sql<Date>`min(${events.startsAt}) filter (where ${toPlay})`.mapWith(events.startsAt),
          cities: sql<string[]>`array_agg(distinct ${cities.name} order by ${cities.name})`,
          venues: sql<number>`count(distinct ${events.venueId})::int`,
        })
        .from(events)
        .innerJoin(cities, eq(cities.id, events.cityId))
        .where(and(eq(events.sportId, sport), publishedEvent, ne(events.status, 'cancelled')))
        .groupBy(events.tournament)
        .having(sql`count(*) filter (where ${toPlay}) > 0`)
        .orderBy(sql`min(${events.startsAt}) filter (where ${toPlay})`, asc(events.tournament));
    },

    /**
     * The sport page's figures over the sport's matches not cancelled: matches starting in
     * [from, to), the tickets sold for them and the seconds they last, and the tournaments with a
     * match not yet over. seats_sold counts the seeded sales and every confirmed booking's seats
     * (kp_event_count_sold, after each sale), so it is the whole of the tickets sold.
     */
    async sportStats(sport: SportId, season: { from: Date; to: Date }, now: Date) {
      const inSeason = sql`${events.startsAt} >= ${season.from.toISOString()} and ${events.startsAt} < ${season.to.toISOString()}`;
      const [row] = await db
        .select({
          matches: sql<number>`count(*) filter (where ${inSeason})::int`,
          ticketsSold:
            sql<number>`coalesce(sum(${events.seatsSold}) filter (where ${inSeason}), 0)::bigint`.mapWith(
              Number,
            ),
          seconds:
            sql<number>`coalesce(sum(extract(epoch from ${events.endsAt} - ${events.startsAt})) filter (where ${inSeason}), 0)`.mapWith(
              Number,
            ),
          activeTournaments: sql<number>`count(distinct ${events.tournament}) filter (where ${events.endsAt} > ${now.toISOString()})::int`,
        })
        .from(events)
        .where(and(eq(events.sportId, sport), publishedEvent, ne(events.status, 'cancelled')));
      return row ?? { matches: 0, ticketsSold: 0, seconds: 0, activeTournaments: 0 };
    },

    /** Events not yet over, counted per venue, sport and city in one pass. */
    upcomingCounts(now: Date) {
      return db
        .select({ venueId: events.venueId, sportId: events.sportId, cityId: events.cityId, n: count() })
        .from(events)
        .where(and(notOver(now), publishedEvent))
        .groupBy(events.venueId, events.sportId, events.cityId);
    },

    listScores(sport: SportId | undefined) {
      return db
        .select({ ...getTableColumns(scores), venueName: venues.name })
        .from(scores)
        .innerJoin(venues, eq(venues.id, scores.venueId))
        .where(sport ? eq(scores.sportId, sport) : undefined)
        .orderBy(desc(scores.startsAt));
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
