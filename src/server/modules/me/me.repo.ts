import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { PREFERENCE_DEFAULTS, type SportId } from '../../../shared/constants';
import type { PriceFacts } from '../../../shared/domain/card-price';
import type { ActivityAction, Preferences } from '../../../shared/schemas/account';
import { keptPaise } from '../../db/booking-money';
import type { Db } from '../../db/client';
import { priceFactsAt } from '../../db/price-facts';
import {
  activities,
  bookings,
  cartItems,
  events,
  holds,
  recentlyViewed,
  users,
  venues,
  wishlistItems,
} from '../../db/schema';
import { publishedEvent } from '../catalogue/catalogue.repo';

/** The event fields the drawers and lists show, priced as the card is at `now`. */
const listedEvent = (now: Date) => ({
  eventId: events.id,
  title: events.title,
  startsAt: events.startsAt,
  venue: venues.name,
  lastPricePaise: events.pricePaise,
  priceFacts: priceFactsAt(now),
  category: events.sportId,
});
export type ListedEventRow = {
  eventId: string;
  title: string;
  startsAt: Date;
  venue: string;
  lastPricePaise: number;
  priceFacts: PriceFacts;
  category: SportId;
};

const profileColumns = {
  email: users.email,
  name: users.name,
  phone: users.phone,
  favoriteTeams: users.favoriteTeams,
  favoriteSports: users.favoriteSports,
  location: users.location,
};

/**
 * Whether an account's notification preference is on, as SQL over users (for passes over many
 * accounts): the stored value, or the default when none is stored, as readPreferences reads it.
 */
export const notificationPreferenceOn = (key: keyof Preferences['notifications']): SQL => {
  const stored = sql`${users.preferences} -> 'notifications' -> ${key}::text`;
  return sql`coalesce(case when jsonb_typeof(${stored}) = 'boolean' then (${stored})::boolean end, ${sql.raw(String(PREFERENCE_DEFAULTS.notifications[key]))})`;
};

const int = (expression: ReturnType<typeof sql>) => expression.mapWith(Number);

