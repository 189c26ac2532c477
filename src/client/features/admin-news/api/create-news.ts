import { apiSend } from '@/client/lib/api-send';
import type { AdminNewsItem, NewsCreateInput } from '@/shared/schemas/news';

/**
 * POST /api/admin/news: a new article, as a draft (400 naming each bad field). The draft id its form
 * chose makes sending it twice make one article.
 */
export const createNews = (input: NewsCreateInput) => apiSend<AdminNewsItem>('POST', '/admin/news', input);
