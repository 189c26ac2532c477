import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { apiSend } from '@/client/lib/api-send';
import { useSession } from '@/client/lib/session';
import { storage } from '@/client/lib/storage';
import { PREFERENCE_DEFAULTS } from '@/shared/constants';
import type { Preferences } from '@/shared/schemas/account';

/** A guest's preferences under the spec's key 'preferences'; missing fields read as defaults. */
export function readLocalPreferences(): Preferences {
  const stored = storage.read<Partial<Preferences> | null>('preferences', null);
  if (!stored || typeof stored !== 'object') return PREFERENCE_DEFAULTS;
  return {
    ...PREFERENCE_DEFAULTS,
    ...stored,
    notifications: { ...PREFERENCE_DEFAULTS.notifications, ...(stored.notifications ?? {}) },
    privacy: { ...PREFERENCE_DEFAULTS.privacy, ...(stored.privacy ?? {}) },
  };
}

export const preferencesQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'preferences'],
    queryFn: ({ signal }) =>
      owner === 'guest'
        ? Promise.resolve(readLocalPreferences())
        : apiGet<Preferences>('/me/preferences', { signal }),
  });

export function usePreferences() {
  const { user, isLoading } = useSession();
  const owner = user?.id ?? 'guest';
  return { owner, query: useQuery({ ...preferencesQueryOptions(owner), enabled: !isLoading }) };
}

export async function savePreferences(owner: string, preferences: Preferences): Promise<Preferences> {
  if (owner !== 'guest') return apiSend<Preferences>('PUT', '/me/preferences', preferences);
  storage.write('preferences', preferences);
  return preferences;
}
