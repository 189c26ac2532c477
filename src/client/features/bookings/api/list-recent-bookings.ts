import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { RecentBooking } from '@/shared/schemas/booking';

/** GET /api/me/bookings/recent: the 5 newest. */
export const recentBookingsQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'bookings', 'recent'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ items: RecentBooking[] }>('/me/bookings/recent', { signal })).items,
  });
