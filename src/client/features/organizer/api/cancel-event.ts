import { apiSend } from '@/client/lib/api-send';
import type { CancelEventInput, EventCancellation } from '@/shared/schemas/organizer';

/**
 * POST /api/organizer/events/:eventId/cancel {reason} → 200 the cancellation, with the bookings
 * refunded so far and those left (the server goes on with them); asking again answers the same.
 * 400 names the reason; 409 cannot_cancel (a draft, an event that is over).
 */
export const cancelEvent = (eventId: string, input: CancelEventInput) =>
  apiSend<EventCancellation>('POST', `/organizer/events/${encodeURIComponent(eventId)}/cancel`, input);
