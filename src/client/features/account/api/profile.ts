import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { apiSend } from '@/client/lib/api-send';
import { useSession } from '@/client/lib/session';
import { storage } from '@/client/lib/storage';
import type { Profile, ProfileInput } from '@/shared/schemas/account';

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

export function useProfile() {
  const { user, isLoading } = useSession();
  const owner = user?.id ?? 'guest';
  return { owner, query: useQuery({ ...profileQueryOptions(owner), enabled: !isLoading }) };
}

/** PUT /api/me/profile for a signed-in user; 'userProfile' in local storage for a guest. */
export async function saveProfile(owner: string, input: Required<ProfileInput>): Promise<Profile> {
  if (owner !== 'guest') return apiSend<Profile>('PUT', '/me/profile', input);
  const profile: Profile = { ...readLocalProfile(), ...input, email: readLocalProfile().email };
  storage.write('userProfile', profile);
  return profile;
}
