import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { EmailStatus } from '@/shared/schemas/credentials';

/** GET /api/account/email: the account's address, whether it is confirmed, and a change waiting for its link. */
export const emailStatusQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['me', owner, 'email-status'],
    queryFn: ({ signal }) => apiGet<EmailStatus>('/account/email', { signal }),
  });

export const useEmailStatus = (owner: string) => useQuery(emailStatusQueryOptions(owner));
