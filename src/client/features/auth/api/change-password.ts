import { apiSend } from '@/client/lib/api-send';
import type { AcceptedAnswer, PasswordChangeInput } from '@/shared/schemas/credentials';

/** POST /api/account/password → 200; the account's other sessions end. 400 wrong_password, 429 too_many_requests. */
export const changePassword = (input: PasswordChangeInput) =>
  apiSend<AcceptedAnswer>('POST', '/account/password', input);
