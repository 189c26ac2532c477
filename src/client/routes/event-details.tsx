import { ArrowLeft, CalendarDays, MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useRecordViewOnServer } from '@/client/features/account/api/record-view';
import { useOpenBooking } from '@/client/features/booking';
import { EventCartActions } from '@/client/features/cart';
import { isNotFound, useEvent } from '@/client/features/events/api/get-event';
import { Countdown } from '@/client/features/events/components/countdown';
import { DemandBar } from '@/client/features/events/components/demand-bar';
import { EventSections } from '@/client/features/events/components/event-sections';
import { PriceBlock } from '@/client/features/events/components/price-block';
import { QueueNotice } from '@/client/features/events/components/queue-notice';
import { ShareButton } from '@/client/features/events/components/share-button';
import { isSportId, sportInfo } from '@/client/features/events/components/sport-theme';
import { StatusBadge } from '@/client/features/events/components/status-badge';
import { useRecordRecentlyViewed } from '@/client/features/events/recently-viewed';
import { cn } from '@/client/lib/cn';
import { useClockAt } from '@/client/lib/use-clock-at';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { listedEvent } from '@/shared/domain/cart';
import { flashCountdownTarget } from '@/shared/domain/countdown';
import { dealEndMs, isBookable, onSaleFrom, saleOpensMs, withLiveDeal } from '@/shared/domain/event-badges';
import { formatEventDate, formatEventWhen } from '@/shared/domain/format';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';

function BackLink({ sport }: { sport: string | null }) {
  const info = sport && isSportId(sport) ? sportInfo(sport) : null;
  return (
    <Link
      to={info ? paths.sport(info.id) : paths.events()}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-ink-100 hover:text-white"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {info ? `Back to ${info.name}` : 'All events'}
    </Link>
  );
}

