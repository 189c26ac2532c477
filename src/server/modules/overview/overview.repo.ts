import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events, users, venues } from '../../db/schema';

export function createOverviewRepo(db: Db) {
  return {
    usersByRole() {
      return db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
    },

    /** Events not started yet and not cancelled, per sport. */
    upcomingEventsBySport(now: Date) {
      return db
        .select({ sport: events.sportId, n: count() })
        .from(events)
        .where(and(gt(events.startsAt, now), ne(events.status, 'cancelled')))
        .groupBy(events.sportId);
    },

    async venueCount() {
      const [row] = await db.select({ n: count() }).from(venues);
      return row?.n ?? 0;
    },

    async confirmedBookingTotals() {
      const [row] = await db
        .select({
          n: count(),
          revenuePaise: sql`coalesce(sum(${bookings.totalPaise}), 0)::bigint`.mapWith(Number),
        })
        .from(bookings)
        .where(eq(bookings.status, 'confirmed'));
      return row ?? { n: 0, revenuePaise: 0 };
    },
  };
}

export type OverviewRepo = ReturnType<typeof createOverviewRepo>;
