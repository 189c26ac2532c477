import { useSearchParams } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { BOOKING_PARAM } from '@/client/features/bookings/booking-path';
import { BookingsPage } from '@/client/features/bookings/components/bookings-page';
import { TicketsView } from '@/client/features/bookings/components/tickets-view';

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
