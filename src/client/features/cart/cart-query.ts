/**
 * Reading the cart and wishlist: the server's for a signed-in user, local storage for a guest.
 * Loaded with the drawers and pages; the header's counts (shell/cart-count.ts) read the same entries.
 */
import type { CartItem, WishlistItem } from '@/shared/schemas/account';
import { listQuery, type Owner, readList, useList } from './shell/saved-lists';

export { type Owner, ownerOf } from './shell/saved-lists';

/** A guest's cart; lines with a quantity below 1 are dropped. */
export const readLocalCart = () => readList<CartItem>('cart').filter((item) => item.quantity > 0);
export const readLocalWishlist = () => readList<WishlistItem>('wishlist');

export const cartQueryOptions = (owner: Owner) => listQuery<CartItem>('cart', owner);
export const wishlistQueryOptions = (owner: Owner) => listQuery<WishlistItem>('wishlist', owner);

export const useCartItems = () => useList<CartItem>('cart');
export const useWishlistItems = () => useList<WishlistItem>('wishlist');
