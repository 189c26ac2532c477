import { apiSend } from '@/client/lib/api-send';
import type { EventPatch, OwnEvent } from '@/shared/schemas/organizer';

/**
 * PATCH /api/organizer/events/:eventId: the fields given change (400 names each bad field; 409 when
 * a published event's start or, after sales, its sport or venue would change).
 */
export const updateEvent = (eventId: string, patch: EventPatch) =>
  apiSend<OwnEvent>('PATCH', `/organizer/events/${encodeURIComponent(eventId)}`, patch);
