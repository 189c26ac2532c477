import { apiSend } from '@/client/lib/api-send';
import type { Hold, SelectionInput } from '@/shared/schemas/booking';

/**
 * PUT /api/holds/:holdId: replaces what the hold holds (null releases it). On 409 seat_unavailable
 * or category_unavailable the previous selection is still held.
 */
export const updateHold = (holdId: string, selection: SelectionInput | null) =>
  apiSend<Hold>('PUT', `/holds/${encodeURIComponent(holdId)}`, { selection });
