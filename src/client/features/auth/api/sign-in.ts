import { apiSend } from '@/client/lib/api-send';
import type { AuthResponse, SignInInput } from '@/shared/schemas/account';

/** POST /api/auth/sign-in → 200 {user}; 401 invalid_credentials, 429 too_many_attempts. */
export const signIn = (input: SignInInput) => apiSend<AuthResponse>('POST', '/auth/sign-in', input);
