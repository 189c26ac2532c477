import { apiSend } from '@/client/lib/api-send';
import type { Role } from '@/shared/schemas/account';
import type { AccountAction } from '@/shared/schemas/admin-accounts';

/** PUT /api/admin/accounts/:id/role: 409 for one's own role or the last admin. */
export const changeRole = (accountId: string, role: Role) =>
  apiSend<AccountAction>('PUT', `/admin/accounts/${encodeURIComponent(accountId)}/role`, { role });
