/**
 * The header's cart and wishlist counts: with saved-lists.ts, the only cart code on the first load
 * (the rest loads with the drawers and pages). The counts and the drawers read one cache entry.
 */
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/client/lib/session';
import { fetchList, type ListKey } from './saved-lists';

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
