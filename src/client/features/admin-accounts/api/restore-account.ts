import { apiSend } from '@/client/lib/api-send';
import type { AccountAction } from '@/shared/schemas/admin-accounts';

/** POST /api/admin/accounts/:id/restore: the account may sign in again. */
export const restoreAccount = (accountId: string) =>
  apiSend<AccountAction>('POST', `/admin/accounts/${encodeURIComponent(accountId)}/restore`);
