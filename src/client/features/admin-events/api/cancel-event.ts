import { apiSend } from '@/client/lib/api-send';
import type { CancelEventInput, EventCancellation } from '@/shared/schemas/organizer';

/**
 * POST /api/organizer/events/:eventId/cancel {reason}, as an admin (the organiser's cancellation,
 * which admits admins and logs who did it) → 200 the cancellation and its refunds so far.
 */
export const cancelEventAsAdmin = (eventId: string, input: CancelEventInput) =>
  apiSend<EventCancellation>('POST', `/organizer/events/${encodeURIComponent(eventId)}/cancel`, input);