function BookingPanel({ event: loaded }: { event: CatalogueEvent }) {
  const openBooking = useOpenBooking();
  // The deal's badge and countdown go when it ends, and Book Tickets comes when the sale opens,
  // without a reload.
  const dealClock = useClockAt(dealEndMs(loaded));
  const saleClock = useClockAt(saleOpensMs(loaded));
  const queueClock = useClockAt(loaded.queueOpensAt ? Date.parse(loaded.queueOpensAt) : null);
  const now = Math.max(dealClock, saleClock, queueClock);
  const event = withLiveDeal(loaded, now);
  const countdownTarget = flashCountdownTarget(event, now);
  const bookable = isBookable(event, now);
  const opensAt = onSaleFrom(event, now);
  // A queued on-sale is entered through its waiting room, before and after the start.
  const queued = event.queueOpensAt !== null && (bookable || opensAt !== null);
  // ?book=1 (the waiting room's 'Continue to booking'): the dialog opens once, and the link is
  // forgotten so a reload or Back does not open it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const bookNow = searchParams.get('book') === '1';
  useEffect(() => {
    if (!bookNow) return;
    setSearchParams(
      (params) => {
        params.delete('book');
        return params;
      },
      { replace: true },
    );
    if (bookable) openBooking(event);
  }, [bookNow, bookable, event, openBooking, setSearchParams]);
  return (
    <section
      aria-labelledby="tickets-heading"
      className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="tickets-heading" className="text-lg font-bold text-ink-900">
        Tickets
      </h2>
      <div className="mt-3 space-y-4">
        {/* A price is shown only where it can be paid (or soon will be): not for a match under way,
            over or sold out. */}
        {bookable || opensAt !== null ? <PriceBlock event={event} size="lg" /> : null}
        {bookable ? <DemandBar event={event} /> : null}
        {bookable && countdownTarget !== null ? <Countdown targetMs={countdownTarget} /> : null}
        {queued && event.queueOpensAt ? (
          <QueueNotice eventId={event.id} queueOpensAt={event.queueOpensAt} nowMs={now} />
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
          {queued ? null : bookable ? (
            <Button size="lg" className="w-full sm:flex-1 lg:flex-none" onClick={() => openBooking(event)}>
              Book Tickets
            </Button>
          ) : (
            <p className="rounded-lg bg-ink-50 px-3 py-3 text-center text-sm font-semibold text-ink-700">
              {opensAt !== null
                ? `Tickets on sale from ${formatEventWhen(opensAt)}`
                : event.status === 'completed'
                  ? 'This match has been played'
                  : event.status === 'cancelled'
                    ? 'This match was cancelled. Every booking is refunded in full.'
                    : event.status === 'live'
                      ? 'This match has started: tickets are no longer on sale'
                      : 'Sold out'}
              {event.cancelReason ? (
                <span className="mt-1 block font-normal">Reason: {event.cancelReason}</span>
              ) : null}
            </p>
          )}
          <EventCartActions canAddToCart={bookable} event={listedEvent(event)} />
          <ShareButton
            eventId={event.id}
            title={event.title}
            text={`${event.team1} vs ${event.team2} · ${formatEventDate(event.startsAt)} at ${event.venue}`}
            size="lg"
            className="w-full sm:flex-1 lg:flex-none"
          />
        </div>
      </div>
    </section>
  );
}

function EventDetails({ event, backSport }: { event: CatalogueEvent; backSport: string | null }) {
  const sport = sportInfo(event.category);
  return (
    <article>
      <header className="relative isolate overflow-hidden bg-ink-900 text-white">
        <div
          aria-hidden="true"
          className={cn('absolute -top-24 -right-16 -z-10 h-80 w-80 rounded-full blur-3xl', sport.glow)}
        />
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8 sm:pb-14 lg:px-8">
          <BackLink sport={backSport} />
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-100">
              <span aria-hidden="true" className="text-xl leading-none">
                {event.image || sport.emoji}
              </span>
              {sport.name} · {event.tournament}
            </span>
            <StatusBadge status={event.status} />
          </div>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {event.title}
          </h1>
          {event.subtitle ? <p className="mt-2 text-base text-ink-100 sm:text-lg">{event.subtitle}</p> : null}
          <ul className="mt-5 flex flex-col gap-2 text-sm text-white sm:flex-row sm:flex-wrap sm:gap-x-6">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0 text-orange-200" />
              <span>
                <time dateTime={event.startsAt}>{formatEventWhen(event.startsAt)}</time>
                {event.status === 'postponed' && event.originalStartsAt ? (
                  <span className="text-ink-100">
                    {' '}
                    · originally{' '}
                    <time dateTime={event.originalStartsAt}>{formatEventWhen(event.originalStartsAt)}</time>
                  </span>
                ) : null}
              </span>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-orange-200" />
              <span>
                {event.venue}, {event.cityName}
              </span>
            </li>
          </ul>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <BookingPanel event={event} />
        </div>

        <div className="space-y-6 lg:col-span-2 lg:row-start-1">
          <EventSections event={event} />
        </div>
      </div>
    </article>
  );
}

function DetailsSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="bg-ink-900">
        <div className="mx-auto max-w-7xl space-y-4 px-4 pt-8 pb-12 sm:px-6 lg:px-8">
          <Skeleton className="h-4 w-32 bg-white/10" />
          <Skeleton className="h-5 w-56 bg-white/10" />
          <Skeleton className="h-10 w-3/4 bg-white/10" />
          <Skeleton className="h-4 w-2/3 bg-white/10" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
        <Skeleton className="h-72 rounded-2xl lg:col-start-3" />
        <div className="space-y-6 lg:col-span-2 lg:row-start-1">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

function EventNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-6xl">
        🎟️
      </p>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900">Event not found</h1>
      <p className="mt-3 text-ink-600">
        We couldn't find this event. The link may be wrong, or the event may have been removed.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.events()}>Browse all events</Link>
      </Button>
    </div>
  );
}

/** /events/:eventId: everything about one event, with Book Tickets and Share. */
export function Component() {
  const { eventId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = useEvent(eventId);
  useRecordRecentlyViewed(query.data);
  useRecordViewOnServer(query.data);
  useDocumentTitle(query.data?.title ?? (isNotFound(query.error) ? 'Event not found' : 'Event'));

  if (query.isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading event...
        </p>
        <DetailsSkeleton />
      </>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <EventNotFound />;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink-900">We couldn't load this event</h1>
        <p className="mt-2 text-ink-600">{query.error.message}</p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <EventDetails event={query.data} backSport={searchParams.get('sport')} />;
}
