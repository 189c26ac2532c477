import { BookingsPage } from '@/client/features/admin-bookings/components/bookings-page';

/** /admin/bookings (?ref= a looked-up booking, ?q= an e-mail search), inside the admin console's layout. */
export function Component() {
  return <BookingsPage />;
}
