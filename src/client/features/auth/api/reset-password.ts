import { apiSend } from '@/client/lib/api-send';
import type { AuthResponse } from '@/shared/schemas/account';
import type { PasswordResetInput } from '@/shared/schemas/credentials';

/** POST /api/auth/password-reset/complete → 200 {user}, this browser signed in afresh; 410 link_*; 400 with fields. */
export const resetPassword = (input: PasswordResetInput) =>
  apiSend<AuthResponse>('POST', '/auth/password-reset/complete', input);
