import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { EventCancellation } from '@/shared/schemas/organizer';

/** How often the cancel dialog reads the refunds' progress while some are left. */
const PROGRESS_EVERY_MS = 1_000;

/**
 * GET /api/organizer/events/:eventId/cancellation (the event's organiser or an admin): its refunds
 * so far and the confirmed bookings left; before a cancel, what a cancel would refund.
 */
export const fetchCancellation = (eventId: string, signal?: AbortSignal) =>
  apiGet<EventCancellation>(`/organizer/events/${encodeURIComponent(eventId)}/cancellation`, { signal });

export const cancellationQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['organizer', 'events', eventId, 'cancellation'],
    queryFn: ({ signal }) => fetchCancellation(eventId, signal),
  });

/** The cancellation, read again every second while a cancelled event still has bookings to refund. */
export function useCancellation(eventId: string) {
  return useQuery({
    ...cancellationQueryOptions(eventId),
    refetchInterval: (query) =>
      query.state.data?.cancelled && query.state.data.remaining > 0 ? PROGRESS_EVERY_MS : false,
  });
}
