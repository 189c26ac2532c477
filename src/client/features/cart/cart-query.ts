/**
 * Reading the cart and wishlist: the server's for a signed-in user, local storage for a guest.
 * Loaded with the drawers and pages; the header's counts (cart-count.ts) read the same entries.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchList, type ListKey, readList } from '@/client/features/cart/shell/saved-lists';
import { useSession } from '@/client/lib/session';
import type { CartItem, WishlistItem } from '@/shared/schemas/account';

/** 'guest' or the user's id: a sign-in or sign-out switches to another cache entry. */
export type Owner = string;
export const ownerOf = (userId: string | null | undefined): Owner => userId ?? 'guest';

/** A guest's cart; lines with a quantity below 1 are dropped. */
export const readLocalCart = () => readList<CartItem>('cart').filter((item) => item.quantity > 0);
export const readLocalWishlist = () => readList<WishlistItem>('wishlist');

const listQuery = <T>(key: ListKey, owner: Owner) =>
  queryOptions({
    queryKey: [key, owner],
    queryFn: ({ signal }): Promise<T[]> => fetchList<T>(key, owner, signal),
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
