import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SECTION_IDS } from '../../shared/booking-constants';
import { CITY_IDS, LIMITS, SPORT_IDS } from '../../shared/constants';
import { ACCOUNT_LINK_PURPOSES } from '../../shared/domain/account-links';
import type { BilledQuote } from '../../shared/domain/invoice';
import type { SnoozedNotice } from '../../shared/domain/notices';
import { SEAT_VIEWS } from '../../shared/domain/seat-map';
import { QUEUE_ENTRY_STATES, QUEUE_PASS_MINUTES } from '../../shared/domain/waiting-room';
import { ACTIVITY_ACTIONS, ROLES } from '../../shared/schemas/account';
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditState } from '../../shared/schemas/audit';
import { BOOKING_STATES, type Guest, HOLD_PROGRESS_MAX_BYTES } from '../../shared/schemas/booking';
import { DEALS, SCORE_STATUSES } from '../../shared/schemas/catalogue';
import { NEWS_STATUSES } from '../../shared/schemas/news';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationData,
} from '../../shared/schemas/notifications';

/**
 * A booking session: 'active' while the fan chooses, 'checked_out' once billed (its places frozen
 * until payment or reopening), 'converted' when sold; 'released' when closed, 'expired' once swept.
 * The database allows only the moves in db/functions/kp_status_transition.sql.
 */
const HOLD_STATES = ['active', 'checked_out', 'expired', 'released', 'converted'] as const;
/** A gateway order: 'created' (payable), then 'paid', 'cancelled' (replaced by a newer checkout) or, once paid, 'refunded'. */
export const ORDER_STATES = ['created', 'paid', 'cancelled', 'refunded'] as const;

/** A generated, lower-cased text column used only for trigram substring search. */
const searchDocument = (expression: SQL) =>
  customType<{ data: string }>({ dataType: () => 'text' })('search_document').generatedAlwaysAs(expression);

