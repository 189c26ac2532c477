/**
 * The wishlist's rules (product-spec.md section 4): adding an event already listed is ignored; items can be
 * removed or the list cleared; 'Add to Cart' moves an item from the wishlist into the cart.
 */
import { addToCart, type CartLine } from './cart';

export interface WishlistEntry {
  eventId: string;
}

export function addToWishlist<T extends WishlistEntry>(items: readonly T[], item: T): T[] {
  return items.some((entry) => entry.eventId === item.eventId) ? [...items] : [...items, item];
}

export function removeFromWishlist<T extends WishlistEntry>(items: readonly T[], eventId: string): T[] {
  return items.filter((entry) => entry.eventId !== eventId);
}

export function isWishlisted(items: readonly WishlistEntry[], eventId: string): boolean {
  return items.some((entry) => entry.eventId === eventId);
}

/** Moves one wishlist entry into the cart (merging by eventId) and out of the wishlist. */
export function moveWishlistItemToCart<W extends WishlistEntry & { pricePaise: number }, C extends CartLine>(
  wishlist: readonly W[],
  cart: readonly C[],
  eventId: string,
  toCartItem: (entry: W) => Omit<C, 'quantity'>,
): { wishlist: W[]; cart: C[] } {
  const entry = wishlist.find((item) => item.eventId === eventId);
  if (!entry) return { wishlist: [...wishlist], cart: [...cart] };
  return { wishlist: removeFromWishlist(wishlist, eventId), cart: addToCart(cart, toCartItem(entry)) };
}
