import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/client/lib/api-client';
import type { SportId } from '@/shared/constants';
import { newsItemSchema } from '@/shared/schemas/catalogue';

const newsListSchema = z.object({ items: z.array(newsItemSchema) });

/** GET /api/news: articles, newest first, optionally for one sport. */
export const getNews = (sport: SportId | undefined, signal?: AbortSignal) =>
  apiGet('/news', newsListSchema, { query: { sport }, signal });

export const newsQueryOptions = (sport?: SportId) =>
  queryOptions({
    queryKey: ['catalogue', 'news', sport ?? 'all'] as const,
    queryFn: ({ signal }) => getNews(sport, signal),
  });

export const useNews = (sport?: SportId) => useQuery(newsQueryOptions(sport));
