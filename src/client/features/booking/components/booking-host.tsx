import { useBookingQueue } from '../booking-queue';
import { type BookingCollaborators, BookingCollaboratorsProvider } from '../collaborators';
import { BookingDialog } from './booking-dialog';

/**
 * The dialog for the queued event being booked. The shell loads it on the first openBooking and
 * gives it what it shows from other features (shell/lazy/booking-host.tsx).
 */
export function BookingHost({ collaborators }: { collaborators: BookingCollaborators }) {
  const queue = useBookingQueue();
  const event = queue.events[queue.position];
  if (!event) return null;
  return (
    <BookingCollaboratorsProvider value={collaborators}>
      <BookingDialog
        key={`${queue.position}:${event.id}`}
        event={event}
        position={queue.position}
        total={queue.events.length}
      />
    </BookingCollaboratorsProvider>
  );
}
