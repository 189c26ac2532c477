/**
 * The header's cart and wishlist counts: with saved-lists.ts, the only cart code on the first load
 * (the rest loads with the drawers and pages). The counts and the drawers read one cache entry.
 */
import { type ListKey, useList } from './saved-lists';

const useCount = (key: ListKey, count: (items: Array<{ quantity: number }>) => number) =>
  count(useList<{ quantity: number }>(key).items);

/** Sum of quantities. */
export const useCartCount = () =>
  useCount('cart', (items) => items.reduce((sum, item) => sum + item.quantity, 0));
export const useWishlistCount = () => useCount('wishlist', (items) => items.length);
