import { NotFoundContent } from '@/client/components/not-found-content';
import { useDocumentTitle } from '@/client/lib/use-document-title';

export function Component() {
  useDocumentTitle('Page not found');
  return <NotFoundContent />;
}
