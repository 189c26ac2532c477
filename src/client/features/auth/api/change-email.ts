import { apiSend } from '@/client/lib/api-send';
import type { EmailChangeInput, EmailStatus } from '@/shared/schemas/credentials';

/** POST /api/account/email → 202 EmailStatus (a link went to the new address); 400 wrong_password, 409 email_taken. */
export const changeEmail = (input: EmailChangeInput) => apiSend<EmailStatus>('POST', '/account/email', input);
