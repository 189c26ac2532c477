import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { storage } from '@/client/lib/storage';
import type { Profile } from '@/shared/schemas/account';

// The profile query, shared by the profile page and (through the shell) the booking dialog's
// contact step: one cache entry, one shape. Only lazily loaded code imports this module.

const EMPTY: Profile = {
  email: '',
  name: '',
  phone: '',
  favoriteTeams: [],
  favoriteSports: [],
  location: '',
};

/** A guest's profile under the spec's key 'userProfile'. */
export function readLocalProfile(): Profile {
  const stored = storage.read<Partial<Profile> | null>('userProfile', null);
  return stored && typeof stored === 'object' ? { ...EMPTY, ...stored } : EMPTY;
}

export const profileQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'profile'],
    queryFn: ({ signal }) =>
      owner === 'guest' ? Promise.resolve(readLocalProfile()) : apiGet<Profile>('/me/profile', { signal }),
  });
