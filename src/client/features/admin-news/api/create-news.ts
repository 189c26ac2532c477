import { apiSend } from '@/client/lib/api-send';
import type { AdminNewsItem, NewsInput } from '@/shared/schemas/news';

/** POST /api/admin/news: a new article, as a draft (400 naming each bad field). */
export const createNews = (input: NewsInput) => apiSend<AdminNewsItem>('POST', '/admin/news', input);
