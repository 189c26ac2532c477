import { apiSend } from '@/client/lib/api-send';
import type { HoldProgress } from '@/shared/schemas/booking';

/**
 * PUT /api/holds/:holdId/progress (signed-in fans): keeps the dialog's progress with the session,
 * so reopening it carries on (auto-save). 204; 409/410 once the session is paid or over. `keepalive`
 * lets the save outlive a page that is being closed or reloaded.
 */
export const saveProgress = (holdId: string, progress: HoldProgress, { keepalive = false } = {}) =>
  apiSend<void>('PUT', `/holds/${encodeURIComponent(holdId)}/progress`, { progress }, { keepalive });
