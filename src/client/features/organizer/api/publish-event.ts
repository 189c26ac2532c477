import { apiSend } from '@/client/lib/api-send';
import type { OwnEvent } from '@/shared/schemas/organizer';

/** POST /api/organizer/events/:eventId/publish: draft → on sale (409 naming what is missing). */
export const publishEvent = (eventId: string) =>
  apiSend<OwnEvent>('POST', `/organizer/events/${encodeURIComponent(eventId)}/publish`);
