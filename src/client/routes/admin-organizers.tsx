import { OrganizersPage } from '@/client/features/admin-events/components/organizers-page';

/** /admin/organizers: the organiser accounts and who runs which events (inside the admin console's layout). */
export function Component() {
  return <OrganizersPage />;
}
