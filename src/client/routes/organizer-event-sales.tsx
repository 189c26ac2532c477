import { useParams } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { EventSales } from '@/client/features/organizer/components/event-sales';

/** /organizer/events/:eventId/sales (organizer only): one of the organiser's events, its sales and attendees. */
export function Component() {
  const { eventId = '' } = useParams();
  return (
    <RequireAuth {...ACCESS.organizer}>
      <EventSales eventId={eventId} />
    </RequireAuth>
  );
}
