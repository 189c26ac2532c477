import type { z } from 'zod';
import { LIMITS } from '../../../shared/constants';
import { bookingStatusShown } from '../../../shared/domain/booking-status';
import { cardPrice } from '../../../shared/domain/card-price';
import { istDateTime } from '../../../shared/domain/time';
import {
  type ActivityAction,
  type ActivityEntry,
  type activityInputSchema,
  type Cart,
  type CartItem,
  type cartMergeSchema,
  type Preferences,
  type Profile,
  preferencesSchema,
  type profileInputSchema,
  type RecentlyViewedItem,
  type UserStats,
  type Wishlist,
} from '../../../shared/schemas/account';
import type { RecentBooking } from '../../../shared/schemas/booking';
import { HttpError } from '../../http/errors';
import { unauthenticated } from '../../http/session';
import type { ListedEventRow, MeRepo } from './me.repo';

const NO_EVENT = 'No event with this id';
const unknownEvent = (field: string) =>
  new HttpError(404, 'not_found', 'That event was not found', { [field]: NO_EVENT });

function listed(row: ListedEventRow) {
  const { date, time } = istDateTime(row.startsAt);
  return {
    eventId: row.eventId,
    title: row.title,
    date,
    time,
    venue: row.venue,
    pricePaise: cardPrice(row.priceFacts, row.lastPricePaise).pricePaise,
    category: row.category,
    startsAt: row.startsAt.toISOString(),
  };
}

/** Preferences as stored, completed with defaults (older rows may lack newer fields). */
function readPreferences(stored: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : preferencesSchema.parse({});
}

