import { apiSend } from '@/client/lib/api-send';
import type { AccountAction } from '@/shared/schemas/admin-accounts';

/** POST /api/admin/accounts/:id/suspend {reason}: its sessions end, it cannot sign in until restored. */
export const suspendAccount = (accountId: string, reason: string) =>
  apiSend<AccountAction>('POST', `/admin/accounts/${encodeURIComponent(accountId)}/suspend`, { reason });
