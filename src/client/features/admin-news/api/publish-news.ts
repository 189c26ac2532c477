import { apiSend } from '@/client/lib/api-send';
import type { AdminNewsItem } from '@/shared/schemas/news';

/** POST /api/admin/news/:id/publish: onto /news, at the top (already published: answered as is). */
export const publishNews = (id: string) =>
  apiSend<AdminNewsItem>('POST', `/admin/news/${encodeURIComponent(id)}/publish`);
