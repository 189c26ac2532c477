import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/client/components/ui/empty-state';
import { LiveStatus } from '@/client/components/ui/live-status';
import { lastPageOf, Pager } from '@/client/components/ui/pager';
import { QueryError } from '@/client/components/ui/query-error';
import type { CityId, SportId } from '@/shared/constants';
import { formatCount } from '@/shared/domain/format';
import type { OrganizerEventStatus } from '@/shared/domain/organizer-event-status';
import type { AdminEventListQuery } from '@/shared/schemas/admin-events';
import { useAdminEvents } from '../api/list-events';
import { useAdminOrganizers } from '../api/list-organizers';
import { type ChosenAction, EventActionDialog } from './event-action-dialog';
import { type EventFilters, EventsFilters } from './events-filters';
import { EventsTable } from './events-table';

const FILTER_KEYS = ['q', 'status', 'sport', 'city', 'organizerId'] as const;

/**
 * /admin/events: every organiser's events, drafts included, filtered by text, status, sport, city
 * and organiser (kept in the address, so the organisers page links to one organiser's events).
 * Each row's menu unpublishes or republishes, transfers or cancels it, each after a dialog that
 * says what it will do; what it did is announced.
 */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as EventFilters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: AdminEventListQuery = {
    q: filters.q || undefined,
    status: (filters.status || undefined) as OrganizerEventStatus | undefined,
    sport: (filters.sport || undefined) as SportId | undefined,
    city: (filters.city || undefined) as CityId | undefined,
    organizerId: filters.organizerId || undefined,
    page,
  };
  const events = useAdminEvents(query);
  const organizers = useAdminOrganizers();
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const change = (next: Partial<EventFilters> & { page?: number }) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === '' || value === undefined || (key === 'page' && value === 1)) updated.delete(key);
          else updated.set(key, String(value));
        }
        if (!('page' in next)) updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  };

  const data = events.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Events</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        Every organizer’s events, drafts included. Take an event down, give it to another organizer, or cancel
        it and refund its buyers.
      </p>
      <div className="mt-6">
        <EventsFilters filters={filters} organizers={organizers.data?.items ?? []} onChange={change} />
      </div>
      <LiveStatus className="mt-4 rounded-lg bg-pitch-50 px-3 py-2 text-sm font-semibold text-ink-900">
        {announcement}
      </LiveStatus>
      <p className="mt-4 text-sm text-ink-600" aria-live="polite">
        {data ? `${formatCount(data.total)} ${data.total === 1 ? 'event' : 'events'}` : ''}
      </p>
      <div className="mt-2">
        {events.isError ? (
          <QueryError what="the events" onRetry={() => void events.refetch()} />
        ) : !data ? (
          <p className="text-ink-600">Loading events…</p>
        ) : data.items.length === 0 ? (
          <EmptyState>No event matches these filters.</EmptyState>
        ) : (
          <EventsTable
            events={data.items}
            caption="Events"
            onChoose={(event, action) => {
              setAnnouncement('');
              setChosen({ event, action });
            }}
          />
        )}
      </div>
      <Pager
        label="Events pages"
        page={page}
        lastPage={lastPageOf(data)}
        onPage={(next) => change({ page: next })}
      />
      <EventActionDialog
        chosen={chosen}
        onClose={() => setChosen(null)}
        onDone={(message) => {
          setChosen(null);
          setAnnouncement(message);
        }}
      />
    </div>
  );
}
