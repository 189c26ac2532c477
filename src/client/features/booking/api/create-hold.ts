import { apiSend } from '@/client/lib/api-send';
import type { Hold } from '@/shared/schemas/booking';

/** POST /api/holds: opens the booking session (a server-side hold that expires). 409 not_on_sale. */
export const createHold = (eventId: string) => apiSend<Hold>('POST', '/holds', { eventId });
