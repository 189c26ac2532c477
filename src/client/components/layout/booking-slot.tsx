import { lazy, Suspense } from 'react';
import { useBookingQueue } from '@/client/lib/booking-launcher';

// The dialog's code loads the first time an event is queued, never with the first page.
const BookingHost = lazy(() => import('@/client/features/booking/components/booking-host'));

/** The global booking modal's mount point (spec section 4): nothing until a booking is opened. */
export function BookingSlot() {
  const queue = useBookingQueue();
  if (queue.events.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BookingHost />
    </Suspense>
  );
}
