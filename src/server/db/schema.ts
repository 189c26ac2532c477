import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A generated, lower-cased text column used only for trigram substring search. */
const searchDocument = (expression: SQL) =>
  customType<{ data: string }>({ dataType: () => 'text' })('search_document').generatedAlwaysAs(expression);

export const sports = pgTable('sports', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  emoji: text('emoji').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const cities = pgTable('cities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull().default('India'),
});

export const venues = pgTable(
  'venues',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    capacity: integer('capacity').notNull(),
    sports: text('sports').array().notNull(),
    address: text('address').notNull(),
    openedYear: smallint('opened_year'),
    description: text('description').notNull(),
    searchDocument: searchDocument(sql`lower(name || ' ' || description)`),
  },
  (t) => [
    index('venues_city_idx').on(t.cityId),
    index('venues_search_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    cityId: text('city_id').references(() => cities.id),
    league: text('league').notNull(),
    description: text('description').notNull(),
    searchDocument: searchDocument(sql`lower(name || ' ' || sport_id || ' ' || description)`),
  },
  (t) => [
    index('teams_sport_idx').on(t.sportId),
    index('teams_search_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
  ],
);

export const players = pgTable(
  'players',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    teamId: text('team_id').references(() => teams.id),
    role: text('role').notNull(),
    country: text('country').notNull(),
    description: text('description').notNull(),
    searchDocument: searchDocument(sql`lower(name || ' ' || sport_id || ' ' || description)`),
  },
  (t) => [index('players_search_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`)],
);

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    team1Id: text('team1_id').references(() => teams.id),
    team2Id: text('team2_id').references(() => teams.id),
    /** Side names as shown (teams, or players in individual sports). */
    team1: text('team1').notNull(),
    team2: text('team2').notNull(),
    tournament: text('tournament').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** When play is expected to end; the event is live between start and end. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Local calendar date of the start in Asia/Kolkata, kept for exact date filtering. */
    localDate: text('local_date').notNull(),
    /** 'scheduled', 'postponed' or 'cancelled'; live and completed follow from the clock. */
    status: text('status').notNull().default('scheduled'),
    pricePaise: integer('price_paise').notNull(),
    /** The price before the last change; null when the price never changed. */
    originalPricePaise: integer('original_price_paise'),
    deal: text('deal'),
    dealEndsAt: timestamp('deal_ends_at', { withTimezone: true }),
    totalSeats: integer('total_seats').notNull(),
    seatsSold: integer('seats_sold').notNull().default(0),
    prediction: text('prediction').notNull(),
    popularity: integer('popularity').notNull(),
    /** Average fan rating × 10 (e.g. 46 for 4.6). */
    ratingTenths: smallint('rating_tenths').notNull(),
    attendance: integer('attendance').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull(),
    highlights: text('highlights').array().notNull(),
    featured: boolean('featured').notNull().default(false),
    trending: boolean('trending').notNull().default(false),
    limited: boolean('limited').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Section 5 search: title, category, description. */
    searchDocument: searchDocument(sql`lower(title || ' ' || sport_id || ' ' || description)`),
  },
  (t) => [
    index('events_starts_idx').on(t.startsAt, t.id),
    index('events_sport_starts_idx').on(t.sportId, t.startsAt, t.id),
    index('events_city_starts_idx').on(t.cityId, t.startsAt, t.id),
    index('events_sport_city_starts_idx').on(t.sportId, t.cityId, t.startsAt, t.id),
    index('events_price_idx').on(t.pricePaise, t.startsAt, t.id),
    index('events_popularity_idx').on(t.popularity.desc().nullsFirst(), t.startsAt, t.id),
    index('events_ends_idx').on(t.endsAt, t.id),
    index('events_local_date_idx').on(t.localDate, t.startsAt, t.id),
    index('events_venue_idx').on(t.venueId),
    index('events_search_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
    index('events_filter_idx').using(
      'gin',
      sql`lower(${t.team1} || ' ' || ${t.team2} || ' ' || ${t.tournament}) gin_trgm_ops`,
    ),
    check('events_seats_check', sql`${t.seatsSold} >= 0 AND ${t.seatsSold} <= ${t.totalSeats}`),
    check('events_status_check', sql`${t.status} IN ('scheduled', 'postponed', 'cancelled')`),
    check('events_price_check', sql`${t.pricePaise} > 0`),
    check('events_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    // Queries bound their index scans with this: an event not yet over started at most 12 h ago.
    check('events_length_check', sql`${t.endsAt} <= ${t.startsAt} + interval '12 hours'`),
  ],
);

export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    image: text('image'),
    tags: text('tags').array().notNull(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt)],
);

export const scores = pgTable(
  'scores',
  {
    id: text('id').primaryKey(),
    matchTitle: text('match_title').notNull(),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    team1Name: text('team1_name').notNull(),
    team1Score: text('team1_score').notNull(),
    team2Name: text('team2_name').notNull(),
    team2Score: text('team2_score').notNull(),
    /** completed, live or upcoming. */
    status: text('status').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [index('scores_starts_idx').on(t.startsAt)],
);
