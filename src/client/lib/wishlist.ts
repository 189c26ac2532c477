/**
 * Adding to and removing from the wishlist (product-spec.md section 4 "Wishlist"), shared by the cart
 * feature's drawers and the booking dialog's heart: the account's list when signed in, local
 * storage ('wishlist') for a guest. Each writes the [wishlist, owner] cache entry every reader uses.
 */
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { addToWishlist, isWishlisted, removeFromWishlist } from '@/shared/domain/wishlist';
import type { CartItem, Wishlist, WishlistItem } from '@/shared/schemas/account';
import { recordActivity } from './activity';
import { ApiRequestError } from './api-client';
import { apiSend } from './api-send';
import { notify } from './notify';
import { fetchList, readList } from './saved-lists';
import { useSession } from './session';
import { storage } from './storage';

/** What the drawers show for one event (the server fills these from the events table). */
export type ListedEvent = Omit<CartItem, 'quantity' | 'addedAt'>;

/** The [wishlist, owner] entry the header count and the drawers read too. */
export const wishlistQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['wishlist', owner],
    queryFn: ({ signal }): Promise<WishlistItem[]> => fetchList<WishlistItem>('wishlist', owner, signal),
  });

export const failedToast = (error: unknown) =>
  notify.error(
    'Something went wrong',
    error instanceof ApiRequestError ? error.message : 'Please try again.',
  );

export function writeWishlist(client: QueryClient, owner: string, items: WishlistItem[]) {
  if (owner === 'guest') storage.write('wishlist', items);
  client.setQueryData(wishlistQueryOptions(owner).queryKey, items);
}

/** Adds the event (ignored when listed), toasts 'Added to Wishlist ❤️' and records the activity. */
export async function addWishlistItem(client: QueryClient, owner: string, event: ListedEvent) {
  if (owner === 'guest') {
    writeWishlist(
      client,
      owner,
      addToWishlist<WishlistItem>(readList<WishlistItem>('wishlist'), {
        ...event,
        addedAt: new Date().toISOString(),
      }),
    );
  } else {
    const list = await apiSend<Wishlist>('POST', '/me/wishlist', { eventId: event.eventId });
    writeWishlist(client, owner, list.items);
  }
  notify.success('Added to Wishlist ❤️', event.title);
  recordActivity(owner, 'wishlist_add', { eventId: event.eventId, title: event.title });
}

/** Removes the event without a toast (the caller decides). */
export async function removeWishlistItem(client: QueryClient, owner: string, eventId: string) {
  if (owner === 'guest') {
    writeWishlist(client, owner, removeFromWishlist(readList<WishlistItem>('wishlist'), eventId));
  } else {
    const list = await apiSend<Wishlist>('DELETE', `/me/wishlist/items/${encodeURIComponent(eventId)}`);
    writeWishlist(client, owner, list.items);
  }
}

/** The wishlist heart for one event: whether it is saved, and a toggle with the spec's toasts. */
export function useWishlistHeart(eventId: string) {
  const client = useQueryClient();
  const session = useSession();
  const owner = session.user?.id ?? 'guest';
  const query = useQuery({ ...wishlistQueryOptions(owner), enabled: !session.isLoading });
  const saved = isWishlisted(query.data ?? [], eventId);
  const toggle = useCallback(
    async (event: ListedEvent) => {
      try {
        if (saved) {
          await removeWishlistItem(client, owner, event.eventId);
          notify.info('Removed from Wishlist');
          recordActivity(owner, 'wishlist_remove', { eventId: event.eventId });
        } else await addWishlistItem(client, owner, event);
      } catch (error) {
        failedToast(error);
      }
    },
    [client, owner, saved],
  );
  return { saved, toggle };
}
