import { apiSend } from '@/client/lib/api-send';
import type { AdmissionSyncInput, AdmissionSyncResult } from '@/shared/schemas/gate';

/**
 * POST /api/organizer/events/:eventId/admissions/sync: admissions this device made offline (at most
 * ADMISSION_SYNC_MAX at a time), answered one by one; sending them again changes nothing.
 */
export const syncAdmissions = (eventId: string, input: AdmissionSyncInput) =>
  apiSend<AdmissionSyncResult>(
    'POST',
    `/organizer/events/${encodeURIComponent(eventId)}/admissions/sync`,
    input,
  );
