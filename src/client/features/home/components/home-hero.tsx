import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/paths';
import { SPORTS } from '@/shared/constants';

/** Deep-navy hero: what KhelPass is, two clear ways in, and the six sports one tap away. */
export function HomeHero({ cityId, cityName }: { cityId: string; cityName: string }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-ink-900 bg-[radial-gradient(ellipse_at_top_right,rgba(194,65,12,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(21,128,61,0.35),transparent_50%)] text-white"
    >
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 sm:pb-16 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-orange-200 uppercase">
          Cricket · Football · Kabaddi · Tennis · Hockey · Badminton
        </p>
        <h1
          id="home-hero-title"
          className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl"
        >
          Your seat at India's biggest games.
        </h1>
        <p className="mt-4 max-w-2xl text-base text-ink-100 sm:text-lg">
          Find matches near you, compare seats and prices in rupees, and book in a few taps.
        </p>
        <div className="mt-7 flex flex-wrap gap-3">
          <Link
            to={paths.events()}
            className="inline-flex h-12 items-center gap-2 rounded-xl bg-brand-600 px-6 text-base font-semibold text-white shadow-lg shadow-black/20 hover:bg-brand-700"
          >
            Browse all events
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
          <Link
            to={`${paths.events()}?city=${cityId}`}
            className="inline-flex h-12 items-center gap-2 rounded-xl border border-white/30 bg-white/10 px-5 text-base font-semibold text-white hover:bg-white/20"
          >
            <MapPin aria-hidden="true" className="h-5 w-5" />
            Events in {cityName}
          </Link>
        </div>
        <nav aria-label="Sports" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {SPORTS.map((sport) => (
              <li key={sport.id}>
                <Link
                  to={paths.sport(sport.id)}
                  className="inline-flex h-10 items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 text-sm font-semibold text-white hover:border-white/40 hover:bg-white/20"
                >
                  <span aria-hidden="true">{sport.emoji}</span>
                  {sport.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
