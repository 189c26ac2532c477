import type { ReactNode } from 'react';
import { QueryError } from '@/client/components/ui/query-error';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';
import { CompactEventCard, CompactEventCardSkeleton } from './compact-event-card';

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

/**
 * A row of compact event cards: swipeable on phones (one and a bit cards visible), a grid from
 * the sm breakpoint. Loading shows skeleton cards of the same size, so nothing jumps.
 */
export function EventRail({
  labelledBy,
  events,
  isPending,
  isError,
  onRetry,
  what,
  empty,
}: {
  labelledBy: string;
  events: readonly CatalogueEvent[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  what: string;
  empty: ReactNode;
}) {
  if (isError) return <QueryError what={what} onRetry={onRetry} />;
  if (!isPending && events?.length === 0) return <>{empty}</>;
  return (
    <ul
      aria-labelledby={labelledBy}
      aria-busy={isPending}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4"
    >
      {isPending || !events
        ? SKELETON_KEYS.map((key) => (
            <li key={key} className="w-[78%] shrink-0 snap-start sm:w-auto">
              <CompactEventCardSkeleton />
            </li>
          ))
        : events.map((event) => (
            <li key={event.id} className="w-[78%] shrink-0 snap-start sm:w-auto">
              <CompactEventCard event={event} />
            </li>
          ))}
    </ul>
  );
}
