import { useBookingQueue } from '@/client/lib/booking-launcher';
import { BookingDialog } from './booking-dialog';

/** Lazily loaded by the root layout once an event is queued: the dialog for the current one. */
export default function BookingHost() {
  const queue = useBookingQueue();
  const event = queue.events[queue.position];
  if (!event) return null;
  return (
    <BookingDialog
      key={`${queue.position}:${event.id}`}
      event={event}
      position={queue.position}
      total={queue.events.length}
    />
  );
}
