import { useQuery } from '@tanstack/react-query';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { organizerOverviewQueryOptions } from '@/client/features/account/api/get-organizer-overview';
import { OverviewPage } from '@/client/features/account/components/overview-page';

/** /organizer (organizer only): the landing page; event tools are separate work. */
function Page() {
  const query = useQuery(organizerOverviewQueryOptions());
  return (
    <OverviewPage
      title="Organizer"
      intro="Your events and their bookings. Event management tools arrive with later work."
      query={query}
    />
  );
}

export function Component() {
  return (
    <RequireAuth {...ACCESS.organizer}>
      <Page />
    </RequireAuth>
  );
}
