import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { Booking } from '@/shared/schemas/booking';

/** GET /api/bookings: the signed-in user's own bookings, newest first. */
export const bookingsQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'bookings', 'list'],
    queryFn: async ({ signal }) => (await apiGet<{ items: Booking[] }>('/bookings', { signal })).items,
    // Asked even without a network: the service worker answers with the kept copy (tickets offline).
    networkMode: 'offlineFirst',
  });
