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

type ListKey = 'cart' | 'wishlist';

/** A guest's list from storage; entries without an event id (or a cart quantity below 1) are dropped. */
function readLocal<T>(key: ListKey): T[] {
  const list = storage.read<unknown>(key, []);
  return Array.isArray(list)
    ? list.filter((item) => typeof item?.eventId === 'string' && (key === 'wishlist' || item.quantity > 0))
    : [];
}
export const readLocalCart = () => readLocal<CartItem>('cart');
export const readLocalWishlist = () => readLocal<WishlistItem>('wishlist');

/** 'guest' or the user's id: a sign-in or sign-out switches to another cache entry. */
export type Owner = string;
export const ownerOf = (userId: string | null | undefined): Owner => userId ?? 'guest';

const listQuery = <T>(key: ListKey, owner: Owner) =>
  queryOptions({
    queryKey: [key, owner],
    queryFn: async ({ signal }): Promise<T[]> =>
      owner === 'guest' ? readLocal<T>(key) : (await apiGet<{ items: T[] }>(`/me/${key}`, { signal })).items,
  });
export const cartQueryOptions = (owner: Owner) => listQuery<CartItem>('cart', owner);
export const wishlistQueryOptions = (owner: Owner) => listQuery<WishlistItem>('wishlist', owner);

function useList<T>(key: ListKey): { owner: Owner; items: T[]; isLoading: boolean } {
  const session = useSession();
  const owner = ownerOf(session.user?.id);
  const query = useQuery({ ...listQuery<T>(key, owner), enabled: !session.isLoading });
  return { owner, items: query.data ?? [], isLoading: session.isLoading || query.isPending };
}
export const useCartItems = () => useList<CartItem>('cart');
export const useWishlistItems = () => useList<WishlistItem>('wishlist');

/** Sum of quantities, for the header badge. */
export const useCartCount = () => useCartItems().items.reduce((sum, item) => sum + item.quantity, 0);
export const useWishlistCount = () => useWishlistItems().items.length;
