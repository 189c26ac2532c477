import { apiSend } from '@/client/lib/api-send';
import type { AdminEventChange } from '@/shared/schemas/admin-events';

/** POST /api/admin/events/:eventId/republish → 200 the event back in the catalogue (and on sale if its sale is open). */
export const republishEvent = (eventId: string) =>
  apiSend<AdminEventChange>('POST', `/admin/events/${encodeURIComponent(eventId)}/republish`);
