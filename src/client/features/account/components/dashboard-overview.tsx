import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  CalendarCheck,
  CheckCircle2,
  Heart,
  IndianRupee,
  MapPin,
  Star,
  Ticket,
  Trophy,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/client/components/ui/empty-state';
import { paths } from '@/client/paths';
import { formatMonthYear, formatPaise } from '@/shared/domain/format';
import { findSport } from '@/shared/domain/sports';
import { recentlyViewedQueryOptions } from '../api/get-recently-viewed';
import { statsQueryOptions } from '../api/get-stats';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="kp-card relative p-4 pl-17">
      <dt className="text-xs font-semibold text-ink-600">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-4 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-lg leading-snug font-bold break-words text-ink-900">{value}</dd>
    </div>
  );
}

function Stats({ owner }: { owner: string }) {
  const stats = useQuery(statsQueryOptions(owner));
  const s = stats.data;
  if (stats.isError) return <p role="alert">{stats.error.message}</p>;
  if (!s) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <div key={i} className="kp-skeleton h-20" />
        ))}
      </div>
    );
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat icon={<Ticket className="h-5 w-5" />} label="Total bookings" value={s.totalBookings} />
      <Stat
        icon={<IndianRupee className="h-5 w-5" />}
        label="Total spent"
        value={formatPaise(s.totalSpentPaise)}
      />
      <Stat icon={<CalendarCheck className="h-5 w-5" />} label="Upcoming events" value={s.upcomingEvents} />
      <Stat icon={<CheckCircle2 className="h-5 w-5" />} label="Events attended" value={s.eventsAttended} />
      <Stat icon={<MapPin className="h-5 w-5" />} label="Favourite venue" value={s.favoriteVenue ?? '—'} />
      <Stat
        icon={<Trophy className="h-5 w-5" />}
        label="Favourite sport"
        value={findSport(s.favoriteSport)?.name ?? s.favoriteSport ?? '—'}
      />
      <Stat icon={<Star className="h-5 w-5" />} label="Loyalty points" value={s.loyaltyPoints} />
      <Stat
        icon={<Heart className="h-5 w-5" />}
        label="Member since"
        value={formatMonthYear(s.memberSince)}
      />
    </dl>
  );
}

function RecentlyViewed({ owner }: { owner: string }) {
  const viewed = useQuery(recentlyViewedQueryOptions(owner));
  if (viewed.isPending) return <div className="kp-skeleton h-20" />;
  if (!viewed.data || viewed.data.length === 0) return <EmptyState>Events you open appear here.</EmptyState>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {viewed.data.slice(0, 6).map((item) => (
        <li key={item.id} className="kp-card p-4">
          <Link
            to={paths.event(item.id, item.category)}
            className="font-semibold text-ink-900 hover:underline"
          >
            {item.title}
          </Link>
          <p className="text-sm text-ink-600">
            {item.venue} · {formatPaise(item.pricePaise)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's Overview tab: the fan's stats, a way to all bookings, and recently viewed events. */
export function DashboardOverview({ owner }: { owner: string }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          Your stats
        </h2>
        <Stats owner={owner} />
        <Link
          to={paths.bookings()}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          View all bookings
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </section>
      <section aria-labelledby="viewed-title">
        <h2 id="viewed-title" className="text-lg font-bold text-ink-900">
          Recently viewed
        </h2>
        <div className="mt-3">
          <RecentlyViewed owner={owner} />
        </div>
      </section>
    </div>
  );
}
