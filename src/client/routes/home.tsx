import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSports } from '@/client/features/catalogue/api/get-sports';
import { useEvents } from '@/client/features/events/api/get-events';
import { EventRail } from '@/client/features/home/components/event-rail';
import { HomeHero } from '@/client/features/home/components/home-hero';
import { SectionHeader } from '@/client/features/home/components/section-header';
import { SportGrid } from '@/client/features/home/components/sport-grid';
import { cityName, useSelectedCity } from '@/client/lib/selected-city';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';

const RAIL_SIZE = 4;

function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-ink-200 bg-white p-6 text-sm text-ink-700">
      {children}
    </div>
  );
}

export function Component() {
  useDocumentTitle('Sports tickets across India');
  const [city] = useSelectedCity();
  const name = cityName(city);

  const featured = useEvents({ featured: true, sort: 'popularity', pageSize: RAIL_SIZE });
  const inCity = useEvents({ city, sort: 'date', pageSize: RAIL_SIZE });
  const sports = useSports();
  const trending = useEvents({ trending: true, sort: 'popularity', pageSize: RAIL_SIZE });

  return (
    <>
      <HomeHero cityId={city} cityName={name} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 lg:px-8">
        <section aria-labelledby="featured-title">
          <SectionHeader
            id="featured-title"
            title="Featured events"
            description="Marquee fixtures across India."
            action={{ label: 'All events', to: paths.events() }}
          />
          <EventRail
            labelledBy="featured-title"
            events={featured.data?.items}
            isPending={featured.isPending}
            isError={featured.isError}
            onRetry={() => void featured.refetch()}
            what="featured events"
            empty={
              <EmptyNote>
                No featured events right now.{' '}
                <Link to={paths.events()} className="font-semibold text-brand-700 underline">
                  Browse all events
                </Link>
              </EmptyNote>
            }
          />
        </section>

        <section aria-labelledby="city-title">
          <SectionHeader
            id="city-title"
            title={`Upcoming in ${name}`}
            description="The next matches in your city. Change the city from the header."
            action={{ label: `All events in ${name}`, to: `${paths.events()}?city=${city}` }}
          />
          <EventRail
            labelledBy="city-title"
            events={inCity.data?.items}
            isPending={inCity.isPending}
            isError={inCity.isError}
            onRetry={() => void inCity.refetch()}
            what={`events in ${name}`}
            empty={
              <EmptyNote>
                There are no upcoming events in {name} on KhelPass yet.{' '}
                <Link to={paths.events()} className="font-semibold text-brand-700 underline">
                  See events in every city
                </Link>
              </EmptyNote>
            }
          />
        </section>

        <section aria-labelledby="sports-title">
          <SectionHeader id="sports-title" title="Browse by sport" />
          <SportGrid
            labelledBy="sports-title"
            sports={sports.data?.items}
            isPending={sports.isPending}
            isError={sports.isError}
            onRetry={() => void sports.refetch()}
          />
        </section>

        <section aria-labelledby="trending-title">
          <SectionHeader
            id="trending-title"
            title="Trending now"
            description="Popular fixtures across every sport."
            action={{ label: 'Most popular', to: `${paths.events()}?sort=popularity` }}
          />
          <EventRail
            labelledBy="trending-title"
            events={trending.data?.items}
            isPending={trending.isPending}
            isError={trending.isError}
            onRetry={() => void trending.refetch()}
            what="trending events"
            empty={
              <EmptyNote>
                Nothing is trending right now.{' '}
                <Link to={paths.events()} className="font-semibold text-brand-700 underline">
                  Browse all events
                </Link>
              </EmptyNote>
            }
          />
        </section>
      </div>
    </>
  );
}
