import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PaymentDialog } from '@/client/features/booking/components/payment-dialog';
import { resumeCheckoutQueryOptions } from '@/client/features/bookings/api/resume-checkout';
import { notify } from '@/client/lib/notify';
import { useSession } from '@/client/lib/session';
import { paths } from '@/client/paths';
import { bookingTicketsPath } from '@/shared/domain/site-paths';

/**
 * /bookings?pay={bookingId}: an 'Awaiting payment' booking paid in the booking dialog's payment
 * window while its session lives. Once the session has ended the server says so (a toast) and the
 * booking reads 'Expired'. Paid, the fan lands on the tickets.
 */
export function PayLater({ bookingId }: { bookingId: string }) {
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const owner = user?.id ?? 'guest';
  const checkout = useQuery(resumeCheckoutQueryOptions(owner, bookingId));
  const refreshBookings = () => void client.invalidateQueries({ queryKey: ['me', owner, 'bookings'] });
  const leave = () => {
    refreshBookings();
    void navigate(paths.bookings(), { replace: true });
  };

  useEffect(() => {
    // Only a first read that failed: once the window is open it stays until paid or closed.
    if (!checkout.isError || checkout.data) return;
    notify.error(checkout.error.message);
    void client.invalidateQueries({ queryKey: ['me', owner, 'bookings'] });
    void navigate(paths.bookings(), { replace: true });
  }, [checkout.isError, checkout.data, checkout.error, client, owner, navigate]);

  if (!checkout.data) return null;
  return (
    <PaymentDialog
      checkout={checkout.data}
      eventTitle={checkout.data.booking.eventTitle}
      onPaid={(booking) => {
        refreshBookings();
        void navigate(bookingTicketsPath(booking.id), { replace: true });
      }}
      onClose={leave}
    />
  );
}
