/**
 * The wishlist's rules (product-spec.md section 4): adding an event already listed is ignored; items can be
 * removed or the list cleared. ('Add to Cart' moves an item into the cart: the cart's add rule, then
 * remove.)
 */

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
