import { useParams } from 'react-router';
import { InvoiceView } from '@/client/features/bookings/components/invoice-view';

/**
 * /bookings/:bookingId/invoice: a paid booking's GST tax invoice. No sign-in guard: the API shows a
 * guest's invoice to the browser that booked it, and the page says so when it finds none.
 */
export function Component() {
  const { bookingId = '' } = useParams();
  return <InvoiceView bookingId={bookingId} />;
}
