import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { RecentlyViewedItem } from '@/shared/schemas/account';

/** GET /api/me/recently-viewed: newest first. */
export const recentlyViewedQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'recently-viewed'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ items: RecentlyViewedItem[] }>('/me/recently-viewed', { signal })).items,
  });
