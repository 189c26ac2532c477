import { apiSend } from '@/client/lib/api-send';
import type { PostponedEvent, PostponeEventInput } from '@/shared/schemas/organizer';

/**
 * POST /api/organizer/events/:eventId/postpone {date, time} (India time) → 200 the event's new
 * times. 400 names the date or the time; 409 cannot_postpone (cancelled, started, a draft).
 */
export const postponeEvent = (eventId: string, input: PostponeEventInput) =>
  apiSend<PostponedEvent>('POST', `/organizer/events/${encodeURIComponent(eventId)}/postpone`, input);
