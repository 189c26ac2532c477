import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { reportActivity } from '@/client/lib/activity-events';
import { apiSend } from '@/client/lib/api-send';
import { notify } from '@/client/lib/notify';
import { storage } from '@/client/lib/storage';
import {
  addToCart,
  cartTotalItems,
  cartTotalPaise,
  removeFromCart,
  setCartQuantity,
} from '@/shared/domain/cart';
import type { Cart, CartItem, ListedEvent, Wishlist } from '@/shared/schemas/account';
import {
  cartQueryOptions,
  type Owner,
  readLocalCart,
  readLocalWishlist,
  useCartItems,
  wishlistQueryOptions,
} from './cart-query';

const enc = encodeURIComponent;

function writeCart(client: QueryClient, owner: Owner, items: CartItem[]) {
  if (owner === 'guest') storage.write('cart', items);
  client.setQueryData(cartQueryOptions(owner).queryKey, items);
}

/**
 * Cart changes: product-spec.md section 4's rules locally for a guest, the server's (same rules)
 * when signed in.
 */
export async function addEventToCart(client: QueryClient, owner: Owner, event: ListedEvent) {
  if (owner === 'guest') {
    const next = addToCart<CartItem>(readLocalCart(), { ...event, addedAt: new Date().toISOString() });
    writeCart(client, owner, next);
  } else {
    const cart = await apiSend<Cart>('POST', '/me/cart/items', { eventId: event.eventId });
    writeCart(client, owner, cart.items);
  }
  reportActivity(owner, 'cart_add', { eventId: event.eventId, title: event.title });
}

export function useCart() {
  const client = useQueryClient();
  const { owner, items, isLoading } = useCartItems();

  const add = useCallback(
    async (event: ListedEvent) => {
      try {
        await addEventToCart(client, owner, event);
        notify.success('Added to Cart 🛒', event.title);
      } catch (error) {
        notify.failure(error);
      }
    },
    [client, owner],
  );

  const setQuantity = useCallback(
    async (eventId: string, quantity: number) => {
      try {
        if (owner === 'guest') writeCart(client, owner, setCartQuantity(readLocalCart(), eventId, quantity));
        else {
          const cart = await apiSend<Cart>('PATCH', `/me/cart/items/${enc(eventId)}`, { quantity });
          writeCart(client, owner, cart.items);
        }
        if (quantity <= 0) {
          notify.info('Removed from Cart');
          reportActivity(owner, 'cart_remove', { eventId });
        } else notify.success('Quantity Updated 🛒');
      } catch (error) {
        notify.failure(error);
      }
    },
    [client, owner],
  );

  const remove = useCallback(
    async (eventId: string) => {
      try {
        if (owner === 'guest') writeCart(client, owner, removeFromCart(readLocalCart(), eventId));
        else
          writeCart(client, owner, (await apiSend<Cart>('DELETE', `/me/cart/items/${enc(eventId)}`)).items);
        notify.info('Removed from Cart');
        reportActivity(owner, 'cart_remove', { eventId });
      } catch (error) {
        notify.failure(error);
      }
    },
    [client, owner],
  );

  const clear = useCallback(async () => {
    try {
      if (owner === 'guest') writeCart(client, owner, []);
      else writeCart(client, owner, (await apiSend<Cart>('DELETE', '/me/cart')).items);
      notify.info('Cart Cleared');
      reportActivity(owner, 'cart_clear', {});
    } catch (error) {
      notify.failure(error);
    }
  }, [client, owner]);

  return useMemo(
    () => ({
      items,
      isLoading,
      totalItems: cartTotalItems(items),
      totalPaise: cartTotalPaise(items),
      add,
      setQuantity,
      remove,
      clear,
    }),
    [items, isLoading, add, setQuantity, remove, clear],
  );
}

/**
 * At sign-in: a guest's cart and wishlist go into the account (quantities add up on the server),
 * then the local copies are cleared. Failures keep the local copies for the next sign-in.
 */
export async function mergeGuestItems(client: QueryClient, owner: Owner): Promise<void> {
  const cart = readLocalCart();
  const wishlist = readLocalWishlist();
  if (cart.length > 0) {
    const merged = await apiSend<Cart>('POST', '/me/cart/merge', {
      items: cart.map((item) => ({ eventId: item.eventId, quantity: item.quantity })),
    });
    storage.remove('cart');
    // A read of the account's cart sent before the merge must not land after it with the old list.
    await client.cancelQueries({ queryKey: cartQueryOptions(owner).queryKey });
    client.setQueryData(cartQueryOptions(owner).queryKey, merged.items);
  }
  if (wishlist.length > 0) {
    const merged = await apiSend<Wishlist>('POST', '/me/wishlist/merge', {
      eventIds: wishlist.map((item) => item.eventId),
    });
    storage.remove('wishlist');
    await client.cancelQueries({ queryKey: wishlistQueryOptions(owner).queryKey });
    client.setQueryData(wishlistQueryOptions(owner).queryKey, merged.items);
  }
  client.setQueryData(cartQueryOptions('guest').queryKey, []);
  client.setQueryData(wishlistQueryOptions('guest').queryKey, []);
}
