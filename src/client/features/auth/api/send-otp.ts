import { apiSend } from '@/client/lib/api-send';

/** POST /api/auth/otp: validated, then 501 provider_not_configured (no identity provider yet). */
export const sendOtp = (input: { phone: string }) => apiSend<never>('POST', '/auth/otp', input);
