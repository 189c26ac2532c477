import { apiSend } from '@/client/lib/api-send';
import type { SessionsEnded } from '@/shared/schemas/admin-accounts';

/** POST /api/admin/accounts/:id/sessions/end: signs the account out everywhere. */
export const endSessions = (accountId: string) =>
  apiSend<SessionsEnded>('POST', `/admin/accounts/${encodeURIComponent(accountId)}/sessions/end`);
