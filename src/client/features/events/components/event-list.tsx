import { Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';
import type { EventListQuery } from '../api/get-events';
import { useInfiniteEvents } from '../api/get-events-infinite';
import { EventGrid, EventGridSkeleton } from './event-grid';

/**
 * A paginated card grid for one event query: the loading text while the first page loads, the
 * empty state with 'Clear all filters', an error with retry, and 'Load more' while there is more.
 */
export function EventList({
  query,
  loadingText,
  onBook,
  onClearFilters,
}: {
  query: Omit<EventListQuery, 'page'>;
  loadingText: string;
  onBook: (event: CatalogueEvent) => void;
  onClearFilters: () => void;
}) {
  const events = useInfiniteEvents(query);

  if (events.isPending) {
    return (
      <div>
        <p role="status" className="mb-4 flex items-center gap-2 text-sm font-medium text-ink-700">
          <Loader2 aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />
          {loadingText}
        </p>
        <EventGridSkeleton />
      </div>
    );
  }

  if (events.isError && !events.data) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">We couldn't load events right now.</p>
        <p className="mt-1 text-sm text-red-800">{events.error.message}</p>
        <Button variant="secondary" className="mt-4" onClick={() => events.refetch()}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Try again
        </Button>
      </div>
    );
  }

  const items = events.data.pages.flatMap((page) => page.items);
  // The newest page's count: events can start or sell out between pages.
  const total = events.data.pages.at(-1)?.total ?? items.length;
  const updating = events.isPlaceholderData && events.isFetching;

  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center">
        <p aria-hidden="true" className="text-4xl">
          🔍
        </p>
        <p className="mt-3 text-lg font-semibold text-ink-900">No matches found matching your criteria</p>
        <p className="mt-1 text-sm text-ink-600">
          Try another city or date, or clear the filters to see everything.
        </p>
        <Button className="mt-5" onClick={onClearFilters}>
          Clear all filters
        </Button>
      </div>
    );
  }

  return (
    <div>
      <p aria-live="polite" className="mb-3 min-h-5 text-sm text-ink-600">
        {updating
          ? 'Updating matches…'
          : total > items.length
            ? `Showing ${items.length} of ${total}`
            : `Showing ${items.length} ${items.length === 1 ? 'match' : 'matches'}`}
      </p>
      <div className={cn('transition-opacity', updating && 'opacity-60')}>
        <EventGrid events={items} onBook={onBook} />
      </div>
      {events.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            className="min-w-48"
            aria-disabled={events.isFetchingNextPage}
            onClick={() => {
              // aria-disabled (not disabled) keeps keyboard focus on the button while the page loads.
              if (!events.isFetchingNextPage) void events.fetchNextPage();
            }}
          >
            {events.isFetchingNextPage ? (
              <>
                <Loader2 aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />
                Loading more…
              </>
            ) : (
              'Load more'
            )}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
