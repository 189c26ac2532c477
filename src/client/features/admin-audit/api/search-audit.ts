import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { AuditPage, AuditQuery } from '@/shared/schemas/audit';

export type AuditSearch = Pick<AuditQuery, 'page' | 'pageSize'> &
  Partial<Pick<AuditQuery, 'q' | 'action' | 'target' | 'actorId'>>;

/** GET /api/admin/audit (role admin): one page of the audit log, newest first, searched and filtered. */
export const fetchAuditPage = (query: AuditSearch, signal?: AbortSignal) =>
  apiGet<AuditPage>('/admin/audit', { query: { ...query }, signal });

export const auditQueryOptions = (query: AuditSearch) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => fetchAuditPage(query, signal),
  });

/** The list keeps the page it shows while the next search or page loads: no flash, no jump. */
export const useAuditPage = (query: AuditSearch) =>
  useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
