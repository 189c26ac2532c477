import { apiSend } from '@/client/lib/api-send';
import type { AcceptedAnswer, PasswordResetRequest } from '@/shared/schemas/credentials';

/** POST /api/auth/password-reset → 202, the same words whether or not an account has the address; 429 too_many_requests. */
export const requestPasswordReset = (input: PasswordResetRequest) =>
  apiSend<AcceptedAnswer>('POST', '/auth/password-reset', input);
