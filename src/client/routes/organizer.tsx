import { useQuery } from '@tanstack/react-query';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { organizerOverviewQueryOptions } from '@/client/features/account/api/get-organizer-overview';
import { OverviewPage } from '@/client/features/account/components/overview-page';
import { MyEvents } from '@/client/features/organizer/components/my-events';

/** /organizer (organizer only): the console's home, the organiser's figures and "My events". */
function Page() {
  const query = useQuery(organizerOverviewQueryOptions());
  return (
    <OverviewPage
      title="Organizer"
      intro="Your events, their sales and their bookings. Create an event, set its prices and publish it."
      query={query}
    >
      <MyEvents />
    </OverviewPage>
  );
}

export function Component() {
  return (
    <RequireAuth {...ACCESS.organizer}>
      <Page />
    </RequireAuth>
  );
}
