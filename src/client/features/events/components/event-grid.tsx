import { Skeleton } from '@/client/components/ui/skeleton';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';
import { EventCard } from './event-card';

/** Mobile-first grid: one column, two on tablets, three on desktops. */
export function EventGrid({
  events,
  onBook,
  headingLevel,
}: {
  events: readonly CatalogueEvent[];
  onBook: (event: CatalogueEvent) => void;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id} className="min-w-0">
          <EventCard event={event} onBook={onBook} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards with the real card's proportions, so nothing jumps when data arrives. */
export function EventGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={index} className="overflow-hidden rounded-2xl border border-ink-100 bg-white">
          <Skeleton className="h-10 rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-9 w-1/3" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-12 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
