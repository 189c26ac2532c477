import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { VenuePlan } from '@/shared/domain/venue-plan';

/** GET /api/venues/:venueId/plan: the venue's seating plan (decision 016; the same for every event there). */
export function fetchVenuePlan(venueId: string, signal?: AbortSignal): Promise<VenuePlan> {
  return apiGet<VenuePlan>(`/venues/${encodeURIComponent(venueId)}/plan`, { signal });
}

/** A plan changes only with the code (its ETag says when): kept for the session. */
export const venuePlanQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: ['venue-plan', venueId],
    queryFn: ({ signal }) => fetchVenuePlan(venueId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useVenuePlan = (venueId: string) => useQuery(venuePlanQueryOptions(venueId));
