import { useSearchParams } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { PAY_PARAM } from '@/client/features/bookings/api/resume-checkout';
import { BookingsPage } from '@/client/features/bookings/components/bookings-page';
import { TicketsView } from '@/client/features/bookings/components/tickets-view';
import { PayLater } from '@/client/shell/lazy/pay-later';
import { BOOKING_PARAM } from '@/shared/domain/site-paths';

/**
 * /bookings (the history), /bookings?booking={bookingId} (one booking's tickets) and
 * /bookings?pay={bookingId} (paying an 'Awaiting payment' booking over the history): a signed-in
 * user, admin or organizer (product-spec.md section 6).
 */
export function Component() {
  const [params] = useSearchParams();
  const bookingId = params.get(BOOKING_PARAM);
  const payFor = params.get(PAY_PARAM);
  return (
    <RequireAuth {...ACCESS.member}>
      {bookingId ? <TicketsView bookingId={bookingId} /> : <BookingsPage />}
      {payFor ? <PayLater bookingId={payFor} /> : null}
    </RequireAuth>
  );
}
