import { apiSend } from '@/client/lib/api-send';
import type { AdminEventChange, UnpublishEventInput } from '@/shared/schemas/admin-events';

/**
 * POST /api/admin/events/:eventId/unpublish {reason} → 200 the event taken down (off the catalogue
 * and off sale; its open sessions released, counted). Again: the same, nothing released. 400 names
 * the reason; 409 for a draft or a cancelled event.
 */
export const unpublishEvent = (eventId: string, input: UnpublishEventInput) =>
  apiSend<AdminEventChange>('POST', `/admin/events/${encodeURIComponent(eventId)}/unpublish`, input);
