import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { EventSales } from '@/shared/schemas/organizer';

/** GET /api/organizer/events/:eventId/sales (organiser of the event, or admin): its sales figures. */
export function fetchEventSales(eventId: string, signal?: AbortSignal): Promise<EventSales> {
  return apiGet<EventSales>(`/organizer/events/${encodeURIComponent(eventId)}/sales`, { signal });
}

export const eventSalesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['organizer', 'events', eventId, 'sales'],
    queryFn: ({ signal }) => fetchEventSales(eventId, signal),
  });

export function useEventSales(eventId: string) {
  return useQuery(eventSalesQueryOptions(eventId));
}
