import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { OrganizerOverview } from '@/shared/schemas/account';

/** GET /api/organizer/overview (role organizer). */
export const organizerOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['organizer', 'overview'],
    queryFn: ({ signal }) => apiGet<OrganizerOverview>('/organizer/overview', { signal }),
  });