export function createMeService(repo: MeRepo, now: () => Date) {
  async function requireEvent(eventId: string, field = 'eventId') {
    const found = await repo.existingEventIds([eventId]);
    if (!found.has(eventId)) throw unknownEvent(field);
  }

  async function cart(userId: string): Promise<Cart> {
    const rows = await repo.listCart(userId, now());
    const items: CartItem[] = rows.map((row) => ({
      ...listed(row),
      quantity: row.quantity,
      addedAt: row.addedAt.toISOString(),
    }));
    return {
      items,
      totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
      totalPaise: items.reduce((sum, item) => sum + item.pricePaise * item.quantity, 0),
    };
  }

  async function wishlist(userId: string): Promise<Wishlist> {
    const rows = await repo.listWishlist(userId, now());
    return { items: rows.map((row) => ({ ...listed(row), addedAt: row.addedAt.toISOString() })) };
  }

  async function recentlyViewed(userId: string): Promise<RecentlyViewedItem[]> {
    const rows = await repo.listViews(userId, LIMITS.recentlyViewed, now());
    return rows.map((row) => {
      const item = listed(row);
      return {
        id: item.eventId,
        title: item.title,
        viewedAt: row.viewedAt.toISOString(),
        date: item.date,
        venue: item.venue,
        category: item.category,
        pricePaise: item.pricePaise,
      };
    });
  }

  return {
    // --- profile and preferences -------------------------------------------------------------

    async getProfile(userId: string): Promise<Profile> {
      const row = await repo.getProfile(userId);
      if (!row) throw unauthenticated();
      return row;
    },

    async updateProfile(userId: string, input: z.infer<typeof profileInputSchema>): Promise<Profile> {
      const row = await repo.updateProfile(userId, input, now());
      if (!row) throw unauthenticated();
      return row;
    },

    async getPreferences(userId: string): Promise<Preferences> {
      return readPreferences(await repo.getPreferences(userId));
    },

    async updatePreferences(userId: string, preferences: Preferences): Promise<Preferences> {
      await repo.updatePreferences(userId, preferences, now());
      return preferences;
    },

    // --- cart (product-spec.md section 4) ---------------------------------------------------------------

    cart,

    /** In the cart already: quantity + 1 (at most LIMITS.cartQuantityMax); otherwise added with quantity 1. */
    async addToCart(userId: string, eventId: string): Promise<Cart> {
      await requireEvent(eventId);
      await repo.addToCart(userId, [{ eventId, quantity: 1 }], now(), LIMITS.cartQuantityMax);
      return cart(userId);
    },

    /** Quantity 0 or less removes the item; an event not in the cart is left out. */
    async setCartQuantity(userId: string, eventId: string, quantity: number): Promise<Cart> {
      await requireEvent(eventId);
      if (quantity <= 0) await repo.removeFromCart(userId, eventId);
      else await repo.setCartQuantity(userId, eventId, quantity);
      return cart(userId);
    },

    async removeFromCart(userId: string, eventId: string): Promise<Cart> {
      await requireEvent(eventId);
      await repo.removeFromCart(userId, eventId);
      return cart(userId);
    },

    async clearCart(userId: string): Promise<Cart> {
      await repo.clearCart(userId);
      return cart(userId);
    },

    /** A guest's cart joins the account's: quantities of the same event add up (at most LIMITS.cartQuantityMax). */
    async mergeCart(userId: string, input: z.infer<typeof cartMergeSchema>): Promise<Cart> {
      const totals = new Map<string, number>();
      for (const item of input.items)
        totals.set(item.eventId, (totals.get(item.eventId) ?? 0) + item.quantity);
      const found = await repo.existingEventIds([...totals.keys()]);
      const missing = input.items.findIndex((item) => !found.has(item.eventId));
      if (missing >= 0) throw unknownEvent(`items.${missing}.eventId`);
      const items = [...totals].map(([eventId, quantity]) => ({
        eventId,
        quantity: Math.min(quantity, LIMITS.cartQuantityMax),
      }));
      await repo.addToCart(userId, items, now(), LIMITS.cartQuantityMax);
      return cart(userId);
    },

    // --- wishlist ------------------------------------------------------------------------------

    wishlist,

    /** Adding an event already listed changes nothing. */
    async addToWishlist(userId: string, eventId: string): Promise<Wishlist> {
      await requireEvent(eventId);
      await repo.addToWishlist(userId, [eventId], now());
      return wishlist(userId);
    },

    async removeFromWishlist(userId: string, eventId: string): Promise<Wishlist> {
      await requireEvent(eventId);
      await repo.removeFromWishlist(userId, eventId);
      return wishlist(userId);
    },

    async clearWishlist(userId: string): Promise<Wishlist> {
      await repo.clearWishlist(userId);
      return wishlist(userId);
    },

    async mergeWishlist(userId: string, eventIds: string[]): Promise<Wishlist> {
      const unique = [...new Set(eventIds)];
      const found = await repo.existingEventIds(unique);
      const missing = eventIds.findIndex((id) => !found.has(id));
      if (missing >= 0) throw unknownEvent(`eventIds.${missing}`);
      await repo.addToWishlist(userId, unique, now());
      return wishlist(userId);
    },

    // --- activity and recently viewed --------------------------------------------------------

    async listActivity(userId: string): Promise<ActivityEntry[]> {
      const rows = await repo.listActivities(userId, LIMITS.activityHistory);
      return rows.map(toActivityEntry);
    },

    /** Records the entry and keeps the 50 newest, in one transaction. */
    async recordActivity(userId: string, input: z.infer<typeof activityInputSchema>): Promise<ActivityEntry> {
      const row = await repo.transaction(async (tx) => {
        const inserted = await tx.insertActivity(userId, input.action, input.data, now());
        await tx.trimActivities(userId, LIMITS.activityHistory);
        return inserted;
      });
      return toActivityEntry(row);
    },

    recentlyViewed,

    /** Moves the event to the front (no duplicates) and keeps the 20 newest, in one transaction. */
    async recordView(userId: string, eventId: string): Promise<RecentlyViewedItem[]> {
      await requireEvent(eventId);
      await repo.transaction(async (tx) => {
        await tx.recordView(userId, eventId, now());
        await tx.trimViews(userId, LIMITS.recentlyViewed);
      });
      return recentlyViewed(userId);
    },

    // --- dashboard ---------------------------------------------------------------------------

    /** product-spec.md section 3 user stats, from the user's confirmed bookings only. */
    async stats(userId: string): Promise<UserStats> {
      const at = now();
      const [totals, favoriteVenue, favoriteSport, memberSince] = await Promise.all([
        repo.bookingTotals(userId, at),
        repo.favoriteVenue(userId),
        repo.favoriteSport(userId),
        repo.memberSince(userId),
      ]);
      if (!memberSince) throw unauthenticated();
      return {
        totalBookings: totals.bookings,
        totalSpentPaise: totals.totalPaise,
        favoriteVenue,
        favoriteSport,
        eventsAttended: totals.bookings - totals.upcoming,
        upcomingEvents: totals.upcoming,
        memberSince: memberSince.toISOString(),
        loyaltyPoints: Math.floor(totals.totalPaise / 100 / LIMITS.loyaltyRupeesPerPoint),
      };
    },

    async recentBookings(userId: string): Promise<RecentBooking[]> {
      const rows = await repo.recentBookings(userId, LIMITS.recentBookings);
      const at = now();
      return rows.map(({ holdExpiresAt, holdStatus, ...row }) => ({
        ...row,
        eventDate: row.eventDate.toISOString(),
        bookingDate: row.bookingDate.toISOString(),
        status: bookingStatusShown({ status: row.status, holdExpiresAt, holdStatus }, at),
      }));
    },
  };
}

function toActivityEntry(row: {
  id: number;
  action: ActivityAction;
  data: Record<string, unknown>;
  createdAt: Date;
}): ActivityEntry {
  return {
    id: String(row.id),
    action: row.action,
    data: row.data,
    timestamp: row.createdAt.toISOString(),
  };
}

export type MeService = ReturnType<typeof createMeService>;
