import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { AdminOrganizerList } from '@/shared/schemas/admin-events';

/** GET /api/admin/organizers (admin): the organiser accounts with how many events each runs. */
export const fetchAdminOrganizers = (signal?: AbortSignal) =>
  apiGet<AdminOrganizerList>('/admin/organizers', { signal });

export const adminOrganizersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'organizers'], queryFn: ({ signal }) => fetchAdminOrganizers(signal) });

export const useAdminOrganizers = () => useQuery(adminOrganizersQueryOptions());
