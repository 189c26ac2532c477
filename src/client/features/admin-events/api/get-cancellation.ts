import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { EventCancellation } from '@/shared/schemas/organizer';

/** GET /api/organizer/events/:eventId/cancellation (an admin may read any): what a cancel would refund. */
export const fetchCancellation = (eventId: string, signal?: AbortSignal) =>
  apiGet<EventCancellation>(`/organizer/events/${encodeURIComponent(eventId)}/cancellation`, { signal });

export const cancellationQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['admin', 'events', eventId, 'cancellation'],
    queryFn: ({ signal }) => fetchCancellation(eventId, signal),
  });

export const useCancellation = (eventId: string) => useQuery(cancellationQueryOptions(eventId));
