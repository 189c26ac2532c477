import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { AccountsPage, AccountsQuery } from '@/shared/schemas/admin-accounts';

/** GET /api/admin/accounts (admin): one page of accounts matching a search and filters. */
export function fetchAccounts(query: Partial<AccountsQuery>, signal?: AbortSignal): Promise<AccountsPage> {
  return apiGet<AccountsPage>('/admin/accounts', { query: { ...query }, signal });
}

export const accountsQueryOptions = (query: Partial<AccountsQuery>) =>
  queryOptions({
    queryKey: ['admin', 'accounts', 'list', query],
    queryFn: ({ signal }) => fetchAccounts(query, signal),
  });

/** The list keeps the page it shows while the next search or page loads. */
export function useAccounts(query: Partial<AccountsQuery>) {
  return useQuery({ ...accountsQueryOptions(query), placeholderData: keepPreviousData });
}
