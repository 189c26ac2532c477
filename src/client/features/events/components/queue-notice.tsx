import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { paths } from '@/client/paths';
import { formatEventWhen } from '@/shared/domain/format';

/**
 * An on-sale with a waiting room (decision 017): the way in is the queue, not the booking dialog.
 * Before the start a fan joins the pre-queue, whose places are drawn at random at the start.
 */
export function QueueNotice({
  eventId,
  queueOpensAt,
  nowMs,
}: {
  eventId: string;
  queueOpensAt: string;
  nowMs: number;
}) {
  const started = Date.parse(queueOpensAt) <= nowMs;
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-ink-800">
      <p className="font-semibold text-ink-900">This on-sale has a waiting room</p>
      <p className="mt-1">
        {started
          ? 'Fans are let in to choose seats a few at a time. Join the queue for your turn.'
          : `It opens ${formatEventWhen(queueOpensAt)}. Join before then and you get a random place at the start: arriving early gives no advantage.`}
      </p>
      <Link to={paths.eventQueue(eventId)} className={buttonClass('primary', 'lg', 'mt-3 w-full')}>
        Join the queue
      </Link>
    </div>
  );
}
