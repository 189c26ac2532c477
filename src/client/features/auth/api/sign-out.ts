import { apiSend } from '@/client/lib/api-send';

/** POST /api/auth/sign-out → 204; the server revokes the session and clears the cookie. */
export const signOut = () => apiSend<void>('POST', '/auth/sign-out');
