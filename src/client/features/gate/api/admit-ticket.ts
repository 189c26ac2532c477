import { apiSend } from '@/client/lib/api-send';
import type { TicketVerification } from '@/shared/schemas/gate';

/**
 * POST /api/tickets/admit {token, eventId, deviceId}: the online gate lets a ticket in, once; the
 * answer's code and message say what to do (domain/gate-answer.ts). 404 for another's event.
 */
export const admitTicket = (input: { token: string; eventId: string; deviceId: string }) =>
  apiSend<TicketVerification>('POST', '/tickets/admit', input);
