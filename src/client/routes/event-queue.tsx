import { useParams } from 'react-router';
import { QueuePage } from '@/client/features/waiting-room/components/queue-page';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';

/** /events/:eventId/queue: the waiting room of a queued on-sale, its own small chunk. */
export function Component() {
  const { eventId = '' } = useParams();
  const session = useSession();
  useDocumentTitle('Waiting room');
  if (session.isLoading) {
    return (
      <p role="status" className="mx-auto max-w-2xl px-4 py-10 text-ink-700 sm:px-6">
        Checking your account…
      </p>
    );
  }
  return <QueuePage eventId={eventId} signedIn={session.isAuthenticated} />;
}
