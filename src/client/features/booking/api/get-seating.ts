import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { Seating } from '@/shared/schemas/booking';

/** GET /api/events/:eventId/seating[?hold=…]: live categories and the seat map (your held seats marked). */
export function fetchSeating(eventId: string, holdId: string | null, signal?: AbortSignal): Promise<Seating> {
  return apiGet<Seating>(`/events/${encodeURIComponent(eventId)}/seating`, {
    query: { hold: holdId },
    signal,
  });
}

export const seatingQueryOptions = (eventId: string, holdId: string | null) =>
  queryOptions({
    queryKey: ['seating', eventId, holdId ?? 'none'] as const,
    queryFn: ({ signal }) => fetchSeating(eventId, holdId, signal),
    staleTime: 5_000,
  });
