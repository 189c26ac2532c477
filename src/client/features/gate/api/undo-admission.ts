import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/client/lib/api-send';
import type { AdmissionUndone } from '@/shared/schemas/gate';
import { admissionsQueryOptions } from './get-admissions';

/**
 * POST /api/organizer/events/:eventId/admissions/:ticketId/undo (a supervisor): the ticket admits
 * again; the log keeps who undid it and when. 409 not_admitted when it is not in.
 */
export const undoAdmission = (eventId: string, ticketId: string) =>
  apiSend<AdmissionUndone>(
    'POST',
    `/organizer/events/${encodeURIComponent(eventId)}/admissions/${encodeURIComponent(ticketId)}/undo`,
  );

export function useUndoAdmission(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => undoAdmission(eventId, ticketId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: admissionsQueryOptions(eventId).queryKey }),
  });
}
