import { apiSend } from '@/client/lib/api-send';
import type { AdminEventChange, TransferEventInput } from '@/shared/schemas/admin-events';

/**
 * POST /api/admin/events/:eventId/transfer {organizerId} → 200 the event with its new organiser.
 * 404 for no such account; 409 not_an_organizer.
 */
export const transferEvent = (eventId: string, input: TransferEventInput) =>
  apiSend<AdminEventChange>('POST', `/admin/events/${encodeURIComponent(eventId)}/transfer`, input);