export const sports = pgTable('sports', {
  id: text('id', { enum: SPORT_IDS }).primaryKey(),
  name: text('name').notNull(),
  emoji: text('emoji').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const cities = pgTable('cities', {
  id: text('id', { enum: CITY_IDS }).primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull().default('India'),
});

export const venues = pgTable(
  'venues',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    cityId: text('city_id', { enum: CITY_IDS })
      .notNull()
      .references(() => cities.id),
    capacity: integer('capacity').notNull(),
    sports: text('sports', { enum: SPORT_IDS }).array().notNull(),
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
    sportId: text('sport_id', { enum: SPORT_IDS })
      .notNull()
      .references(() => sports.id),
    cityId: text('city_id', { enum: CITY_IDS }).references(() => cities.id),
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
    sportId: text('sport_id', { enum: SPORT_IDS })
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
    sportId: text('sport_id', { enum: SPORT_IDS })
      .notNull()
      .references(() => sports.id),
    cityId: text('city_id', { enum: CITY_IDS })
      .notNull()
      .references(() => cities.id),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    /** The organiser account that runs the event: only it (and admins) may change or admit it. */
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id),
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
    /**
     * 'draft' (the organiser's, unseen by fans), 'scheduled' (published), 'postponed' or 'cancelled';
     * live and completed follow from the clock. Moves: db/functions/kp_status_transition.sql.
     */
    status: text('status').notNull().default('scheduled'),
    /** When tickets go on sale; null: from publication. Sales close at the start. */
    saleOpensAt: timestamp('sale_opens_at', { withTimezone: true }),
    /** A postponed event's first start, shown beside its new date; null when never postponed. */
    originalStartsAt: timestamp('original_starts_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why the organiser cancelled it, shown on the event page; null unless cancelled. */
    cancelReason: text('cancel_reason'),
    /**
     * When an admin took the event down (decision 014): off the catalogue and off sale whatever its
     * status, its tickets still valid; null while up. Only an admin puts it back (republish).
     */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    /** The admin's reason for the takedown, shown to its organiser; set exactly when unpublished_at is. */
    unpublishReason: text('unpublish_reason'),
    /**
     * Cache (decision 009) for sorting by price: the card's price (kp_event_price) as the price sweep
     * last saw it; the last price when nothing is left. Cards compute theirs exactly.
     */
    pricePaise: integer('price_paise').notNull(),
    totalSeats: integer('total_seats').notNull(),
    seatsSold: integer('seats_sold').notNull().default(0),
    /**
     * The event sells its venue's whole seating plan (decision 016): categories are blocks
     * (categoryBlocks), seats are held and sold in block_inventory and seat_holds; no map sections.
     * Written with the event; changeable only while nothing is sold or held.
     */
    seatPlan: boolean('seat_plan').notNull().default(false),
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
    /** product-spec.md section 5 search: title, category, description. */
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
    index('events_organizer_starts_idx').on(t.organizerId, t.startsAt, t.id),
    // The refund pass's events (bookings still confirmed after a cancel): few rows of many.
    index('events_cancelled_idx').on(t.cancelledAt).where(sql`${t.status} = 'cancelled'`),
    // A team's matches (the ?team= list, a search result's upcoming matches) on either side.
    index('events_team1_starts_idx').on(t.team1Id, t.startsAt),
    index('events_team2_starts_idx').on(t.team2Id, t.startsAt),
    index('events_search_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
    index('events_filter_idx').using(
      'gin',
      sql`lower(${t.team1} || ' ' || ${t.team2} || ' ' || ${t.tournament}) gin_trgm_ops`,
    ),
    check('events_seats_check', sql`${t.seatsSold} >= 0 AND ${t.seatsSold} <= ${t.totalSeats}`),
    check('events_status_check', sql`${t.status} IN ('draft', 'scheduled', 'postponed', 'cancelled')`),
    check('events_price_check', sql`${t.pricePaise} > 0`),
    check('events_unpublished_check', sql`(${t.unpublishedAt} IS NULL) = (${t.unpublishReason} IS NULL)`),
    check('events_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    // Queries bound their index scans with this: an event not yet over started at most 12 h ago.
    check('events_length_check', sql`${t.endsAt} <= ${t.startsAt} + interval '12 hours'`),
  ],
);

/**
 * Every change of a price point's price (decision 009), append-only: a trigger refuses UPDATE and
 * DELETE (except when the event itself is deleted). `changed_by` is null for the catalogue's seed.
 */
export const eventPriceChanges = pgTable(
  'event_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 'category' (event_categories) or 'section' (event_sections). */
    pointKind: text('point_kind', { enum: ['category', 'section'] }).notNull(),
    pointId: text('point_id').notNull(),
    oldPricePaise: integer('old_price_paise').notNull(),
    newPricePaise: integer('new_price_paise').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('event_price_changes_event_idx').on(t.eventId, t.changedAt),
    // The week's price drops across the catalogue (GET /api/banners): recent rows of a growing ledger.
    index('event_price_changes_changed_idx').on(t.changedAt),
    check('event_price_changes_kind_check', sql`${t.pointKind} IN ('category', 'section')`),
    check('event_price_changes_price_check', sql`${t.oldPricePaise} > 0 AND ${t.newPricePaise} > 0`),
  ],
);

/**
 * A time-boxed discount (decision 009): percent_off off the price points it names (category ids and
 * map section ids, e.g. 'gold', 'section:premium') from starts_at until ends_at, unless cancelled.
 * At most one running deal per price point (checked under the event's row lock).
 */
export const eventDeals = pgTable(
  'event_deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEALS }).notNull(),
    percentOff: smallint('percent_off').notNull(),
    pointIds: text('point_ids').array().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('event_deals_event_idx').on(t.eventId, t.endsAt),
    // The sweep's work: deals that start or end soon.
    index('event_deals_starts_idx').on(t.startsAt).where(sql`${t.cancelledAt} IS NULL`),
    index('event_deals_ends_idx').on(t.endsAt).where(sql`${t.cancelledAt} IS NULL`),
    check('event_deals_percent_check', sql`${t.percentOff} BETWEEN 1 AND 90`),
    check('event_deals_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('event_deals_points_check', sql`cardinality(${t.pointIds}) > 0`),
  ],
);

/**
 * Events whose cached card price (events.price_paise) may be stale, queued by triggers on the price
 * list and deals (kp_event_price_stale) for the price sweep. No foreign key: queueing must not lock
 * the event's row (an organiser's edit holds it while a sale flips a price point).
 */
export const eventPriceRefreshes = pgTable('event_price_refreshes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventId: text('event_id').notNull(),
});

/**
 * News articles (the news module's). A draft has no published_at; /news shows published ones only.
 * sport_id is the article's category.
 */
export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    sportId: text('sport_id', { enum: SPORT_IDS })
      .notNull()
      .references(() => sports.id),
    image: text('image'),
    tags: text('tags').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who wrote it; null for the seeded articles (and an account since removed). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('news_published_idx').on(t.publishedAt),
    check('news_status_check', sql`${t.status} IN ('draft', 'published')`),
    // Published exactly when it has a publication time: /news orders by it.
    check('news_published_at_check', sql`(${t.status} = 'published') = (${t.publishedAt} IS NOT NULL)`),
  ],
);

