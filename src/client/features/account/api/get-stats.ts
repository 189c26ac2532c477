import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { UserStats } from '@/shared/schemas/account';

/** GET /api/me/stats (role user). */
export const statsQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'stats'],
    queryFn: ({ signal }) => apiGet<UserStats>('/me/stats', { signal }),
  });
