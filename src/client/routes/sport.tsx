import { Link, Navigate, useParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useOpenBooking } from '@/client/features/booking';
import { EventFilters } from '@/client/features/events/components/event-filters';
import { EventList } from '@/client/features/events/components/event-list';
import { PageHero } from '@/client/features/events/components/page-hero';
import { RecentResults } from '@/client/features/events/components/recent-results';
import { SportStats } from '@/client/features/events/components/sport-stats';
import { isSportId, sportInfo } from '@/client/features/events/components/sport-theme';
import { TournamentsOverview } from '@/client/features/events/components/tournaments-overview';
import { useUrlFilters } from '@/client/features/events/components/use-url-filters';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import {
  type CityId,
  DEFAULT_SPORT,
  SPORT_PAGE_CITIES,
  SPORT_TABS,
  SPORTS,
  type SportTab,
  TIMING,
} from '@/shared/constants';
import {
  clearedFilters,
  hasActiveFilters,
  readSportPageFilters,
  writeSportPageFilters,
} from '@/shared/domain/sport-filters';

const TAB_LABELS: Record<SportTab, string> = {
  upcoming: 'Upcoming',
  results: 'Results',
  tournaments: 'Tournaments',
  stats: 'Stats',
};

/** /sports/:category and /search: hero, filters, and the upcoming, results, tournaments and stats tabs. */
export function Component() {
  const { category } = useParams();
  // An unknown sport replaces itself with the default sport page (no dead entry in the history).
  if (category !== undefined && !isSportId(category))
    return <Navigate replace to={paths.sport(DEFAULT_SPORT)} />;
  return <SportPage />;
}

function SportPage() {
  const { category } = useParams();
  const sport = sportInfo(isSportId(category) ? category : DEFAULT_SPORT);
  const [filters, update] = useUrlFilters(readSportPageFilters, writeSportPageFilters);
  const openBooking = useOpenBooking();
  useDocumentTitle(`${sport.name} tickets`);

  const debouncedSearch = useDebouncedValue(filters.search.trim(), TIMING.searchDebounceMs);
  const clear = () => update(clearedFilters(filters));

  const scope = {
    sport: sport.id,
    city: filters.city === 'all' ? undefined : (filters.city as CityId),
    date: filters.date || undefined,
    q: debouncedSearch || undefined,
  };

  return (
    <>
      <PageHero
        emoji={sport.emoji}
        title={sport.name}
        eyebrow="Tickets across India"
        glow={sport.glow}
        description={`Find ${sport.name.toLowerCase()} matches near you: live prices, real seat availability and flash deals.`}
      >
        <nav aria-label="Other sports" className="mt-5 -mx-4 overflow-x-auto px-4 [scrollbar-width:none]">
          <ul className="flex gap-2">
            {SPORTS.filter((s) => s.id !== sport.id).map((s) => (
              <li key={s.id} className="shrink-0">
                <Link
                  to={paths.sport(s.id)}
                  className="inline-flex items-center gap-1.5 rounded-full border border-white/25 bg-white/10 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/20"
                >
                  <span aria-hidden="true">{s.emoji}</span>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <EventFilters
          className="relative -mt-10"
          search={{
            label: 'Search teams or tournaments',
            placeholder: 'e.g. Mumbai Indians',
            value: filters.search,
            onChange: (search) => update({ search }),
          }}
          city={{ value: filters.city, onChange: (city) => update({ city }), options: SPORT_PAGE_CITIES }}
          date={{ value: filters.date, onChange: (date) => update({ date }) }}
          sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
          onClear={clear}
          canClear={hasActiveFilters(filters)}
        />

        <Tabs className="mt-6" value={filters.tab} onValueChange={(tab) => update({ tab: tab as SportTab })}>
          <TabsList aria-label={`${sport.name} sections`}>
            {SPORT_TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {TAB_LABELS[tab]}
              </TabsTrigger>
            ))}
          </TabsList>

          <TabsContent value="upcoming">
            <h2 className="sr-only">Upcoming {sport.name} matches</h2>
            <EventList
              query={{ ...scope, sort: filters.sort, when: 'upcoming' }}
              loadingText={`Loading ${sport.name} events...`}
              onBook={openBooking}
              onClearFilters={clear}
            />
          </TabsContent>

          <TabsContent value="results">
            <RecentResults query={scope} onBook={openBooking} />
          </TabsContent>

          <TabsContent value="tournaments">
            <TournamentsOverview sport={sport.id} sportName={sport.name} />
          </TabsContent>

          <TabsContent value="stats">
            <h2 className="mb-4 text-xl font-bold text-ink-900">{sport.name} in numbers</h2>
            <SportStats sport={sport.id} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