export const scores = pgTable(
  'scores',
  {
    id: text('id').primaryKey(),
    /** The catalogue event this score is of, when it is one of ours; its page shows the final score. */
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    matchTitle: text('match_title').notNull(),
    sportId: text('sport_id', { enum: SPORT_IDS })
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
    status: text('status', { enum: SCORE_STATUSES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [
    index('scores_starts_idx').on(t.startsAt),
    // An event has one final score: the event list joins it by this.
    uniqueIndex('scores_event_result_idx').on(t.eventId).where(sql`${t.status} = 'completed'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Accounts and what belongs to them

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique('users_email_unique'),
    name: text('name').notNull(),
    /** scrypt$N$r$p$salt$hash (base64). Never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    /** '' or '+91 9876543210'. */
    phone: text('phone').notNull().default(''),
    favoriteTeams: text('favorite_teams').array().notNull().default(sql`'{}'::text[]`),
    favoriteSports: text('favorite_sports', { enum: SPORT_IDS }).array().notNull().default(sql`'{}'::text[]`),
    location: text('location').notNull().default(''),
    /** Preferences of product-spec.md section 3; missing fields read as their defaults. */
    preferences: jsonb('preferences').notNull().default({}),
    /**
     * When the account showed it reads mail at its address (a link mailed there was opened); null
     * until then. Only a confirmed address takes in the guest bookings made with it (issue 13).
     */
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    /**
     * When an admin suspended the account (issue 14), null while it may sign in: a suspended
     * account has no live session and none starts. The reason is the admin's, kept with it.
     */
    suspendedAt: timestamptz('suspended_at'),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} IN ('user', 'organizer', 'admin')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_suspension_check', sql`(${t.suspendedAt} IS NULL) = (${t.suspendedReason} IS NULL)`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the random token in the cookie; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** Idle expiry, slid forward on use, never past created_at + the absolute cap. */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    /** The address the session was started from: a sign-in from it is the owner's (decision 003). */
    address: text('address'),
    /** sha256 (hex) of the browser's device cookie: the browser this session was used in. */
    deviceHash: text('device_hash'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Attempts per key within the key's current window: failed sign-ins per address ('ip:…'), per
 * address and e-mail ('pair:…'), per e-mail ('email:…'), and sign-ups per address ('sign-up:…').
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  failures: integer('failures').notNull().default(0),
});

/**
 * Links mailed to an account (issue 13): a password reset, a confirmation of its address, or a
 * change to a new address. `id` is the SHA-256 (hex) of the link's token, which is never stored;
 * `email` is the address the link went to. A link works once (`used_at`) and until `expires_at`.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_LINK_PURPOSES }).notNull(),
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} IN ('password_reset', 'email_confirmation', 'email_change')`,
    ),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    // Who watches an event (price alerts, decision 010).
    index('cart_items_event_idx').on(t.eventId),
    check(
      'cart_items_quantity_check',
      sql`${t.quantity} > 0 AND ${t.quantity} <= ${sql.raw(String(LIMITS.cartQuantityMax))}`,
    ),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  // Who watches an event (price alerts, decision 010).
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('wishlist_items_event_idx').on(t.eventId)],
);

export const activities = pgTable(
  'activities',
  {
    /** Also breaks ties between entries recorded in the same instant. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ACTIVITY_ACTIONS }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('activities_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
    /** Raised on every view; orders views made in the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('recently_viewed_user_idx').on(t.userId, t.viewedAt.desc(), t.seq.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Seat inventory, holds, bookings, payments and tickets (decision record 004)

/**
 * The five ticket categories of an event, as counters. `held` counts the places of holds still
 * marked active (expired ones are swept by the next buyer of that category, in the same
 * transaction as their own hold). Free to take: db/functions/kp_places_free_to_take.sql; shown
 * available: src/shared/domain/availability.ts.
 */
export const eventCategories = pgTable(
  'event_categories',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    pricePaise: integer('price_paise').notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull(),
    held: integer('held').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.categoryId] }),
    check(
      'event_categories_counts_check',
      sql`${t.sold} >= 0 AND ${t.held} >= 0 AND ${t.sold} + ${t.held} <= ${t.capacity}`,
    ),
  ],
);

/**
 * The reserved-seating map's three sections of an event, as its price list has them (decision
 * 009): the price of a seat there, how many seats are for sale and how many are sold. The seats
 * themselves (event_seats) are written on first use; `sold` is kept with every sale and refund.
 */
export const eventSections = pgTable(
  'event_sections',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sectionId: text('section_id', { enum: SECTION_IDS }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    seats: integer('seats').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.sectionId] }),
    check('event_sections_counts_check', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.seats}`),
    check('event_sections_price_check', sql`${t.pricePaise} > 0`),
  ],
);

/**
 * One seat of the reserved-seating map. status 'available' (for sale) | 'sold' | 'blocked' (never
 * for sale); a seat is held while hold_id is set and hold_expires_at is in the future. Free to take:
 * db/functions/kp_seat_free_to_take.sql; shown available: src/shared/domain/availability.ts.
 */
export const eventSeats = pgTable(
  'event_seats',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    seatId: text('seat_id').notNull(),
    section: text('section', { enum: SECTION_IDS }).notNull(),
    row: text('row').notNull(),
    number: smallint('number').notNull(),
    /** Order of the seat on the map (section, row, number), for rendering. */
    position: smallint('position').notNull(),
    pricePaise: integer('price_paise').notNull(),
    view: text('view', { enum: SEAT_VIEWS }).notNull(),
    accessible: boolean('accessible').notNull().default(false),
    status: text('status', { enum: ['available', 'sold', 'blocked'] })
      .notNull()
      .default('available'),
    holdId: uuid('hold_id'),
    holdExpiresAt: timestamptz('hold_expires_at'),
    bookingId: uuid('booking_id'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.seatId] }),
    index('event_seats_hold_idx').on(t.holdId).where(sql`${t.holdId} IS NOT NULL`),
    check('event_seats_status_check', sql`${t.status} IN ('available', 'sold', 'blocked')`),
  ],
);

/** PostgreSQL's bit varying, carried as its text ('0101…'), for the block inventory's bitsets. */
const bitVarying = customType<{ data: string }>({ dataType: () => 'bit varying' });

/**
 * One block of a plan event's seating plan (decision 016), written on its first hold: which of its
 * `seats` seats are sold, one bit per seat in the plan's seat index order (1 = sold), and a
 * version that rises with every change of the block. Held seats are named in seat_holds.
 * An untouched block has no row: nothing sold or held.
 */
export const blockInventory = pgTable(
  'block_inventory',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    blockId: text('block_id').notNull(),
    seats: smallint('seats').notNull(),
    sold: bitVarying('sold').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.blockId] }),
    check('block_inventory_sold_check', sql`bit_length(${t.sold}) = ${t.seats} AND ${t.seats} > 0`),
    check('block_inventory_version_check', sql`${t.version} >= 0`),
  ],
);

/**
 * A plan seat held by a booking session, one row per seat: the primary key lets one hold at a time
 * have it. A row whose expires_at has passed holds nothing (its hold ran out) and is taken over by
 * the next buyer. Each row counts once in its category's event_categories.held.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    eventId: text('event_id').notNull(),
    blockId: text('block_id').notNull(),
    seatIndex: smallint('seat_index').notNull(),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => holds.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.blockId, t.seatIndex] }),
    index('seat_holds_hold_idx').on(t.holdId),
    check('seat_holds_index_check', sql`${t.seatIndex} >= 0`),
  ],
);

/**
 * A buyer's session for one event (the dialog's 900 s timer). status 'active' while open;
 * 'expired' once swept, 'released' when closed, 'converted' when booked. `category_id` and
 * `quantity` are the category places this hold counts in event_categories.held while active.
 */
export const holds = pgTable(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the opener's holder cookie: only that browser (or the account) may use the hold. */
    holderKey: text('holder_key'),
    /** The opener's address, for the cap on open sessions per address. */
    clientAddress: text('client_address'),
    status: text('status', { enum: HOLD_STATES }).notNull().default('active'),
    categoryId: text('category_id'),
    quantity: integer('quantity').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Times the fan asked for more time (src/shared/domain/hold-extension.ts caps them). */
    extensions: integer('extensions').notNull().default(0),
    /**
     * The signed-in fan's booking dialog as last saved (holdProgressSchema; null until saved):
     * advisory only, read back through the schema when the dialog reopens, never trusted at checkout.
     */
    progress: jsonb('progress'),
  },
  (t) => [
    // The cap on open sessions per event counts these (db/functions/kp_hold_open.sql).
    index('holds_open_holder_idx')
      .on(t.eventId, t.holderKey)
      .where(sql`${t.status} IN ('active', 'checked_out')`),
    index('holds_open_address_idx')
      .on(t.eventId, t.clientAddress)
      .where(sql`${t.status} IN ('active', 'checked_out')`),
    index('holds_open_user_idx').on(t.eventId, t.userId).where(sql`${t.status} IN ('active', 'checked_out')`),
    index('holds_live_category_idx')
      .on(t.eventId, t.categoryId, t.expiresAt)
      .where(sql`${t.status} IN ('active', 'checked_out') AND ${t.quantity} > 0`),
    check(
      'holds_status_check',
      sql`${t.status} IN ('active', 'checked_out', 'expired', 'released', 'converted')`,
    ),
    check('holds_quantity_check', sql`${t.quantity} >= 0`),
    check('holds_extensions_check', sql`${t.extensions} >= 0`),
    // The schema's field limits keep a progress far below this; the database refuses a larger one whatever writes it.
    check(
      'holds_progress_size_check',
      sql`octet_length(${t.progress}::text) <= ${sql.raw(String(HOLD_PROGRESS_MAX_BYTES))}`,
    ),
  ],
);

/**
 * A booking: 'pending' while awaiting payment, 'confirmed' once paid (then it has tickets),
 * 'cancelled' when given up, 'refunded' when its event was cancelled and the money returned.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    holdId: uuid('hold_id').unique(),
    status: text('status', { enum: BOOKING_STATES }).notNull().default('pending'),
    category: text('category').notNull(),
    seats: integer('seats').notNull(),
    /** Map seat ids when booked on the map; empty for category places. */
    seatIds: text('seat_ids').array().notNull().default(sql`'{}'::text[]`),
    seatLabels: text('seat_labels').array().notNull().default(sql`'{}'::text[]`),
    addOns: text('add_ons').array().notNull().default(sql`'{}'::text[]`),
    insurance: boolean('insurance').notNull().default(false),
    /**
     * The bill as charged (priceBooking), in whole rupees per line, with the priced seat lines it was
     * worked from (since the tax invoice); the API shows it in paise (billInPaise).
     */
    quote: jsonb('quote').$type<BilledQuote>().notNull(),
    totalPaise: integer('total_paise').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    emergencyContact: text('emergency_contact').notNull().default(''),
    specialRequests: text('special_requests').notNull().default(''),
    guests: jsonb('guests').$type<Guest[]>().notNull().default(sql`'[]'::jsonb`),
    newsletter: boolean('newsletter').notNull().default(true),
    smsUpdates: boolean('sms_updates').notNull().default(true),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    paymentMethod: text('payment_method'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
    /** When the whole payment was returned (the event was cancelled, or an admin refunded it). */
    refundedAt: timestamptz('refunded_at'),
    /** When an admin refunded the insurance line alone (the booking stays confirmed; issue 14). */
    insuranceRefundedAt: timestamptz('insurance_refunded_at'),
    /** When an admin last re-sent the confirmation e-mail (re-sending is limited per booking). */
    emailResentAt: timestamptz('email_resent_at'),
  },
  (t) => [
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('bookings_payment_idx').on(t.paymentId),
    check('bookings_status_check', sql`${t.status} IN ('pending', 'confirmed', 'cancelled', 'refunded')`),
    // An event's bookings (sales, attendees), and after a cancel the ones still confirmed.
    index('bookings_event_status_idx').on(t.eventId, t.status),
    // The last hour's sales across the catalogue (demand surges, GET /api/banners).
    index('bookings_confirmed_at_idx').on(t.confirmedAt).where(sql`${t.status} = 'confirmed'`),
    // A guest's bookings by address, which a confirmed account with that address takes in (issue 13).
    index('bookings_guest_email_idx').on(sql`lower(${t.contactEmail})`).where(sql`${t.userId} IS NULL`),
    check('bookings_seats_check', sql`${t.seats} > 0`),
    check('bookings_total_check', sql`${t.totalPaise} >= 0`),
  ],
);

/**
 * A guest's look-up links (issue 13): `id` is the SHA-256 (hex) of the mailed token. The first
 * browser to open it claims it (`opened_at`, its holder key); that browser may see the booking, its
 * tickets and its invoice until `expires_at`, and no other.
 */
export const bookingLookups = pgTable(
  'booking_lookups',
  {
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to (the booking's contact address). */
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    openedAt: timestamptz('opened_at'),
    /** SHA-256 of the holder cookie of the browser that opened it first. */
    holderKey: text('holder_key'),
  },
  (t) => [
    index('booking_lookups_booking_idx').on(t.bookingId, t.holderKey),
    index('booking_lookups_expires_idx').on(t.expiresAt),
  ],
);

/** One ticket per seat of a confirmed booking; its QR carries a signed token naming it. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    seatLabel: text('seat_label').notNull(),
    holderName: text('holder_name').notNull(),
    position: smallint('position').notNull(),
    /** When the gate let this ticket in; a ticket admits once. */
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    /** The organiser or admin who scanned it in. */
    admittedBy: uuid('admitted_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When its holder gave it to someone else (issue 13): from then this ticket's code is void at
     * every gate (the recipient holds a new ticket with a new code).
     */
    transferredAt: timestamptz('transferred_at'),
    /**
     * When this ticket's code was issued: its booking's confirmation, or the transfer that gave it
     * to its holder. Signed into the code (KP2 issuedAt), so the same ticket always shows the same QR.
     */
    issuedAt: timestamptz('issued_at').notNull(),
    /**
     * Whom the ticket was given to (lower-cased), for a ticket a transfer issued; null for the
     * booking's own tickets, which its account holds. Until an account with this address exists the
     * ticket is held by the address alone (its QR went there by e-mail).
     */
    holderEmail: text('holder_email'),
    /** The recipient's account, when one had holder_email at the transfer. */
    holderUserId: uuid('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tickets_booking_idx').on(t.bookingId, t.position),
    // The gate pack's void list: an event's transferred tickets.
    index('tickets_event_transferred_idx').on(t.eventId).where(sql`${t.transferredAt} IS NOT NULL`),
    // Tickets given to an account, or to an address without one yet ('Tickets transferred to you').
    index('tickets_holder_user_idx').on(t.holderUserId).where(sql`${t.holderUserId} IS NOT NULL`),
    index('tickets_holder_email_idx').on(t.holderEmail).where(sql`${t.holderEmail} IS NOT NULL`),
    // A ticket is either let in or given away, never both: the gate's admission and a transfer
    // racing for one ticket leave exactly one of them (issue 13).
    check(
      'tickets_admitted_or_transferred_check',
      sql`${t.admittedAt} IS NULL OR ${t.transferredAt} IS NULL`,
    ),
    check(
      'tickets_holder_check',
      sql`${t.holderEmail} = lower(${t.holderEmail}) AND (${t.holderUserId} IS NULL OR ${t.holderEmail} IS NOT NULL)`,
    ),
  ],
);

/**
 * The record of each ticket given away (issue 13): the old ticket, whose code no longer admits,
 * and the new one issued to the recipient. A ticket is transferred at most once (unique
 * from_ticket_id, and db/functions/kp_ticket_transferred_once.sql keeps its transferred_at); rows
 * are never rewritten (kp_append_only), only the accounts they name may be removed.
 */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromTicketId: uuid('from_ticket_id')
      .notNull()
      .unique('ticket_transfers_from_ticket_unique')
      .references(() => tickets.id, { onDelete: 'cascade' }),
    toTicketId: uuid('to_ticket_id')
      .notNull()
      .unique('ticket_transfers_to_ticket_unique')
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's name as the recipient was told it. */
    fromName: text('from_name').notNull(),
    toName: text('to_name').notNull(),
    toEmail: text('to_email').notNull(),
    /** The recipient's account at the time, if there was one. */
    toUserId: uuid('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [check('ticket_transfers_to_email_check', sql`${t.toEmail} = lower(${t.toEmail})`)],
);

/**
 * What a gate recorded of an admission (issue 13, section 5; owned by the gate module): which
 * device let a ticket in and when (by the device's clock, for an offline admission synced later),
 * and how it was taken. 'admitted' is the admission that stands, one per ticket at most while it is
 * not undone (tickets.admitted_at mirrors it); 'conflict' is a second device's offline admission of
 * a ticket already in (conflict_with: the one that stood); 'void' is an offline admission of a
 * ticket that no longer admitted (void_reason). A supervisor's undo is kept on the row (undone_at,
 * undone_by), and the ticket may be admitted again.
 */
export const ADMISSION_OUTCOMES = ['admitted', 'conflict', 'void'] as const;
export const VOID_REASONS = ['refunded', 'transferred', 'cancelled'] as const;
export const admissions = pgTable(
  'admissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    admittedAt: timestamptz('admitted_at').notNull(),
    recordedAt: timestamptz('recorded_at').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: ADMISSION_OUTCOMES }).notNull(),
    voidReason: text('void_reason', { enum: VOID_REASONS }),
    conflictWith: uuid('conflict_with').references((): AnyPgColumn => admissions.id),
    undoneAt: timestamptz('undone_at'),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('admissions_outcome_check', sql`${t.outcome} IN ('admitted', 'conflict', 'void')`),
    check(
      'admissions_void_reason_check',
      sql`(${t.outcome} = 'void') = (${t.voidReason} IS NOT NULL) AND (${t.voidReason} IS NULL OR ${t.voidReason} IN ('refunded', 'transferred', 'cancelled'))`,
    ),
    check('admissions_undo_check', sql`${t.undoneAt} IS NULL OR ${t.outcome} = 'admitted'`),
    // A device sending its queue again is recognised, not recorded twice.
    uniqueIndex('admissions_replay_idx').on(t.ticketId, t.deviceId, t.admittedAt),
    // A ticket is in at most once at a time, whatever raced to admit it.
    uniqueIndex('admissions_standing_idx')
      .on(t.ticketId)
      .where(sql`${t.outcome} = 'admitted' AND ${t.undoneAt} IS NULL`),
    index('admissions_event_idx').on(t.eventId, t.recordedAt.desc()),
  ],
);

/** The gateway simulator's orders: one amount to collect for one booking. */
export const gatewayOrders = pgTable(
  'gateway_orders',
  {
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    receipt: text('receipt').notNull(),
    status: text('status', { enum: ORDER_STATES }).notNull().default('created'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('gateway_orders_status_check', sql`${t.status} IN ('created', 'paid', 'cancelled', 'refunded')`),
    // One payable order per booking: checking out again cancels the one before.
    uniqueIndex('gateway_orders_one_payable_idx').on(t.bookingId).where(sql`${t.status} = 'created'`),
  ],
);

/** Payment attempts on an order: 'captured', 'failed' or 'refunded'. At most one captured per order. */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => gatewayOrders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /**
     * The instrument as a gateway reports it, never in full: a card's last 4 digits, a masked UPI
     * id (maskedInstrument), a wallet's name. Null for payments made before it was kept.
     */
    instrument: text('instrument'),
    status: text('status').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** What was returned so far (gateway_refunds); 'refunded' once it is the whole amount. */
    amountRefundedPaise: integer('amount_refunded_paise').notNull().default(0),
    errorCode: text('error_code'),
    createdAt: timestamptz('created_at').notNull(),
    /** When the merchant answered the capture's webhook (it settled it: a booking or a refund). */
    acknowledgedAt: timestamptz('acknowledged_at'),
    /** Webhook deliveries tried so far, and when the next is due (backoff after a failure). */
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    nextNotifyAt: timestamptz('next_notify_at'),
  },
  (t) => [
    index('gateway_payments_order_idx').on(t.orderId),
    // The webhook dispatcher's work: captures the merchant has not acknowledged.
    index('gateway_payments_unacknowledged_idx')
      .on(t.nextNotifyAt)
      .where(sql`${t.status} = 'captured' AND ${t.acknowledgedAt} IS NULL`),
    check('gateway_payments_status_check', sql`${t.status} IN ('captured', 'failed', 'refunded')`),
    check(
      'gateway_payments_refunded_check',
      sql`${t.amountRefundedPaise} BETWEEN 0 AND ${t.amountPaise} AND (${t.status} <> 'refunded' OR ${t.amountRefundedPaise} = ${t.amountPaise})`,
    ),
    uniqueIndex('gateway_payments_one_capture_idx')
      .on(t.orderId)
      .where(sql`${t.status} IN ('captured', 'refunded')`),
  ],
);

/**
 * The refunds of a capture, as a real gateway keeps them: each of an amount (part or the rest of
 * what was captured, never more), under its merchant's idempotency key (asking again with the same
 * key answers the refund made).
 */
export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => gatewayPayments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('gateway_refunds_idempotency_key_unique'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('gateway_refunds_payment_idx').on(t.paymentId, t.createdAt),
    check('gateway_refunds_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * An account's in-app notifications (issue 12), newest first. `dedupe_key` makes each happen once
 * per account: creating it again (a retried job, a second process) writes nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    priority: text('priority', { enum: NOTIFICATION_PRIORITIES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    target: text('target'),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Raised on every insert: orders notifications created in the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    readAt: timestamptz('read_at'),
    /**
     * When the push pass took it (Web Push outbox): null until then. Taken before it is sent, so a
     * pass that dies mid-send never pushes it twice.
     */
    pushedAt: timestamptz('pushed_at'),
  },
  (t) => [
    uniqueIndex('notifications_once_idx').on(t.userId, t.dedupeKey),
    index('notifications_seq_idx').on(t.seq),
    index('notifications_push_due_idx').on(t.seq).where(sql`${t.pushedAt} IS NULL`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.seq.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * A reminder the fan snoozed (issue 12): removed from the list, it comes back as a new unread
 * notification at due_at (the spec's 15 minutes later), created by the snooze job, so a restart
 * keeps it. `notice` is what it said (SnoozedNotice).
 */
export const notificationSnoozes = pgTable(
  'notification_snoozes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notice: jsonb('notice').$type<SnoozedNotice>().notNull(),
    dueAt: timestamptz('due_at').notNull(),
  },
  (t) => [index('notification_snoozes_due_idx').on(t.dueAt)],
);

/** Server secrets (gateway and ticket signing keys), created on first use; never sent to a client. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * A browser's Web Push subscription (issue 12): where its push service takes messages for the fan
 * signed in when it subscribed, and the keys they are encrypted to (RFC 8291). One row per
 * endpoint: a browser that subscribes again, or for another account, replaces it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The sign-in it was made in: only while that session lives does the browser get the account's
     * pushes, so signing out (or the session ending) stops them on a shared device.
     */
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; whoever knows it can ask for pushes, so it is never logged. */
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    /** The browser's P-256 public key and authentication secret (base64url). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamptz('created_at').notNull(),
    /** When the push service last accepted a message for it. */
    lastSuccessAt: timestamptz('last_success_at'),
    /** Deliveries refused or unanswered since the last success (a gone subscription is deleted instead). */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Background jobs run on a schedule kept here, so several API processes share one (decision 010):
 * a process claims a due job's row (FOR UPDATE SKIP LOCKED), does its work in that transaction and
 * moves next_run_at on; the others skip it. `covered_until` is the end of the time window whose
 * moments (a reminder's, a live update's) the job has handled.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamptz('next_run_at').notNull(),
  coveredUntil: timestamptz('covered_until'),
  lastRunAt: timestamptz('last_run_at'),
});

/**
 * The price alerts' last look at each watched event (decision 010): its cheapest buyable price then
 * (null: nothing free) and how many moves the alerts have seen, which names each move once.
 */
export const eventPriceMarks = pgTable(
  'event_price_marks',
  {
    eventId: text('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise'),
    moves: integer('moves').notNull().default(0),
    checkedAt: timestamptz('checked_at').notNull(),
  },
  (t) => [index('event_price_marks_checked_idx').on(t.checkedAt)],
);

/**
 * Events the recommendations have seen on sale (decision 010): an event on sale and not listed
 * here is new, and fans it suits hear of it once. The first run lists what was on sale already.
 */
export const announcedEvents = pgTable('announced_events', {
  eventId: text('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  announcedAt: timestamptz('announced_at').notNull(),
});

/**
 * Sign-in sessions that have had their next reminder (POST /api/me/notifications/next-reminder):
 * one per session, even when the fan removed it since; gone with the session.
 */
export const sessionReminders = pgTable('session_reminders', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull(),
});

/** How an e-mail of the outbox stands: 'sending' is a claim whose lease ends at next_attempt_at. */
export const EMAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
/**
 * A file attached to an e-mail; with a cid, the HTML shows it inline. A ticket's QR code is kept as
 * its text and drawn as a PNG when sent (4 ms each: not inside the transaction that sells the seats).
 */
export type EmailAttachment = { filename: string; cid?: string } & (
  | { contentType: string /** base64 */; content: string }
  | { qrCode: string }
);

/**
 * The e-mail outbox (issue 13): each mail is written in the transaction of the change it tells,
 * complete (HTML, text, attachments), once per dedupe_key. The mail pass claims due rows ('pending'
 * and due, or 'sending' whose lease, next_attempt_at, ran out: the process died mid-send), sends, and marks them
 * 'sent'; a refused send goes back to 'pending' with a later next_attempt_at, or 'failed' for good.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    status: text('status', { enum: EMAIL_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
    /** The last refusal as the mail server worded it (never the SMTP URL or its password). */
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('email_outbox_once_idx').on(t.dedupeKey),
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} IN ('pending', 'sending')`),
  ],
);

