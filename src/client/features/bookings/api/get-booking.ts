import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { Booking } from '@/shared/schemas/booking';

/** GET /api/bookings/:bookingId: one of the user's own bookings with its tickets (404 otherwise). */
export const bookingQueryOptions = (owner: string, bookingId: string) =>
  queryOptions({
    queryKey: ['me', owner, 'bookings', 'one', bookingId],
    queryFn: ({ signal }) => apiGet<Booking>(`/bookings/${encodeURIComponent(bookingId)}`, { signal }),
    // Asked even without a network: the service worker answers with the kept copy (tickets offline).
    networkMode: 'offlineFirst',
  });

/** GET /api/bookings/:bookingId/calendar.ics: the event as a calendar entry (an attachment). */
export const bookingCalendarUrl = (bookingId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`;
