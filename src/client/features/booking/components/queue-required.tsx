import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { paths } from '@/client/paths';

/**
 * The hold was refused with queue_pass_required: this on-sale has a waiting room and the fan has no
 * live pass. The server's message says why (sign in, join, or the turn was used); the link takes the
 * fan to the waiting room and closes the dialog.
 */
export function QueueRequired({
  eventId,
  message,
  onGo,
}: {
  eventId: string;
  message: string;
  onGo: () => void;
}) {
  return (
    <div className="mx-auto max-w-md py-10 text-center">
      <p className="text-lg font-bold">Join the waiting room</p>
      <p className="mt-2 text-ink-600">{message}</p>
      <Link to={paths.eventQueue(eventId)} onClick={onGo} className={buttonClass('primary', 'lg', 'mt-5')}>
        Go to the waiting room
      </Link>
    </div>
  );
}
