import type { CatalogueEvent } from '@/shared/schemas/catalogue';
import { type EventListQuery, useEvents } from '../api/get-events';
import { EventGrid, EventGridSkeleton } from './event-grid';

/**
 * The results tab: the spec's line, then the real finished matches (newest first) for the same
 * sport, city, date and text filters.
 */
export function RecentResults({
  query,
  onBook,
}: {
  query: Omit<EventListQuery, 'when' | 'page' | 'sort'>;
  onBook: (event: CatalogueEvent) => void;
}) {
  const results = useEvents({ ...query, when: 'results', pageSize: 12 });
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="text-xl font-bold text-ink-900">
        Recent results will appear here
      </h2>
      {results.isPending ? (
        <div className="mt-4">
          <EventGridSkeleton count={3} />
        </div>
      ) : results.isError ? (
        <p className="mt-2 text-ink-700">
          We couldn't load recent results right now. Please try again later.
        </p>
      ) : results.data.items.length === 0 ? (
        <p className="mt-2 text-ink-700">No finished matches match these filters yet.</p>
      ) : (
        <>
          <p className="mt-1 mb-4 text-sm text-ink-600">Latest finished matches, newest first.</p>
          <EventGrid events={results.data.items} onBook={onBook} />
        </>
      )}
    </section>
  );
}
