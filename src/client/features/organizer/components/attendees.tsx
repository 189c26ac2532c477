import { Download } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/client/components/ui/button-class';
import { EmptyState } from '@/client/components/ui/empty-state';
import { lastPageOf, Pager } from '@/client/components/ui/pager';
import { QueryError } from '@/client/components/ui/query-error';
import { SearchField } from '@/client/components/ui/search-field';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { TIMING } from '@/shared/constants';
import { formatCount } from '@/shared/domain/format';
import { attendeesCsvUrl } from '../api/attendees-csv';
import { useAttendees } from '../api/list-attendees';
import { AttendeesTable } from './attendees-table';

const PAGE_SIZE = 20;

/** The event's attendees (its confirmed and refunded bookings), searched and paged on the server, and their CSV. */
export function Attendees({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const q = useDebouncedValue(text.trim(), TIMING.searchDebounceMs);
  const attendees = useAttendees(eventId, { q: q || undefined, page, pageSize: PAGE_SIZE });
  const data = attendees.data;

  let status: string;
  if (attendees.isError) status = '';
  else if (!data) status = 'Loading the attendees...';
  else if (data.total === 0) status = q ? 'No bookings match this search.' : 'No bookings on KhelPass yet.';
  else {
    const first = (data.page - 1) * data.pageSize + 1;
    const last = first + data.items.length - 1;
    status = `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(data.total)} bookings`;
  }
  const turnTo = (next: number) => {
    setPage(next);
    statusLine.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-heading`} className="text-xl font-bold text-ink-900">
            Attendees
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            Bookings made on KhelPass, confirmed or refunded, newest first.
          </p>
        </div>
        <a
          href={attendeesCsvUrl(eventId)}
          download
          aria-label={`Download CSV of the attendees of ${eventTitle}`}
          className={buttonClass('secondary', 'md')}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download CSV
        </a>
      </div>
      <div className="mt-4 max-w-md">
        <SearchField
          id={`${id}-search`}
          label="Search attendees"
          placeholder="Booking reference, name or e-mail"
          value={text}
          onChange={(next) => {
            setText(next);
            setPage(1);
          }}
        />
      </div>
      <p ref={statusLine} role="status" className="mt-4 scroll-mt-32 text-sm font-semibold text-ink-700">
        {status}
      </p>
      <div className="mt-3" aria-busy={attendees.isFetching}>
        {attendees.isError ? (
          <QueryError what="the attendees" onRetry={() => void attendees.refetch()} />
        ) : !data ? (
          <div aria-hidden="true" className="kp-skeleton h-40" />
        ) : data.items.length === 0 ? (
          <EmptyState>
            {q
              ? 'Try a booking reference, a name or an e-mail address.'
              : 'Fans who book this event on KhelPass appear here, with their seats and admissions.'}
          </EmptyState>
        ) : (
          <AttendeesTable attendees={data.items} caption="Attendees" />
        )}
      </div>
      {data ? (
        <Pager label="Attendee pages" page={data.page} lastPage={lastPageOf(data)} onPage={turnTo} />
      ) : null}
    </section>
  );
}
