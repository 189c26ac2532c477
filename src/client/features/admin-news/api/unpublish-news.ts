import { apiSend } from '@/client/lib/api-send';
import type { AdminNewsItem } from '@/shared/schemas/news';

/** POST /api/admin/news/:id/unpublish: off /news, back to a draft (already a draft: answered as is). */
export const unpublishNews = (id: string) =>
  apiSend<AdminNewsItem>('POST', `/admin/news/${encodeURIComponent(id)}/unpublish`);
