/**
 * Reading the cart and the wishlist: the server's list for a signed-in user, local storage for a
 * guest. The header's counts (first load) and the drawers and pages (lazy) read through these, under
 * one query key [list, owner].
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** 'guest' or the user's id: a sign-in or sign-out switches to another cache entry. */
export type Owner = string;
export const ownerOf = (userId: string | null | undefined): Owner => userId ?? 'guest';

export const listQuery = <T>(key: ListKey, owner: Owner) =>
  queryOptions({
    queryKey: [key, owner],
    queryFn: ({ signal }): Promise<T[]> => fetchList<T>(key, owner, signal),
  });

/** The signed-in account's list, or the guest's, once the session is known. */
export function useList<T>(key: ListKey): { owner: Owner; items: T[]; isLoading: boolean } {
  const session = useSession();
  const owner = ownerOf(session.user?.id);
  const query = useQuery({ ...listQuery<T>(key, owner), enabled: !session.isLoading });
  return { owner, items: query.data ?? [], isLoading: session.isLoading || query.isPending };
}
