import { apiSend } from '@/client/lib/api-send';
import type { AcceptedAnswer } from '@/shared/schemas/credentials';

/** POST /api/account/email/confirmation → 202: the confirmation link mailed again; 429 too_many_requests. */
export const resendConfirmation = () => apiSend<AcceptedAnswer>('POST', '/account/email/confirmation');
