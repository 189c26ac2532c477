import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/paths';
import { SPORTS } from '@/shared/constants';

/** A decorative ticket (no data on it): CSS only, hidden from assistive technology by its parent. */
function Ticket({ emoji, className }: { emoji: string; className: string }) {
  return (
    <div
      className={`absolute w-64 rounded-2xl border border-white/15 bg-white/10 shadow-2xl shadow-black/30 backdrop-blur-sm ${className}`}
    >
      <div className="flex items-center gap-3 p-5">
        <span className="text-5xl">{emoji}</span>
        <div className="flex-1 space-y-2">
          <div className="h-2.5 w-3/4 rounded-full bg-white/40" />
          <div className="h-2.5 w-1/2 rounded-full bg-white/25" />
        </div>
      </div>
      <div className="mx-4 border-t-2 border-dashed border-white/20" />
      <div className="flex items-center justify-between px-5 py-3 text-xs font-bold tracking-widest text-orange-200 uppercase">
        <span>KhelPass</span>
        <span>Admit one</span>
      </div>
    </div>
  );
}

/** Deep-navy hero: what KhelPass is, two clear ways in, and the six sports one tap away. */
export function HomeHero({ cityId, cityName }: { cityId: string; cityName: string }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-ink-900 bg-[radial-gradient(ellipse_at_top_right,rgba(194,65,12,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(21,128,61,0.35),transparent_50%)] text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-8 pb-10 sm:px-6 sm:pt-14 sm:pb-16 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:px-8">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-orange-200 uppercase sm:text-sm">
            Tickets for live sport across India
          </p>
          <h1
            id="home-hero-title"
            className="mt-3 max-w-3xl text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl"
          >
            Your seat at India's biggest games.
          </h1>
          <p className="mt-3 max-w-2xl text-base text-ink-100 sm:mt-4 sm:text-lg">
            Find matches near you, compare seats and prices in rupees, and book in a few taps.
          </p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-7">
            <Link
              to={paths.events()}
              className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand-600 px-3.5 text-sm font-semibold text-white shadow-lg shadow-black/20 hover:bg-brand-700 focus-visible:outline-orange-300 sm:h-12 sm:px-6 sm:text-base"
            >
              Browse all events
              <ArrowRight aria-hidden="true" className="hidden h-5 w-5 sm:block" />
            </Link>
            <Link
              to={`${paths.events()}?city=${cityId}`}
              className="inline-flex h-11 items-center gap-2 rounded-xl border border-white/30 bg-white/10 px-3.5 text-sm font-semibold text-white hover:bg-white/20 focus-visible:outline-orange-300 sm:h-12 sm:px-5 sm:text-base"
            >
              <MapPin aria-hidden="true" className="h-5 w-5" />
              Events in {cityName}
            </Link>
          </div>
          <nav aria-label="Sports" className="mt-7 sm:mt-8">
            <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
              {SPORTS.map((sport) => (
                <li key={sport.id} className="shrink-0">
                  <Link
                    to={paths.sport(sport.id)}
                    className="inline-flex h-10 items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 text-sm font-semibold text-white hover:border-white/40 hover:bg-white/20 focus-visible:outline-orange-300"
                  >
                    <span aria-hidden="true">{sport.emoji}</span>
                    {sport.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div aria-hidden="true" className="relative hidden h-80 lg:block">
          <Ticket emoji="🏏" className="top-2 right-24 -rotate-6" />
          <Ticket emoji="⚽" className="top-24 right-2 rotate-3" />
          <Ticket emoji="🤼" className="top-44 right-36 -rotate-2" />
        </div>
      </div>
    </section>
  );
}
