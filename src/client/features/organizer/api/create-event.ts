import { apiSend } from '@/client/lib/api-send';
import type { EventFormInput, OwnEvent } from '@/shared/schemas/organizer';

/** POST /api/organizer/events: a new draft with the default price list (400 names each bad field). */
export const createEvent = (input: EventFormInput) => apiSend<OwnEvent>('POST', '/organizer/events', input);
