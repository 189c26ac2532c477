import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type {
  ActivityEntry,
  AdminOverview,
  OrganizerOverview,
  RecentlyViewedItem,
  UserStats,
} from '@/shared/schemas/account';
import type { RecentBooking } from '@/shared/schemas/booking';

/** GET /api/me/stats (role user). */
export const statsQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'stats'],
    queryFn: ({ signal }) => apiGet<UserStats>('/me/stats', { signal }),
  });

/** GET /api/me/bookings/recent: the 5 newest. */
export const recentBookingsQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'bookings', 'recent'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ items: RecentBooking[] }>('/me/bookings/recent', { signal })).items,
  });

/** GET /api/me/recently-viewed: newest first. */
export const recentlyViewedQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'recently-viewed'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ items: RecentlyViewedItem[] }>('/me/recently-viewed', { signal })).items,
  });

/** GET /api/me/activity: the 50 newest. */
export const activityQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'activity'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ items: ActivityEntry[] }>('/me/activity', { signal })).items,
  });

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => apiGet<AdminOverview>('/admin/overview', { signal }),
  });

export const organizerOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['organizer', 'overview'],
    queryFn: ({ signal }) => apiGet<OrganizerOverview>('/organizer/overview', { signal }),
  });
