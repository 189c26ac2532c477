import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { ACCESS, RequireAuth } from '@/client/components/layout/require-auth';

/** /bookings: a signed-in user, admin or organizer (spec section 6). */
export function Component() {
  return (
    <RequireAuth {...ACCESS.member}>
      <ComingSoonPage title="My Bookings" emoji="🎟️" intro="Your bookings and tickets will be listed here." />
    </RequireAuth>
  );
}
