import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { AdmissionsView } from '@/shared/schemas/gate';

/**
 * GET /api/organizer/events/:eventId/admissions: admitted / sold, the newest admissions (undone ones
 * with who and when) and every flagged one. 404 for another organiser's event.
 */
export function fetchAdmissions(eventId: string, signal?: AbortSignal): Promise<AdmissionsView> {
  return apiGet<AdmissionsView>(`/organizer/events/${encodeURIComponent(eventId)}/admissions`, { signal });
}

export const admissionsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['gate', 'admissions', eventId],
    queryFn: ({ signal }) => fetchAdmissions(eventId, signal),
  });

export function useAdmissions(eventId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...admissionsQueryOptions(eventId), enabled: options.enabled ?? true });
}
