import { apiSend } from '@/client/lib/api-send';
import type { AuthResponse, SignUpInput } from '@/shared/schemas/account';

/** POST /api/auth/sign-up → 201 {user}; 409 email_taken, 400 invalid_request with fields, 429 too_many_sign_ups. */
export const signUp = (input: SignUpInput) => apiSend<AuthResponse>('POST', '/auth/sign-up', input);
