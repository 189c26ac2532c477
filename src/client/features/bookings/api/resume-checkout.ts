import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { Checkout } from '@/shared/schemas/booking';

/**
 * GET /api/bookings/:bookingId/checkout: an 'Awaiting payment' booking and its open order, to pay
 * it later; 409 payment_window_closed once its booking session has ended.
 */
export const resumeCheckoutQueryOptions = (owner: string, bookingId: string) =>
  queryOptions({
    // Not under 'me': paying invalidates those, and this one is read once per visit.
    queryKey: ['pay-later', owner, bookingId],
    queryFn: ({ signal }) =>
      apiGet<Checkout>(`/bookings/${encodeURIComponent(bookingId)}/checkout`, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** The URL parameter of /bookings that opens the payment of an 'Awaiting payment' booking. */
export const PAY_PARAM = 'pay';

/** /bookings?pay={bookingId}: where 'Complete payment' leads from My Bookings and the dashboard. */
export const payLaterPath = (bookingId: string) => `/bookings?${PAY_PARAM}=${encodeURIComponent(bookingId)}`;
