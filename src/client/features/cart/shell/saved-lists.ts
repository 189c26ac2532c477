/**
 * Reading the cart and the wishlist: the server's list for a signed-in user, local storage for a
 * guest. The header's counts (first load) and the drawers and pages (lazy) read through these, under
 * one query key [list, owner].
 */
import { apiGet } from '@/client/lib/api-client';
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
