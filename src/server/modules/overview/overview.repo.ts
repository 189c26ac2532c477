import { and, count, countDistinct, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events, users, venues } from '../../db/schema';
import { publishedEvent } from '../catalogue/catalogue.repo';

/** Which events the figures cover: the whole platform, or one organiser's own. */
export type Scope = { organizerId: string } | 'platform';
const ownEvents = (scope: Scope): SQL | undefined =>
  scope === 'platform' ? undefined : eq(events.organizerId, scope.organizerId);

export function createOverviewRepo(db: Db) {
  return {
    usersByRole() {
      return db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
    },

    /** Published events not started yet and not cancelled, per sport (a draft is not upcoming). */
    upcomingEventsBySport(now: Date, scope: Scope) {
      return db
        .select({ sport: events.sportId, n: count() })
        .from(events)
        .where(
          and(gt(events.startsAt, now), publishedEvent, ne(events.status, 'cancelled'), ownEvents(scope)),
        )
        .groupBy(events.sportId);
    },

    /** The platform's venues, or the venues an organiser's events are held at. */
    async venueCount(scope: Scope) {
      const [row] =
        scope === 'platform'
          ? await db.select({ n: count() }).from(venues)
          : await db
              .select({ n: countDistinct(events.venueId) })
              .from(events)
              .where(ownEvents(scope));
      return row?.n ?? 0;
    },

    async confirmedBookingTotals(scope: Scope) {
      const [row] = await db
        .select({
          n: count(),
          revenuePaise: sql`coalesce(sum(${bookings.totalPaise}), 0)::bigint`.mapWith(Number),
        })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(and(eq(bookings.status, 'confirmed'), ownEvents(scope)));
      return row ?? { n: 0, revenuePaise: 0 };
    },
  };
}

export type OverviewRepo = ReturnType<typeof createOverviewRepo>;