function meQueries(db: Db) {
  return {
    // --- events ------------------------------------------------------------------------------

    /** Which of these event ids are events a fan may see (a draft is not one). */
    async existingEventIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .where(and(inArray(events.id, ids), publishedEvent));
      return new Set(rows.map((row) => row.id));
    },

    // --- profile and preferences -------------------------------------------------------------

    async getProfile(userId: string) {
      const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async updateProfile(
      userId: string,
      values: {
        name: string;
        phone: string;
        favoriteTeams: string[];
        favoriteSports: SportId[];
        location: string;
      },
      now: Date,
    ) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(eq(users.id, userId))
        .returning(profileColumns);
      return row ?? null;
    },

    async getPreferences(userId: string): Promise<unknown> {
      const [row] = await db
        .select({ preferences: users.preferences })
        .from(users)
        .where(eq(users.id, userId));
      return row?.preferences ?? null;
    },

    async updatePreferences(userId: string, preferences: unknown, now: Date) {
      await db.update(users).set({ preferences, updatedAt: now }).where(eq(users.id, userId));
    },

    async memberSince(userId: string): Promise<Date | null> {
      const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
      return row?.createdAt ?? null;
    },

    // --- cart ----------------------------------------------------------------------------------

    listCart(userId: string, now: Date) {
      return db
        .select({ ...listedEvent(now), quantity: cartItems.quantity, addedAt: cartItems.addedAt })
        .from(cartItems)
        .innerJoin(events, eq(events.id, cartItems.eventId))
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(and(eq(cartItems.userId, userId), publishedEvent))
        .orderBy(asc(cartItems.addedAt), asc(cartItems.eventId));
    },

    /**
     * Adds each item or raises the quantity of the one already there by its amount, capped at max.
     * Event ids must be distinct within one call.
     */
    async addToCart(userId: string, items: { eventId: string; quantity: number }[], now: Date, max: number) {
      if (items.length === 0) return;
      await db
        .insert(cartItems)
        .values(
          items.map((item) => ({ userId, eventId: item.eventId, quantity: item.quantity, addedAt: now })),
        )
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.eventId],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${max})` },
        });
    },

    async setCartQuantity(userId: string, eventId: string, quantity: number) {
      await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.userId, userId), eq(cartItems.eventId, eventId)));
    },

    async removeFromCart(userId: string, eventId: string) {
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.eventId, eventId)));
    },

    async clearCart(userId: string) {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },

    // --- wishlist ----------------------------------------------------------------------------

    listWishlist(userId: string, now: Date) {
      return db
        .select({ ...listedEvent(now), addedAt: wishlistItems.addedAt })
        .from(wishlistItems)
        .innerJoin(events, eq(events.id, wishlistItems.eventId))
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(and(eq(wishlistItems.userId, userId), publishedEvent))
        .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.eventId));
    },

    /** Adds the events not listed yet; the ones already there are left as they are. */
    async addToWishlist(userId: string, eventIds: string[], now: Date) {
      if (eventIds.length === 0) return;
      await db
        .insert(wishlistItems)
        .values(eventIds.map((eventId) => ({ userId, eventId, addedAt: now })))
        .onConflictDoNothing();
    },

    async removeFromWishlist(userId: string, eventId: string) {
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.eventId, eventId)));
    },

    async clearWishlist(userId: string) {
      await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    },

    // --- activity ------------------------------------------------------------------------------

    async insertActivity(userId: string, action: ActivityAction, data: Record<string, unknown>, now: Date) {
      const [row] = await db.insert(activities).values({ userId, action, data, createdAt: now }).returning({
        id: activities.id,
        action: activities.action,
        data: activities.data,
        createdAt: activities.createdAt,
      });
      if (!row) throw new Error('inserting an activity returned no row');
      return row;
    },

    /** Deletes all but the newest `keep` entries of the user. */
    async trimActivities(userId: string, keep: number) {
      const newest = db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(keep);
      await db
        .delete(activities)
        .where(and(eq(activities.userId, userId), notInArray(activities.id, newest)));
    },

    listActivities(userId: string, limit: number) {
      return db
        .select({
          id: activities.id,
          action: activities.action,
          data: activities.data,
          createdAt: activities.createdAt,
        })
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(limit);
    },

    // --- recently viewed ---------------------------------------------------------------------

    /** Records a view: a new entry, or the existing one moved to the front. */
    async recordView(userId: string, eventId: string, now: Date) {
      await db
        .insert(recentlyViewed)
        .values({ userId, eventId, viewedAt: now })
        .onConflictDoUpdate({
          target: [recentlyViewed.userId, recentlyViewed.eventId],
          set: { viewedAt: now, seq: sql`DEFAULT` },
        });
    },

    async trimViews(userId: string, keep: number) {
      const newest = db
        .select({ eventId: recentlyViewed.eventId })
        .from(recentlyViewed)
        .where(eq(recentlyViewed.userId, userId))
        .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.seq))
        .limit(keep);
      await db
        .delete(recentlyViewed)
        .where(and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.eventId, newest)));
    },

    listViews(userId: string, limit: number, now: Date) {
      return db
        .select({ ...listedEvent(now), viewedAt: recentlyViewed.viewedAt })
        .from(recentlyViewed)
        .innerJoin(events, eq(events.id, recentlyViewed.eventId))
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(and(eq(recentlyViewed.userId, userId), publishedEvent))
        .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.seq))
        .limit(limit);
    },

    // --- bookings and stats ------------------------------------------------------------------

    /** Confirmed bookings of the user: count, total, and how many events are still ahead. */
    async bookingTotals(userId: string, now: Date) {
      const [row] = await db
        .select({
          bookings: count(),
          totalPaise: int(sql`coalesce(sum(${keptPaise}), 0)::bigint`),
          upcoming: int(sql`count(*) filter (where ${events.startsAt} > ${now.toISOString()}::timestamptz)`),
        })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(and(eq(bookings.userId, userId), eq(bookings.status, 'confirmed')));
      return row ?? { bookings: 0, totalPaise: 0, upcoming: 0 };
    },

    /** The venue the user's confirmed bookings name most (latest booking breaks a tie). */
    async favoriteVenue(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: venues.name })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(and(eq(bookings.userId, userId), eq(bookings.status, 'confirmed')))
        .groupBy(venues.id, venues.name)
        .orderBy(desc(count()), desc(sql`max(${bookings.createdAt})`), asc(venues.name))
        .limit(1);
      return row?.name ?? null;
    },

    /** The sport the user's confirmed bookings name most (latest booking breaks a tie). */
    async favoriteSport(userId: string): Promise<SportId | null> {
      const [row] = await db
        .select({ sport: events.sportId })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(and(eq(bookings.userId, userId), eq(bookings.status, 'confirmed')))
        .groupBy(events.sportId)
        .orderBy(desc(count()), desc(sql`max(${bookings.createdAt})`), asc(events.sportId))
        .limit(1);
      return row?.sport ?? null;
    },

    recentBookings(userId: string, limit: number) {
      return db
        .select({
          id: bookings.id,
          eventId: bookings.eventId,
          eventTitle: events.title,
          venue: venues.name,
          eventDate: events.startsAt,
          bookingDate: bookings.createdAt,
          seats: bookings.seats,
          totalPaise: bookings.totalPaise,
          status: bookings.status,
          holdExpiresAt: holds.expiresAt,
          holdStatus: holds.status,
        })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .innerJoin(venues, eq(venues.id, events.venueId))
        .leftJoin(holds, eq(holds.id, bookings.holdId))
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit);
    },
  };
}

export type MeQueries = ReturnType<typeof meQueries>;

export function createMeRepo(db: Db) {
  return {
    ...meQueries(db),
    /** Runs fn in one transaction, with the queries bound to it. */
    transaction<T>(fn: (tx: MeQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(meQueries(tx as unknown as Db)));
    },
  };
}

export type MeRepo = ReturnType<typeof createMeRepo>;
