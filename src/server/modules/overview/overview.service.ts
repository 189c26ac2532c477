import { SPORTS } from '../../../shared/constants';
import { everyDay, lastIndiaDays } from '../../../shared/domain/daily-series';
import { istInstant } from '../../../shared/domain/time';
import {
  type AdminOverview,
  type OrganizerOverview,
  SALES_CHART_DAYS,
} from '../../../shared/schemas/account';
import type { OverviewRepo, Scope } from './overview.repo';

export function createOverviewService(repo: OverviewRepo, now: () => Date) {
  async function figures(scope: Scope): Promise<OrganizerOverview> {
    const at = now();
    const [bySport, venues, bookings] = await Promise.all([
      repo.upcomingEventsBySport(at, scope),
      repo.venueCount(scope),
      repo.confirmedBookingTotals(scope),
    ]);
    const counts = new Map(bySport.map((row) => [row.sport, row.n]));
    const eventsBySport = SPORTS.map((sport) => ({ sport: sport.id, upcoming: counts.get(sport.id) ?? 0 }));
    return {
      upcomingEvents: eventsBySport.reduce((sum, row) => sum + row.upcoming, 0),
      eventsBySport,
      venues,
      confirmedBookings: bookings.n,
      revenuePaise: bookings.revenuePaise,
      generatedAt: at.toISOString(),
    };
  }

  return {
    /** An organiser's own events only: upcoming by sport, their venues, their confirmed sales. */
    organizerOverview: (organizerId: string) => figures({ organizerId }),

    async adminOverview(): Promise<AdminOverview> {
      const days = lastIndiaDays(now(), SALES_CHART_DAYS);
      const since = new Date(istInstant(days[0] ?? '', '00:00') ?? 0);
      const [platform, roles, perDay] = await Promise.all([
        figures('platform'),
        repo.usersByRole(),
        repo.confirmedBookingsPerDay(since),
      ]);
      const byRole = new Map(roles.map((row) => [row.role, row.n]));
      const users = {
        user: byRole.get('user') ?? 0,
        organizer: byRole.get('organizer') ?? 0,
        admin: byRole.get('admin') ?? 0,
      };
      return {
        ...platform,
        users: { total: users.user + users.organizer + users.admin, ...users },
        salesByDay: everyDay(days, perDay, (date) => ({ date, bookings: 0, revenuePaise: 0 })),
      };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
