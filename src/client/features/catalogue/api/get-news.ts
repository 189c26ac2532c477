import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { SportId } from '@/shared/constants';
import type { ItemList } from '@/shared/schemas/common';
import type { NewsItem } from '@/shared/schemas/news';

/** GET /api/news: articles, newest first, optionally for one sport. */
export const getNews = (sport: SportId | undefined, signal?: AbortSignal) =>
  apiGet<ItemList<NewsItem>>('/news', { query: { sport }, signal });

export const newsQueryOptions = (sport?: SportId) =>
  queryOptions({
    queryKey: ['catalogue', 'news', sport ?? 'all'] as const,
    queryFn: ({ signal }) => getNews(sport, signal),
  });

export const useNews = (sport?: SportId) => useQuery(newsQueryOptions(sport));
