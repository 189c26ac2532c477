import { NewsAdminPage } from '@/client/features/admin-news/components/news-admin-page';

/** /admin/news: the articles /news shows, written and published here (inside admin.tsx's layout). */
export function Component() {
  return <NewsAdminPage />;
}
