import { apiSend } from '@/client/lib/api-send';
import type { AdminNewsItem, NewsInput } from '@/shared/schemas/news';

/** PUT /api/admin/news/:id: rewrites the article (a published one changes on /news at once). */
export const updateNews = (id: string, input: NewsInput) =>
  apiSend<AdminNewsItem>('PUT', `/admin/news/${encodeURIComponent(id)}`, input);
