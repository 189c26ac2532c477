import { CalendarCheck, Clock, Trophy, Users } from 'lucide-react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { SPORT_STAT_LABELS, type SportId } from '@/shared/constants';
import { formatCompactCount, formatCount, formatDate } from '@/shared/domain/format';
import type { SportStats as Stats } from '@/shared/schemas/catalogue';
import { useSportStats } from '../api/get-sport-stats';

/** The four figures in the spec's words and format: '245 matches this season', '2.3M fans engaged'… */
const figures = (stats: Stats) => [
  { icon: CalendarCheck, value: formatCount(stats.matchesThisSeason), label: SPORT_STAT_LABELS.matches },
  { icon: Users, value: formatCompactCount(stats.fansEngaged), label: SPORT_STAT_LABELS.fans },
  { icon: Trophy, value: formatCount(stats.activeTournaments), label: SPORT_STAT_LABELS.tournaments },
  { icon: Clock, value: formatCount(stats.hoursOfSport), label: SPORT_STAT_LABELS.hours },
];

/** The day before an exclusive end: the season's last day. */
const lastDay = (to: string) => formatDate(Date.parse(to) - 1);

/** The sport page's stats (product-spec.md section 2), the sport's own figures for this season. */
export function SportStats({ sport }: { sport: SportId }) {
  const query = useSportStats(sport);
  if (query.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-32 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <p className="text-ink-700">We couldn't load these figures right now. Please try again later.</p>;
  }
  const { season } = query.data;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {figures(query.data).map(({ icon: Icon, value, label }) => (
          <li key={label} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5">
            <Icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
            <p className="mt-3 text-ink-700">
              <span className="block text-3xl font-extrabold text-ink-900 tabular-nums sm:text-4xl">
                {value}
              </span>{' '}
              <span className="text-sm font-medium">{label}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-600">
        Season {season.label}: {formatDate(season.from)} to {lastDay(season.to)}. Fans engaged are tickets
        sold for the season's matches; hours of sport are their length, start to finish. Cancelled matches are
        not counted.
      </p>
    </>
  );
}
