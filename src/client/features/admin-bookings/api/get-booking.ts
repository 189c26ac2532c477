import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { AdminBooking } from '@/shared/schemas/admin-bookings';

/**
 * GET /api/admin/bookings/:reference (admin): the booking with its payment (the instrument masked),
 * refunds, tickets and admissions; 404 when no booking has that reference.
 */
export function fetchAdminBooking(reference: string, signal?: AbortSignal): Promise<AdminBooking> {
  return apiGet<AdminBooking>(`/admin/bookings/${encodeURIComponent(reference)}`, { signal });
}

export const adminBookingQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['admin', 'bookings', 'detail', reference],
    queryFn: ({ signal }) => fetchAdminBooking(reference, signal),
    // A reference that names no booking is an answer, not a hiccup to retry.
    retry: false,
  });

export function useAdminBooking(reference: string) {
  return useQuery({ ...adminBookingQueryOptions(reference), enabled: reference !== '' });
}
