import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { storage } from '@/client/lib/storage';
import type { Profile } from '@/shared/schemas/account';

/** The contact details step 3 starts from: GET /api/me/profile, or a guest's 'userProfile'. */
export const contactProfileQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'profile'] as const,
    queryFn: ({ signal }): Promise<Partial<Profile>> =>
      owner === 'guest'
        ? Promise.resolve(storage.read<Partial<Profile> | null>('userProfile', null) ?? {})
        : apiGet<Profile>('/me/profile', { signal }),
  });
