import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { paths } from '@/client/paths';
import { countdownTo, pad2 } from '@/shared/domain/countdown';
import { formatCount, formatEventTime, formatEventWhen } from '@/shared/domain/format';
import { describeWait } from '@/shared/domain/waiting-room';
import type { QueueStatus } from '@/shared/schemas/waiting-room';
import { queueAnnouncement } from '../queue-announcement';
import { type QueueView, useQueue } from '../use-queue';

/** The time on the server's clock, ticking every second (for the countdowns). */
function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = window.setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  return now;
}

function Clock({ targetMs, nowMs }: { targetMs: number; nowMs: number }) {
  const left = countdownTo(targetMs, nowMs);
  const text =
    left.hours > 0
      ? `${left.hours}:${pad2(left.minutes)}:${pad2(left.seconds)}`
      : `${pad2(left.minutes)}:${pad2(left.seconds)}`;
  return <span className="font-mono text-3xl font-extrabold text-ink-900 tabular-nums">{text}</span>;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-ink-50 p-4">
      <dt className="text-sm font-semibold text-ink-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-ink-900 tabular-nums">{children}</dd>
    </div>
  );
}

const continueLink = (eventId: string) => (
  <Link to={paths.eventToBook(eventId)} className={buttonClass('primary', 'lg', 'mt-5 w-full sm:w-auto')}>
    Continue to booking
  </Link>
);

/** What the fan's place says, from a status the server sent. */
function Standing({
  status,
  offsetMs,
  onJoin,
}: {
  status: QueueStatus;
  offsetMs: number;
  onJoin: () => void;
}) {
  const now = useServerNow(offsetMs);
  const place = status.place;
  const opensAtMs = Date.parse(status.opensAt);
  if (!place) return null;
  if (place.state === 'admitted') {
    return (
      <>
        <h2 className="text-2xl font-extrabold text-ink-900">It's your turn</h2>
        <p className="mt-2 text-ink-700">
          Your pass lets you start booking for a limited time. It is used when you open the booking.
        </p>
        {place.passExpiresAt ? (
          <p className="mt-4 flex flex-wrap items-baseline gap-x-3 text-ink-700">
            <span>Time left on your pass</span>
            <Clock targetMs={Date.parse(place.passExpiresAt)} nowMs={now} />
            <span className="text-sm">(until {formatEventTime(place.passExpiresAt)})</span>
          </p>
        ) : null}
        {continueLink(status.eventId)}
      </>
    );
  }
  if (place.state === 'expired' || place.state === 'used') {
    return (
      <>
        <h2 className="text-2xl font-extrabold text-ink-900">
          {place.state === 'expired' ? 'Your turn has ended' : 'You have used your turn'}
        </h2>
        <p className="mt-2 text-ink-700">
          {place.state === 'expired'
            ? 'Your pass ran out before a booking started. You may join the queue again, at the back.'
            : 'Your pass opened a booking. To start another booking, join the queue again, at the back.'}
        </p>
        <button type="button" onClick={onJoin} className={buttonClass('primary', 'lg', 'mt-5')}>
          Join the queue again
        </button>
      </>
    );
  }
  if (place.position === null) {
    const started = now >= opensAtMs;
    return (
      <>
        <h2 className="text-2xl font-extrabold text-ink-900">You are in the pre-queue</h2>
        <p className="mt-2 text-ink-700">
          At the start everyone here gets a random place, so arriving early gives no advantage and you need
          not refresh.
        </p>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-3 text-ink-700">
          {started ? (
            <span className="font-semibold">The sale has opened: your place is being drawn…</span>
          ) : (
            <>
              <span>The sale opens in</span>
              <Clock targetMs={opensAtMs} nowMs={now} />
            </>
          )}
        </p>
        <p className="mt-1 text-sm text-ink-600">
          Opens <time dateTime={status.opensAt}>{formatEventWhen(status.opensAt)}</time>
        </p>
      </>
    );
  }
  return (
    <>
      <h2 className="text-2xl font-extrabold text-ink-900">You are in the queue</h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Figure label="Your place">{formatCount(place.position)}</Figure>
        <Figure label="People ahead">{formatCount(place.ahead ?? 0)}</Figure>
        <Figure label="Estimated wait">
          <span className="text-lg">{describeWait(place.estimatedWaitSeconds ?? 0)}</span>
        </Figure>
      </dl>
      <p className="mt-4 text-sm text-ink-600">
        Keep this page open: it updates by itself, and your turn comes here. Your place is kept for your
        account if you reload or switch devices.
      </p>
    </>
  );
}

function Body({
  eventId,
  view,
  onRetry,
  onJoinAgain,
}: {
  eventId: string;
  view: QueueView;
  onRetry: () => void;
  onJoinAgain: () => void;
}) {
  switch (view.kind) {
    case 'joining':
      return <p className="text-ink-700">Joining the queue…</p>;
    case 'status':
      return <Standing status={view.status} offsetMs={view.offsetMs} onJoin={onJoinAgain} />;
    case 'no_queue':
      return (
        <>
          <h2 className="text-2xl font-extrabold text-ink-900">No queue for this sale</h2>
          <p className="mt-2 text-ink-700">{view.message}</p>
          {continueLink(eventId)}
        </>
      );
    case 'not_found':
      return (
        <>
          <h2 className="text-2xl font-extrabold text-ink-900">Event not found</h2>
          <p className="mt-2 text-ink-700">The link may be wrong, or the event may have been removed.</p>
          <Link to={paths.events()} className={buttonClass('primary', 'lg', 'mt-5')}>
            Browse all events
          </Link>
        </>
      );
    case 'error':
      return (
        <div role="alert">
          <h2 className="text-2xl font-extrabold text-ink-900">We couldn't reach the queue</h2>
          <p className="mt-2 text-ink-700">{view.message}</p>
          <button type="button" onClick={onRetry} className={buttonClass('primary', 'lg', 'mt-5')}>
            Try again
          </button>
        </div>
      );
  }
}

/**
 * The waiting room of a queued on-sale (issue 15 §3, decision 017). Deliberately light: no catalogue
 * request (it loads for lakhs of fans at once), only the queue's own endpoints and its live stream.
 */
export function QueuePage({ eventId, signedIn }: { eventId: string; signedIn: boolean }) {
  const { view, retry, joinAgain } = useQueue(eventId, signedIn);
  const announcement = view.kind === 'status' ? queueAnnouncement(view.status) : '';
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Waiting room</h1>
      <p className="mt-2 text-ink-600">
        This on-sale has a queue: fans are let in to choose seats a few at a time, so everyone gets a fair
        turn.
      </p>
      <section aria-label="Your place" className="kp-card mt-6 p-5 sm:p-6">
        {signedIn ? (
          <Body eventId={eventId} view={view} onRetry={retry} onJoinAgain={joinAgain} />
        ) : (
          <>
            <h2 className="text-2xl font-extrabold text-ink-900">Sign in to join the queue</h2>
            <p className="mt-2 text-ink-700">Each account has one place in the queue.</p>
            <Link
              to={paths.login(paths.eventQueue(eventId))}
              className={buttonClass('primary', 'lg', 'mt-5')}
            >
              Sign in to join the queue
            </Link>
          </>
        )}
      </section>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Link
        to={paths.event(eventId)}
        className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        Back to the event
      </Link>
    </div>
  );
}