/**
 * The audit log (issue 14): who changed what, when, from what to what. Append-only for everyone,
 * admins included: kp_append_only refuses UPDATE, DELETE and TRUNCATE. The actor's name, e-mail and
 * role are copied as they were, and nothing references another table, so no later change or
 * removal elsewhere rewrites history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role', { enum: ROLES }).notNull(),
    targetKind: text('target_kind', { enum: AUDIT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    /** What a person calls the target: an e-mail, an event's title, a booking's reference. */
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<AuditState>(),
    after: jsonb('after').$type<AuditState>(),
    searchDocument: searchDocument(
      sql`lower(action || ' ' || target_id || ' ' || target_label || ' ' || actor_name || ' ' || actor_email || ' ' || coalesce(reason, ''))`,
    ),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_target_idx').on(t.targetKind, t.targetId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_search_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
    check(
      'audit_log_target_check',
      sql`${t.targetKind} IN ('account', 'event', 'booking', 'ticket', 'news')`,
    ),
    // 'event.cancelled' is an action on an event: the name and the target agree.
    check('audit_log_action_check', sql`starts_with(${t.action}, ${t.targetKind} || '.')`),
  ],
);

/**
 * A queued on-sale (issue 15, decision record 017): while enabled, opening a booking session needs
 * a pass from the queue (db/functions/kp_hold_open.sql). `admitted_through` is how far the admission
 * rate has been spent (db/functions/kp_queue_admit.sql); the row is also the admission's lock.
 */
