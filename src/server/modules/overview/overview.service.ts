import { SPORTS } from '../../../shared/constants';
import type { AdminOverview, OrganizerOverview } from '../../../shared/schemas/account';
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
      const [platform, roles] = await Promise.all([figures('platform'), repo.usersByRole()]);
      const byRole = new Map(roles.map((row) => [row.role, row.n]));
      const users = {
        user: byRole.get('user') ?? 0,
        organizer: byRole.get('organizer') ?? 0,
        admin: byRole.get('admin') ?? 0,
      };
      return { ...platform, users: { total: users.user + users.organizer + users.admin, ...users } };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
