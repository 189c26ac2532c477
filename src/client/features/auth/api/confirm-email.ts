import { queryOptions } from '@tanstack/react-query';
import { apiSend } from '@/client/lib/api-send';
import type { EmailConfirmed } from '@/shared/schemas/credentials';

/**
 * POST /api/auth/email-confirmation: the link opened (once: the query runs one request for the page
 * however often it renders); 410 link_*, 409 email_taken for a change another account beat.
 */
export const emailConfirmationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['email-confirmation', token],
    queryFn: () => apiSend<EmailConfirmed>('POST', '/auth/email-confirmation', { token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
