import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { AdminOverview } from '@/shared/schemas/account';

/** GET /api/admin/overview (role admin). */
export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => apiGet<AdminOverview>('/admin/overview', { signal }),
  });
