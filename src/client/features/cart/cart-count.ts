/**
 * The header's cart and wishlist counts: the only cart code on the first load (the rest, in
 * cart-query.ts and use-cart.ts, loads with the drawers and pages). Both share fetchList and the
 * query key [list, owner], so the counts and the drawers read one cache entry.
 * readList and fetchList are also in src/client/lib/saved-lists.ts (for the lazy side: drawers,
 * booking dialog); this copy stays here because importing that module costs the first load bytes.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { useSession } from '@/client/lib/session';
import { storage } from '@/client/lib/storage';

export type ListKey = 'cart' | 'wishlist';

/** A guest's list from storage; entries without an event id are dropped. */
export const readList = <T>(key: ListKey): T[] => {
  const list = storage.read<unknown>(key, []);
  return Array.isArray(list) ? list.filter((item) => typeof item?.eventId === 'string') : [];
};

/** A guest's list from storage, else the account's from the API. */
export const fetchList = async <T>(key: ListKey, owner: string, signal?: AbortSignal): Promise<T[]> =>
  owner === 'guest' ? readList<T>(key) : (await apiGet<{ items: T[] }>(`/me/${key}`, { signal })).items;

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
