import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { AttendeeListQuery, AttendeePage } from '@/shared/schemas/organizer';

/** GET /api/organizer/events/:eventId/attendees: one page of the event's bookings, searched. */
export function fetchAttendees(
  eventId: string,
  query: AttendeeListQuery,
  signal?: AbortSignal,
): Promise<AttendeePage> {
  return apiGet<AttendeePage>(`/organizer/events/${encodeURIComponent(eventId)}/attendees`, {
    query: { ...query },
    signal,
  });
}

export const attendeesQueryOptions = (eventId: string, query: AttendeeListQuery) =>
  queryOptions({
    queryKey: ['organizer', 'events', eventId, 'attendees', query],
    queryFn: ({ signal }) => fetchAttendees(eventId, query, signal),
  });

/** The list keeps the page it shows while the next search or page loads. */
export function useAttendees(eventId: string, query: AttendeeListQuery) {
  return useQuery({ ...attendeesQueryOptions(eventId, query), placeholderData: keepPreviousData });
}
