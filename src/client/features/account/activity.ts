import type { ActivityReport } from '@/client/lib/activity-events';
import { apiSend } from '@/client/lib/api-send';
import { storage } from '@/client/lib/storage';
import { LIMITS } from '@/shared/constants';
import type { ActivityEntry } from '@/shared/schemas/account';

/**
 * Records one activity entry (product-spec.md section 3): on the server for a signed-in user, in
 * 'activityHistory' (50 newest) for a guest. Features announce actions with reportActivity
 * (lib/activity-events.ts); the shell passes each report here. A failure never blocks the action.
 */
export function recordActivity({ owner, action, data }: ActivityReport): void {
  if (owner !== 'guest') {
    void apiSend('POST', '/me/activity', { action, data }).catch(() => {});
    return;
  }
  const list = storage.read<ActivityEntry[]>('activityHistory', []);
  const entry: ActivityEntry = {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    action,
    data,
    timestamp: new Date().toISOString(),
  };
  storage.write(
    'activityHistory',
    [entry, ...(Array.isArray(list) ? list : [])].slice(0, LIMITS.activityHistory),
  );
}
