import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { ItemList } from '@/shared/schemas/common';
import type { AdminNewsItem } from '@/shared/schemas/news';

/** GET /api/admin/news (role admin): every article, drafts too, the last changed first. */
export const fetchAdminNews = (signal?: AbortSignal) =>
  apiGet<ItemList<AdminNewsItem>>('/admin/news', { signal });

export const adminNewsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'news'] as const, queryFn: ({ signal }) => fetchAdminNews(signal) });

export const useAdminNews = () => useQuery(adminNewsQueryOptions());
