import { apiSend } from '@/client/lib/api-send';
import type { ExtendedHold } from '@/shared/schemas/booking';

/**
 * POST /api/holds/:holdId/extend: 'Need more time?', 5 more minutes for the session and its seats,
 * at most twice (409 extensions_used after that; 410 when the session has already run out).
 */
export const extendHold = (holdId: string) =>
  apiSend<ExtendedHold>('POST', `/holds/${encodeURIComponent(holdId)}/extend`);
