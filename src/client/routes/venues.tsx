import { ArrowRight, CalendarDays, MapPin, Users } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { NativeSelect } from '@/client/components/ui/input';
import { PageHeader } from '@/client/components/ui/page-header';
import { QueryError } from '@/client/components/ui/query-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useCities } from '@/client/features/catalogue/api/get-cities';
import { useVenues } from '@/client/features/catalogue/api/get-venues';
import { cn } from '@/client/lib/cn';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { ALL_CITIES } from '@/shared/constants';
import { parseCityId } from '@/shared/domain/cities';
import { formatCount } from '@/shared/domain/format';
import { findSport } from '@/shared/domain/sports';
import type { Venue } from '@/shared/schemas/catalogue';

const upcomingText = (n: number) => (n === 1 ? '1 upcoming event' : `${n} upcoming events`);

function VenueCard({ venue, highlighted }: { venue: Venue; highlighted: boolean }) {
  return (
    <article
      id={venue.id}
      aria-labelledby={`${venue.id}-name`}
      className={cn(
        'flex scroll-mt-32 flex-col rounded-2xl border bg-white p-5 shadow-sm',
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-ink-100',
      )}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="text-3xl leading-none">
          🏟️
        </span>
        <div className="min-w-0">
          <h2 id={`${venue.id}-name`} className="text-lg leading-6 font-bold text-ink-900">
            {venue.name}
          </h2>
          <p className="mt-1 flex items-center gap-1 text-sm text-ink-600">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            {venue.cityName}
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm leading-6 text-ink-700">{venue.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-ink-50 p-3">
          <dt className="flex items-center gap-1 text-ink-600">
            <Users aria-hidden="true" className="h-4 w-4" />
            Capacity
          </dt>
          <dd className="mt-0.5 font-bold text-ink-900">{formatCount(venue.capacity)}</dd>
        </div>
        <div className="rounded-xl bg-ink-50 p-3">
          <dt className="flex items-center gap-1 text-ink-600">
            <CalendarDays aria-hidden="true" className="h-4 w-4" />
            Opened
          </dt>
          <dd className="mt-0.5 font-bold text-ink-900">{venue.openedYear ?? 'Not recorded'}</dd>
        </div>
      </dl>
      <ul aria-label="Sports played here" className="mt-4 flex flex-wrap gap-1.5">
        {venue.sports.map((id) => {
          const sport = findSport(id);
          return (
            <li
              key={id}
              className="inline-flex items-center gap-1 rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700"
            >
              <span aria-hidden="true">{sport?.emoji}</span>
              {sport?.name ?? id}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-ink-600">{venue.address}</p>
      <div className="mt-auto pt-4">
        {venue.upcomingEvents > 0 ? (
          <Link
            to={`${paths.events()}?venue=${encodeURIComponent(venue.id)}`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {upcomingText(venue.upcomingEvents)}
            <span className="sr-only"> at {venue.name}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        ) : (
          <p className="text-sm text-ink-600">No upcoming events listed yet</p>
        )}
      </div>
    </article>
  );
}

function VenueGridSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <div key={key} className="space-y-3 rounded-2xl border border-ink-100 bg-white p-5">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** /venues: the grounds KhelPass sells for, filterable by city (?city=…). */
export function Component() {
  useDocumentTitle('Venues');
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const cityParam = params.get('city');
  const city = parseCityId(cityParam) ?? undefined;
  const venues = useVenues(city ? { city } : {});
  const cities = useCities();

  const targetId = hash ? decodeURIComponent(hash.slice(1)) : '';
  // A search result links to /venues#venue-id: bring that card into view once it is rendered.
  useEffect(() => {
    if (!targetId || !venues.data) return;
    document.getElementById(targetId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [targetId, venues.data]);

  const cityOptions = cities.data?.items ?? ALL_CITIES.map((c) => ({ ...c, upcomingEvents: null }));
  const items = venues.data?.items ?? [];

  return (
    <>
      <PageHeader
        title="Venues"
        description="Stadiums and arenas across India with their capacity, the sports they host and what's on next."
      >
        <div className="flex flex-wrap items-end gap-4">
          <div className="w-full max-w-xs">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-semibold text-ink-900">
              City
            </label>
            <NativeSelect
              id={selectId}
              value={city ?? 'all'}
              onChange={(e) => {
                const next = e.target.value;
                setParams(next === 'all' ? {} : { city: next }, { replace: true });
              }}
            >
              <option value="all">All cities</option>
              {cityOptions.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {venues.data ? (
            <p className="pb-2 text-sm text-ink-600" aria-live="polite">
              {items.length === 1 ? '1 venue' : `${items.length} venues`}
            </p>
          ) : null}
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {venues.isError ? (
          <QueryError what="the venues" onRetry={() => void venues.refetch()} />
        ) : venues.isPending ? (
          <VenueGridSkeleton />
        ) : items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-ink-200 bg-white p-8 text-center text-ink-700">
            <p>No venues listed in this city yet.</p>
            <button
              type="button"
              onClick={() => setParams({}, { replace: true })}
              className="mt-3 text-sm font-semibold text-brand-700 underline"
            >
              Show venues in all cities
            </button>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((venue) => (
              <VenueCard key={venue.id} venue={venue} highlighted={venue.id === targetId} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
