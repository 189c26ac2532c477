/**
 * The header's cart and wishlist counts: the only cart code on the first load (the rest, in
 * cart-query.ts and use-cart.ts, loads with the drawers and pages). Both share fetchList and the
 * query key [list, owner], so the counts and the drawers read one cache entry.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchList, type ListKey } from '@/client/lib/saved-lists';
import { useSession } from '@/client/lib/session';

export { fetchList, type ListKey, readList } from '@/client/lib/saved-lists';

function useCount(key: ListKey, count: (items: Array<{ quantity: number }>) => number): number {
  const session = useSession();
  const owner = session.user?.id ?? 'guest';
  const query = useQuery({
    queryKey: [key, owner],
    queryFn: ({ signal }) => fetchList<{ quantity: number }>(key, owner, signal),
    enabled: !session.isLoading,
  });
  return query.data ? count(query.data) : 0;
}

/** Sum of quantities. */
export const useCartCount = () =>
  useCount('cart', (items) => items.reduce((sum, item) => sum + item.quantity, 0));
export const useWishlistCount = () => useCount('wishlist', (items) => items.length);
