import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useClockAt } from '@/client/lib/use-clock-at';
import { paths } from '@/client/paths';
import { dealEndMs, dealLabel, showsOriginalPrice, withLiveDeal } from '@/shared/domain/event-badges';
import { formatEventDate, formatEventTime, formatPaise } from '@/shared/domain/format';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';

/** A small event card for home: the whole card is one link to the event page. A cancelled match shows no price. */
export function CompactEventCard({ event }: { event: CatalogueEvent }) {
  // A deal's badge goes when the deal ends, without a reload.
  const now = useClockAt(dealEndMs(event));
  const deal = dealLabel(withLiveDeal(event, now).deal);
  const struck = showsOriginalPrice(event.pricePaise, event.originalPricePaise);
  const cancelled = event.status === 'cancelled';
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-4 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden="true" className="text-3xl leading-none">
          {event.image}
        </span>
        <div className="flex flex-wrap justify-end gap-1.5">
          {event.status === 'live' ? <Badge tone="danger">Live</Badge> : null}
          {cancelled ? <Badge tone="danger">Cancelled</Badge> : null}
          {deal ? <Badge tone="brand">{deal}</Badge> : null}
        </div>
      </div>
      <p className="mt-3 truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {event.tournament}
      </p>
      <h3 className="mt-1 line-clamp-2 min-h-12 text-base leading-6 font-bold text-ink-900">
        <Link
          to={paths.event(event.id, event.category)}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-brand-600 group-hover:text-brand-700"
        >
          {event.title}
        </Link>
      </h3>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-600">
        <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="truncate">
          <time dateTime={event.startsAt}>{formatEventDate(event.startsAt)}</time> ·{' '}
          {formatEventTime(event.startsAt)}
        </span>
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
        <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="truncate">
          {event.venue}, {event.cityName}
        </span>
      </p>
      <div className="mt-auto flex items-end justify-between gap-2 pt-4">
        {cancelled ? (
          <p className="text-sm font-semibold text-ink-700">Match cancelled</p>
        ) : event.seatsLeft === 0 ? (
          <p className="text-sm font-semibold text-ink-700">Sold out</p>
        ) : (
          <p className="flex items-baseline gap-2">
            <span className="text-sm text-ink-600">from</span>
            <span className="text-lg font-bold text-ink-900">{formatPaise(event.pricePaise)}</span>
            {struck && event.originalPricePaise !== null ? (
              <s className="text-sm text-ink-500">
                <span className="sr-only">was </span>
                {formatPaise(event.originalPricePaise)}
              </s>
            ) : null}
          </p>
        )}
        <span aria-hidden="true" className="text-sm font-semibold text-brand-700">
          Details →
        </span>
      </div>
    </article>
  );
}

export function CompactEventCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-4">
      <Skeleton className="h-8 w-8" />
      <Skeleton className="mt-3 h-3 w-2/5" />
      <Skeleton className="mt-2 h-5 w-4/5" />
      <Skeleton className="mt-2 h-5 w-3/5" />
      <Skeleton className="mt-3 h-4 w-3/4" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <Skeleton className="mt-5 h-6 w-1/3" />
    </div>
  );
}
