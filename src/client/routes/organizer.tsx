import { useQuery } from '@tanstack/react-query';
import { organizerOverviewQueryOptions } from '@/client/features/account/api/dashboard';
import { OverviewPage } from '@/client/features/account/components/overview-page';

/** /organizer (organizer only): the landing page; event tools are separate work. */
export function Component() {
  const query = useQuery(organizerOverviewQueryOptions());
  return (
    <OverviewPage
      title="Organizer"
      intro="Events and bookings on KhelPass. Event management tools arrive with later work."
      query={query}
    />
  );
}
