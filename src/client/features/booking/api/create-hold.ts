import { apiSend } from '@/client/lib/api-send';
import type { OpenedHold } from '@/shared/schemas/booking';

/**
 * POST /api/holds { resume: true }: opens the booking session (a server-side hold that expires), or
 * for a signed-in fan carries on with their running one for the event, with its saved progress
 * (auto-save). A guest always gets a new one. 409 not_on_sale.
 */
export const createHold = (eventId: string) =>
  apiSend<OpenedHold>('POST', '/holds', { eventId, resume: true });
