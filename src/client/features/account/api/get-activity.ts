import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { ActivityEntry } from '@/shared/schemas/account';

/** GET /api/me/activity: the 50 newest. */
export const activityQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'activity'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ items: ActivityEntry[] }>('/me/activity', { signal })).items,
  });
