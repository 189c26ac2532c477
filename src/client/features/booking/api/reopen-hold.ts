import { apiSend } from '@/client/lib/api-send';
import type { Hold } from '@/shared/schemas/booking';

/**
 * DELETE /api/holds/:holdId/checkout: the fan closed the payment window, so the checkout's order is
 * cancelled and the session can change again (a checked-out session's seats are frozen).
 */
export const reopenHold = (holdId: string) =>
  apiSend<Hold>('DELETE', `/holds/${encodeURIComponent(holdId)}/checkout`);
