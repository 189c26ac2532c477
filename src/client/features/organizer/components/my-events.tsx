import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { EmptyState } from '@/client/components/ui/empty-state';
import { lastPageOf, Pager } from '@/client/components/ui/pager';
import { QueryError } from '@/client/components/ui/query-error';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { paths } from '@/client/paths';
import { TIMING } from '@/shared/constants';
import type { LifeAction } from '@/shared/domain/event-life';
import { formatCount } from '@/shared/domain/format';
import type { OrganizerEvent } from '@/shared/schemas/organizer';
import { useOwnEvents } from '../api/list-own-events';
import { CancelEventDialog } from './cancel-event-dialog';
import { OwnEventsFilters, type OwnEventsFilterValues } from './own-events-filters';
import { OwnEventsTable } from './own-events-table';
import { PostponeEventDialog } from './postpone-event-dialog';

const PAGE_SIZE = 20;
const NO_FILTERS: OwnEventsFilterValues = { status: 'all', text: '', from: '', to: '', sort: 'date-asc' };

/** The console's "My events": the organiser's own events, filtered, searched and paged on the server. */
export function MyEvents() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  // The event a row's "Manage" menu chose, and what for; the dialog outlives the row's changes.
  const [acting, setActing] = useState<{ event: OrganizerEvent; action: LifeAction } | null>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const q = useDebouncedValue(filters.text.trim(), TIMING.searchDebounceMs);
  // A range that ends before it starts is not sent: the field says why instead.
  const toError = filters.from && filters.to && filters.to < filters.from ? 'Must be on or after From' : null;
  const events = useOwnEvents({
    status: filters.status === 'all' ? undefined : filters.status,
    q: q || undefined,
    from: filters.from || undefined,
    to: toError ? undefined : filters.to || undefined,
    sort: filters.sort,
    page,
    pageSize: PAGE_SIZE,
  });
  const data = events.data;
  const filtered = filters.status !== 'all' || q !== '' || filters.from !== '' || filters.to !== '';

  const change = (next: Partial<OwnEventsFilterValues>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  let status: string;
  if (events.isError) status = '';
  else if (!data) status = 'Loading your events...';
  else if (data.total === 0) status = filtered ? 'No events match these filters.' : 'You have no events yet.';
  else {
    const first = (data.page - 1) * data.pageSize + 1;
    const last = first + data.items.length - 1;
    status = `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(data.total)} events`;
  }
  // The pager sits below the list: the next page is read from its top.
  const turnTo = (next: number) => {
    setPage(next);
    statusLine.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby="my-events" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-events" className="text-xl font-bold text-ink-900">
          My events
        </h2>
        <Link to={paths.organizerNewEvent()} className={buttonClass('primary', 'md')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New event
        </Link>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        Every event you run, with its sales. Revenue is what fans paid on confirmed bookings.
      </p>
      <div className="mt-4">
        <OwnEventsFilters
          values={filters}
          onChange={change}
          statusCounts={data?.statusCounts}
          toError={toError}
        />
      </div>
      <p ref={statusLine} role="status" className="mt-4 scroll-mt-32 text-sm font-semibold text-ink-700">
        {status}
      </p>
      <div className="mt-3" aria-busy={events.isFetching}>
        {events.isError ? (
          <QueryError what="your events" onRetry={() => void events.refetch()} />
        ) : !data ? (
          <div aria-hidden="true" className="kp-skeleton h-64" />
        ) : data.items.length === 0 ? (
          <EmptyState>
            {filters.status === 'draft'
              ? 'No drafts: a new event stays a draft, seen only by you, until you publish it.'
              : filtered
                ? 'Try another status, search or dates.'
                : 'Events you run appear here.'}
          </EmptyState>
        ) : (
          <OwnEventsTable
            events={data.items}
            caption="My events"
            onChoose={(event, action) => setActing({ event, action })}
          />
        )}
      </div>
      {data ? (
        <Pager label="My events pages" page={data.page} lastPage={lastPageOf(data)} onPage={turnTo} />
      ) : null}
      <CancelEventDialog
        event={acting?.action === 'cancel' ? acting.event : null}
        onClose={() => setActing(null)}
      />
      <PostponeEventDialog
        event={acting?.action === 'postpone' ? acting.event : null}
        onClose={() => setActing(null)}
      />
    </section>
  );
}
