import { SPORTS } from '../../../shared/constants';
import type { AdminOverview, OrganizerOverview } from '../../../shared/schemas/account';
import type { OverviewRepo } from './overview.repo';

export function createOverviewService(repo: OverviewRepo, now: () => Date) {
  async function platformFigures(): Promise<OrganizerOverview> {
    const at = now();
    const [bySport, venues, bookings] = await Promise.all([
      repo.upcomingEventsBySport(at),
      repo.venueCount(),
      repo.confirmedBookingTotals(),
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
    organizerOverview: platformFigures,

    async adminOverview(): Promise<AdminOverview> {
      const [figures, roles] = await Promise.all([platformFigures(), repo.usersByRole()]);
      const byRole = new Map(roles.map((row) => [row.role, row.n]));
      const users = {
        user: byRole.get('user') ?? 0,
        organizer: byRole.get('organizer') ?? 0,
        admin: byRole.get('admin') ?? 0,
      };
      return { ...figures, users: { total: users.user + users.organizer + users.admin, ...users } };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
