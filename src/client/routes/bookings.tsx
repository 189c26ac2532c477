import { useSearchParams } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { BookingsPage } from '@/client/features/bookings/components/bookings-page';
import { TicketsView } from '@/client/features/bookings/components/tickets-view';
import { BOOKING_PARAM } from '@/shared/domain/site-paths';

/**
 * /bookings (the history) and /bookings?booking={bookingId} (one booking's tickets): a signed-in
 * user, admin or organizer (product-spec.md section 6).
 */
export function Component() {
  const [params] = useSearchParams();
  const bookingId = params.get(BOOKING_PARAM);
  return (
    <RequireAuth {...ACCESS.member}>
      {bookingId ? <TicketsView bookingId={bookingId} /> : <BookingsPage />}
    </RequireAuth>
  );
}
