import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { AdminBookingSummary } from '@/shared/schemas/admin-bookings';
import type { ItemList } from '@/shared/schemas/common';

/** GET /api/admin/bookings?q= (admin): bookings with this reference (exact) or e-mail, newest first. */
export function fetchBookingSearch(q: string, signal?: AbortSignal): Promise<ItemList<AdminBookingSummary>> {
  return apiGet<ItemList<AdminBookingSummary>>('/admin/bookings', { query: { q }, signal });
}

export const bookingSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'bookings', 'search', q],
    queryFn: ({ signal }) => fetchBookingSearch(q, signal),
  });

/** The search's results; nothing is asked while there is no search. */
export function useBookingSearch(q: string) {
  return useQuery({ ...bookingSearchQueryOptions(q), enabled: q !== '' });
}
