import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { GateLog } from '@/client/features/gate/components/gate-log';
import { eventSalesQueryOptions } from '@/client/features/organizer/api/get-event-sales';
import { EventSales } from '@/client/features/organizer/components/event-sales';

/**
 * /organizer/events/:eventId/sales (organizer only): one of the organiser's events, its sales and
 * attendees, and its gate's log (flagged admissions, the newest ones with a supervisor's undo).
 */
export function Component() {
  const { eventId = '' } = useParams();
  const queryClient = useQueryClient();
  const refreshSales = () =>
    void queryClient.invalidateQueries({ queryKey: eventSalesQueryOptions(eventId).queryKey });
  return (
    <RequireAuth {...ACCESS.organizer}>
      <EventSales eventId={eventId} gate={<GateLog eventId={eventId} onUndone={refreshSales} />} />
    </RequireAuth>
  );
}
