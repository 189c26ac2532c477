import { useParams } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { GatePage } from '@/client/features/gate/components/gate-page';

/** /organizer/events/:eventId/gate (organizer only): the event's gate scanner, phone first. */
export function Component() {
  const { eventId = '' } = useParams();
  return (
    <RequireAuth {...ACCESS.organizer}>
      <GatePage eventId={eventId} />
    </RequireAuth>
  );
}
