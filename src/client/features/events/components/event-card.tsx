import { CalendarDays, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { useClockAt } from '@/client/lib/use-clock-at';
import { paths } from '@/client/paths';
import { flashCountdownTarget } from '@/shared/domain/countdown';
import { dealEndMs, isBookable, onSaleFrom, saleOpensMs, withLiveDeal } from '@/shared/domain/event-badges';
import { formatEventWhen } from '@/shared/domain/format';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';
import { Countdown } from './countdown';
import { DemandBar } from './demand-bar';
import { MatchResult } from './match-result';
import { PriceBlock } from './price-block';
import { sportInfo } from './sport-theme';
import { StatusBadge } from './status-badge';

export interface EventCardProps {
  event: CatalogueEvent;
  /** What 'Book Tickets' does is the caller's decision (the app-wide booking entry point). */
  onBook: (event: CatalogueEvent) => void;
  /** Heading level of the teams line, so the card fits the page outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The sport page's event card: tournament, status, teams, date and time (IST), venue and city,
 * price block, demand block, the flash-sale countdown when it applies and 'Book Tickets'; a finished
 * match shows its final score instead, a cancelled one says so.
 * The teams line is the card's link (its hit area covers the card); the button stays separate.
 */
export function EventCard({ event: listed, onBook, headingLevel: Heading = 'h3' }: EventCardProps) {
  const titleId = useId();
  const sport = sportInfo(listed.category);
  // The deal's badge and countdown go when it ends, and Book Tickets comes when the sale opens,
  // without waiting for the list to reload.
  const dealClock = useClockAt(dealEndMs(listed));
  const saleClock = useClockAt(saleOpensMs(listed));
  const now = Math.max(dealClock, saleClock);
  const event = withLiveDeal(listed, now);
  const countdownTarget = flashCountdownTarget(event, now);
  const bookable = isBookable(event, now);
  const opensAt = onSaleFrom(event, now);

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div
        className={cn(
          'flex items-center justify-between gap-2 bg-linear-to-br px-4 py-2.5 text-white',
          sport.gradient,
        )}
      >
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
          <span aria-hidden="true" className="text-lg leading-none">
            {event.image || sport.emoji}
          </span>
          <span className="truncate">{event.tournament}</span>
        </p>
        <StatusBadge status={event.status} className="shrink-0" />
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading id={titleId} className="text-lg leading-snug font-bold text-ink-900">
          <Link
            to={paths.event(event.id, event.category)}
            className="after:absolute after:inset-0 after:z-0 after:rounded-2xl after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-600"
          >
            {event.team1} <span className="font-medium text-ink-600">vs</span> {event.team2}
          </Link>
        </Heading>

        <ul className="space-y-1.5 text-sm text-ink-700">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-ink-500" />
            <time dateTime={event.startsAt}>{formatEventWhen(event.startsAt)}</time>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-ink-500" />
            <span className="min-w-0">
              {event.venue}, {event.cityName}
            </span>
          </li>
        </ul>

        {bookable ? (
          <>
            <PriceBlock event={event} />
            <DemandBar event={event} />
            {countdownTarget !== null ? <Countdown targetMs={countdownTarget} /> : null}
          </>
        ) : opensAt !== null ? (
          <PriceBlock event={event} />
        ) : null}

        <div className="mt-auto pt-1">
          {bookable ? (
            <Button
              size="lg"
              className="relative z-10 w-full"
              aria-describedby={titleId}
              onClick={() => onBook(listed)}
            >
              Book Tickets
            </Button>
          ) : event.status === 'completed' ? (
            <MatchResult event={event} />
          ) : opensAt !== null ? (
            <p className="rounded-lg bg-ink-50 px-3 py-2 text-center text-sm font-medium text-ink-700">
              Tickets on sale from {formatEventWhen(opensAt)}
            </p>
          ) : (
            <p className="rounded-lg bg-ink-50 px-3 py-2 text-center text-sm font-medium text-ink-700">
              {event.status === 'cancelled'
                ? 'Match cancelled'
                : event.status === 'live'
                  ? 'Match under way: tickets no longer on sale'
                  : 'Sold out'}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
