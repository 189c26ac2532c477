import { X } from 'lucide-react';
import { useOpenBooking } from '@/client/features/booking';
import { useEvents } from '@/client/features/events/api/get-events';
import { EventFilters } from '@/client/features/events/components/event-filters';
import { EventList } from '@/client/features/events/components/event-list';
import { PageHero } from '@/client/features/events/components/page-hero';
import { sportInfo } from '@/client/features/events/components/sport-theme';
import { useUrlFilters } from '@/client/features/events/components/use-url-filters';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { ALL_CITIES, type CityId, type SortOption, type SportId, TIMING } from '@/shared/constants';
import {
  clearedEventListFilters,
  hasActiveEventListFilters,
  readEventListFilters,
  writeEventListFilters,
} from '@/shared/domain/event-list-filters';

const CITY_OPTIONS = [...ALL_CITIES].sort((a, b) => a.name.localeCompare(b.name));

/** A filter set by a link (a venue, a team) that the filter bar has no field for, with a way out. */
function LinkedFilter({
  intro,
  name,
  clearLabel,
  onClear,
}: {
  intro: string;
  name: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-ink-700">
      {intro}
      <span className="inline-flex items-center gap-1 rounded-full bg-ink-900 py-1 pr-1 pl-3 font-semibold text-white">
        {name}
        <button
          type="button"
          aria-label={clearLabel}
          onClick={onClear}
          className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-white/20"
        >
          <X aria-hidden="true" className="h-3.5 w-3.5" />
        </button>
      </span>
    </p>
  );
}

/** /events: every sport, with the sport page's filters plus a sport filter, ?venue= and any city. */
export function Component() {
  useDocumentTitle('All events');
  const [filters, update] = useUrlFilters(readEventListFilters, writeEventListFilters);
  const openBooking = useOpenBooking();

  const clear = () => update(clearedEventListFilters());

  const debouncedQ = useDebouncedValue(filters.q.trim(), TIMING.searchDebounceMs);
  const sport = filters.sport === 'all' ? null : sportInfo(filters.sport);
  // ?venue= carries a venue id (from the venues page); one event of it tells us the venue's name.
  const venueProbe = useEvents({ venue: filters.venue, pageSize: 1 }, { enabled: filters.venue !== '' });
  const venueName = venueProbe.data?.items[0]?.venue ?? filters.venue;
  // ?team= carries a team id (from a search result); one of its matches tells us the team's name.
  const teamProbe = useEvents({ team: filters.team, pageSize: 1 }, { enabled: filters.team !== '' });
  const teamMatch = teamProbe.data?.items[0];
  const teamName =
    (teamMatch?.team1Id === filters.team ? teamMatch?.team1 : teamMatch?.team2) ?? filters.team;

  return (
    <>
      <PageHero
        emoji={sport?.emoji ?? '🎟️'}
        title="All Events"
        eyebrow="Every sport · every city"
        glow={sport?.glow}
        description="Cricket, football, kabaddi, tennis, hockey and badminton across India, with live prices and real seat availability."
      />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <EventFilters
          className="relative -mt-10"
          search={{
            label: 'Search teams or tournaments',
            placeholder: 'e.g. Indian Super League',
            value: filters.q,
            onChange: (q) => update({ q }),
          }}
          sport={{ value: filters.sport, onChange: (value) => update({ sport: value as SportId | 'all' }) }}
          city={{
            value: filters.city,
            onChange: (city) => update({ city: city as CityId | 'all' }),
            options: CITY_OPTIONS,
          }}
          date={{ value: filters.date, onChange: (date) => update({ date }) }}
          sort={{ value: filters.sort, onChange: (sort: SortOption) => update({ sort }) }}
          onClear={clear}
          canClear={hasActiveEventListFilters(filters)}
        />

        {filters.venue !== '' ? (
          <LinkedFilter
            intro="Showing events at venue"
            name={venueName}
            clearLabel="Show every venue"
            onClear={() => update({ venue: '' })}
          />
        ) : null}
        {filters.team !== '' ? (
          <LinkedFilter
            intro="Showing matches of"
            name={teamName}
            clearLabel="Show every team"
            onClear={() => update({ team: '' })}
          />
        ) : null}

        <section aria-labelledby="events-heading" className="mt-8">
          <h2 id="events-heading" className="mb-2 text-xl font-bold text-ink-900">
            {sport ? `Upcoming ${sport.name} events` : 'Upcoming events'}
          </h2>
          <EventList
            query={{
              sport: sport?.id,
              city: filters.city === 'all' ? undefined : filters.city,
              venue: filters.venue || undefined,
              team: filters.team || undefined,
              date: filters.date || undefined,
              q: debouncedQ || undefined,
              sort: filters.sort,
              when: 'upcoming',
            }}
            loadingText={sport ? `Loading ${sport.name} events...` : 'Loading events...'}
            onBook={openBooking}
            onClearFilters={clear}
          />
        </section>
      </div>
    </>
  );
}
