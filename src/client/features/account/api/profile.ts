import { useQuery } from '@tanstack/react-query';
import { apiSend } from '@/client/lib/api-send';
import { useSession } from '@/client/lib/session';
import { storage } from '@/client/lib/storage';
import type { Profile, ProfileInput } from '@/shared/schemas/account';
import { profileQueryOptions, readLocalProfile } from './profile-query';

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
