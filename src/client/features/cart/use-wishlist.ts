import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { reportActivity } from '@/client/lib/activity-events';
import { apiSend } from '@/client/lib/api-send';
import { notify } from '@/client/lib/notify';
import { storage } from '@/client/lib/storage';
import { addToWishlist, isWishlisted, removeFromWishlist } from '@/shared/domain/wishlist';
import type { ListedEvent, Wishlist, WishlistItem } from '@/shared/schemas/account';
import { type Owner, readLocalWishlist, useWishlistItems, wishlistQueryOptions } from './cart-query';
import { addEventToCart } from './use-cart';

/**
 * Wishlist changes (product-spec.md section 4 "Wishlist"): the account's list when signed in, local
 * storage ('wishlist') for a guest. Each writes the [wishlist, owner] entry every reader uses.
 */
function writeWishlist(client: QueryClient, owner: Owner, items: WishlistItem[]) {
  if (owner === 'guest') storage.write('wishlist', items);
  client.setQueryData(wishlistQueryOptions(owner).queryKey, items);
}

/** Adds the event (ignored when listed), toasts 'Added to Wishlist ❤️' and records the activity. */
async function addWishlistItem(client: QueryClient, owner: Owner, event: ListedEvent) {
  if (owner === 'guest') {
    writeWishlist(
      client,
      owner,
      addToWishlist<WishlistItem>(readLocalWishlist(), { ...event, addedAt: new Date().toISOString() }),
    );
  } else {
    const list = await apiSend<Wishlist>('POST', '/me/wishlist', { eventId: event.eventId });
    writeWishlist(client, owner, list.items);
  }
  notify.success('Added to Wishlist ❤️', event.title);
  reportActivity(owner, 'wishlist_add', { eventId: event.eventId, title: event.title });
}

/** Removes the event without a toast (the caller decides). */
async function removeWishlistItem(client: QueryClient, owner: Owner, eventId: string) {
  if (owner === 'guest') {
    writeWishlist(client, owner, removeFromWishlist(readLocalWishlist(), eventId));
  } else {
    const list = await apiSend<Wishlist>('DELETE', `/me/wishlist/items/${encodeURIComponent(eventId)}`);
    writeWishlist(client, owner, list.items);
  }
}

export function useWishlist() {
  const client = useQueryClient();
  const { owner, items, isLoading } = useWishlistItems();

  const add = useCallback(
    async (event: ListedEvent) => {
      try {
        await addWishlistItem(client, owner, event);
      } catch (error) {
        notify.failure(error);
      }
    },
    [client, owner],
  );

  const removeQuietly = useCallback(
    (eventId: string) => removeWishlistItem(client, owner, eventId),
    [client, owner],
  );

  const remove = useCallback(
    async (eventId: string) => {
      try {
        await removeQuietly(eventId);
        notify.info('Removed from Wishlist');
        reportActivity(owner, 'wishlist_remove', { eventId });
      } catch (error) {
        notify.failure(error);
      }
    },
    [owner, removeQuietly],
  );

  const clear = useCallback(async () => {
    try {
      if (owner === 'guest') writeWishlist(client, owner, []);
      else writeWishlist(client, owner, (await apiSend<Wishlist>('DELETE', '/me/wishlist')).items);
      notify.info('Wishlist Cleared');
      reportActivity(owner, 'wishlist_clear', {});
    } catch (error) {
      notify.failure(error);
    }
  }, [client, owner]);

  /** 'Add to Cart': into the cart (merged by eventId), out of the wishlist. */
  const moveToCart = useCallback(
    async (item: WishlistItem) => {
      try {
        await addEventToCart(client, owner, item);
        await removeQuietly(item.eventId);
        notify.success('Added to Cart 🛒', item.title);
      } catch (error) {
        notify.failure(error);
      }
    },
    [client, owner, removeQuietly],
  );

  const toggle = useCallback(
    (event: ListedEvent) => (isWishlisted(items, event.eventId) ? remove(event.eventId) : add(event)),
    [items, add, remove],
  );

  return useMemo(
    () => ({
      items,
      isLoading,
      has: (eventId: string) => isWishlisted(items, eventId),
      add,
      remove,
      clear,
      moveToCart,
      toggle,
    }),
    [items, isLoading, add, remove, clear, moveToCart, toggle],
  );
}
