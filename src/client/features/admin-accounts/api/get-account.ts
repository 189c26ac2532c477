import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { AccountDetail } from '@/shared/schemas/admin-accounts';

/** GET /api/admin/accounts/:id (admin): the account, its bookings and its live sessions. */
export function fetchAccount(accountId: string, signal?: AbortSignal): Promise<AccountDetail> {
  return apiGet<AccountDetail>(`/admin/accounts/${encodeURIComponent(accountId)}`, { signal });
}

export const accountQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['admin', 'accounts', 'one', accountId],
    queryFn: ({ signal }) => fetchAccount(accountId, signal),
  });

export const useAccount = (accountId: string) => useQuery(accountQueryOptions(accountId));
