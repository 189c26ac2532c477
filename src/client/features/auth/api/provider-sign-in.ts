import { apiSend } from '@/client/lib/api-send';

/** POST /api/auth/provider: always 501 provider_not_configured until credentials are added. */
export const providerSignIn = (provider: 'google') => apiSend<never>('POST', '/auth/provider', { provider });
