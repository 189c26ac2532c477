import { apiGet } from '@/client/lib/api-client';
import type { GatePack } from '@/shared/schemas/gate';

/**
 * GET /api/organizer/events/:eventId/gate-key (the event's organiser or an admin): the public key
 * and void tickets a gate keeps to check tickets without a network. 404 for another's event.
 */
export const fetchGatePack = (eventId: string, signal?: AbortSignal) =>
  apiGet<GatePack>(`/organizer/events/${encodeURIComponent(eventId)}/gate-key`, { signal });
