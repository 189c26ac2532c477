/**
 * Reading the cart and wishlist: the server's for a signed-in user, local storage for a guest.
 * Small on purpose (the header's counts use it on the first load); changes live in use-cart.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/client/features/auth/api/get-session';
import { apiGet } from '@/client/lib/api-client';
import { storage } from '@/client/lib/storage';
import type { CartItem, WishlistItem } from '@/shared/schemas/account';

/** What the drawers show for one event (the server fills these from the events table). */
export type ListedEvent = Omit<CartItem, 'quantity' | 'addedAt'>;

const isItem = (value: unknown): value is { eventId: string } =>
  typeof value === 'object' && value !== null && typeof (value as { eventId?: unknown }).eventId === 'string';

export function readLocalCart(): CartItem[] {
  const list = storage.read<unknown>('cart', []);
  return Array.isArray(list)
    ? (list.filter(isItem) as CartItem[]).filter(
        (item) => Number.isInteger(item.quantity) && item.quantity > 0,
      )
    : [];
}

export function readLocalWishlist(): WishlistItem[] {
  const list = storage.read<unknown>('wishlist', []);
  return Array.isArray(list) ? (list.filter(isItem) as WishlistItem[]) : [];
}

/** 'guest' or the user's id: a sign-in or sign-out switches to another cache entry. */
export type Owner = string;
export const ownerOf = (userId: string | null | undefined): Owner => userId ?? 'guest';

export const cartQueryOptions = (owner: Owner) =>
  queryOptions({
    queryKey: ['cart', owner],
    queryFn: async ({ signal }): Promise<CartItem[]> =>
      owner === 'guest'
        ? readLocalCart()
        : (await apiGet<{ items: CartItem[] }>('/me/cart', { signal })).items,
  });

export const wishlistQueryOptions = (owner: Owner) =>
  queryOptions({
    queryKey: ['wishlist', owner],
    queryFn: async ({ signal }): Promise<WishlistItem[]> =>
      owner === 'guest'
        ? readLocalWishlist()
        : (await apiGet<{ items: WishlistItem[] }>('/me/wishlist', { signal })).items,
  });

function useOwner(): { owner: Owner; ready: boolean } {
  const session = useSession();
  return { owner: ownerOf(session.user?.id), ready: !session.isLoading };
}

export function useCartItems(): { owner: Owner; items: CartItem[]; isLoading: boolean } {
  const { owner, ready } = useOwner();
  const query = useQuery({ ...cartQueryOptions(owner), enabled: ready });
  return { owner, items: query.data ?? [], isLoading: !ready || query.isPending };
}

export function useWishlistItems(): { owner: Owner; items: WishlistItem[]; isLoading: boolean } {
  const { owner, ready } = useOwner();
  const query = useQuery({ ...wishlistQueryOptions(owner), enabled: ready });
  return { owner, items: query.data ?? [], isLoading: !ready || query.isPending };
}

/** Sum of quantities, for the header badge. */
export function useCartCount(): number {
  return useCartItems().items.reduce((sum, item) => sum + item.quantity, 0);
}

export function useWishlistCount(): number {
  return useWishlistItems().items.length;
}
