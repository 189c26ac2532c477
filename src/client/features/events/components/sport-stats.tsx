import { CalendarCheck, Clock, Trophy, Users } from 'lucide-react';
import { SPORT_STATS } from '@/shared/constants';

const ICONS = [CalendarCheck, Users, Trophy, Clock] as const;

/** The sport page's fixed figures (product-spec.md section 2), shown as stated. */
export function SportStats() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {SPORT_STATS.map((stat, index) => {
        const Icon = ICONS[index] ?? Trophy;
        return (
          <li key={stat.label} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5">
            <Icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
            <p className="mt-3 text-ink-700">
              <span className="block text-3xl font-extrabold text-ink-900 tabular-nums sm:text-4xl">
                {stat.value}
              </span>{' '}
              <span className="text-sm font-medium">{stat.label}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
