import { apiSend } from '@/client/lib/api-send';
import type { OwnEvent } from '@/shared/schemas/organizer';

/** POST /api/organizer/events/:eventId/unpublish: back to a draft, only before any sale (409 otherwise). */
export const unpublishEvent = (eventId: string) =>
  apiSend<OwnEvent>('POST', `/organizer/events/${encodeURIComponent(eventId)}/unpublish`);