export const eventQueues = pgTable(
  'event_queues',
  {
    eventId: text('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    /** The on-sale's start: fans who join before it are drawn in random order then. */
    opensAt: timestamptz('opens_at').notNull(),
    ratePerMinute: integer('rate_per_minute').notNull(),
    passMinutes: integer('pass_minutes').notNull().default(QUEUE_PASS_MINUTES),
    admittedThrough: timestamptz('admitted_through'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check('event_queues_rate_check', sql`${t.ratePerMinute} > 0`),
    // At least a minute: a fan's next admission never falls in the minute the rate is counted over.
    check('event_queues_pass_check', sql`${t.passMinutes} BETWEEN 1 AND 60`),
  ],
);

/** Arrival order of fans who join a queue after its start (their places follow the pre-queue's). */
export const queueArrivals = pgSequence('queue_arrivals');

/**
 * A fan's place in an event's queue, one per account. `order_key` decides the order: a secret
 * uniform draw below 2^48 for a fan who joined before the start, 2^48 + arrival after it.
 * 'admitted' carries a pass until `pass_expires_at`; opening a booking session uses it ('used', with
 * the session's id); an unused pass past its expiry is 'expired'.
 */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamptz('joined_at').notNull(),
    orderKey: bigint('order_key', { mode: 'number' }).notNull(),
    state: text('state', { enum: QUEUE_ENTRY_STATES }).notNull().default('waiting'),
    admittedAt: timestamptz('admitted_at'),
    passExpiresAt: timestamptz('pass_expires_at'),
    usedAt: timestamptz('used_at'),
    holdId: uuid('hold_id').references(() => holds.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('queue_entries_event_user_idx').on(t.eventId, t.userId),
    // The next fans to admit, and the fans ahead of one.
    index('queue_entries_waiting_idx').on(t.eventId, t.orderKey, t.id).where(sql`${t.state} = 'waiting'`),
    // Admissions in the last minute (the rate).
    index('queue_entries_admitted_idx').on(t.eventId, t.admittedAt).where(sql`${t.admittedAt} IS NOT NULL`),
    // Passes to mark expired.
    index('queue_entries_passes_idx').on(t.eventId, t.passExpiresAt).where(sql`${t.state} = 'admitted'`),
    check('queue_entries_state_check', sql`${t.state} IN ('waiting', 'admitted', 'expired', 'used')`),
  ],
);
