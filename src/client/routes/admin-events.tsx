import { EventsPage } from '@/client/features/admin-events/components/events-page';

/** /admin/events: every organiser's events and what an admin does to them (inside the admin console's layout). */
export function Component() {
  return <EventsPage />;
}
