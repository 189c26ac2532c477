import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { Invoice } from '@/shared/schemas/invoice';

/**
 * GET /api/bookings/:bookingId/invoice: a paid booking's GST tax invoice, for its account or, for a
 * guest's booking, the browser that booked it (404 otherwise; 409 while unpaid).
 */
export function fetchBookingInvoice(bookingId: string, signal?: AbortSignal): Promise<Invoice> {
  return apiGet<Invoice>(`/bookings/${encodeURIComponent(bookingId)}/invoice`, { signal });
}

export const bookingInvoiceQueryOptions = (viewer: string, bookingId: string) =>
  queryOptions({
    queryKey: ['me', viewer, 'bookings', 'invoice', bookingId],
    queryFn: ({ signal }) => fetchBookingInvoice(bookingId, signal),
  });

/** The invoice for whoever is signed in (or this browser, signed out). */
export const useBookingInvoice = (viewer: string, bookingId: string) =>
  useQuery(bookingInvoiceQueryOptions(viewer, bookingId));
