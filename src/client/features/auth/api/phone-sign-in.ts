import { apiSend } from '@/client/lib/api-send';

/** POST /api/auth/phone: validated, then 501 provider_not_configured (no identity provider yet). */
export const phoneSignIn = (input: { phone: string; code: string }) =>
  apiSend<never>('POST', '/auth/phone', input);
