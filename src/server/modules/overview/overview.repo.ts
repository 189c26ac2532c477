import { and, count, countDistinct, eq, gt, gte, ne, type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/constants';
import { keptPaise } from '../../db/booking-money';
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

    /** Bookings still confirmed, per India day of their payment from `since` on, oldest first. */
    confirmedBookingsPerDay(since: Date) {
      return (
        db
          .select({
            date: sql<string>`to_char(${bookings.confirmedAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`,
            bookings: count(),
            revenuePaise: sql`coalesce(sum(${keptPaise}), 0)::bigint`.mapWith(Number),
          })
          .from(bookings)
          .where(and(eq(bookings.status, 'confirmed'), gte(bookings.confirmedAt, since)))
          // By position: the time zone is a bound parameter, and PostgreSQL cannot tell that the select
          // list's expression is the same as a GROUP BY binding it again.
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      );
    },

    async confirmedBookingTotals(scope: Scope) {
      const [row] = await db
        .select({
          n: count(),
          revenuePaise: sql`coalesce(sum(${keptPaise}), 0)::bigint`.mapWith(Number),
        })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(and(eq(bookings.status, 'confirmed'), ownEvents(scope)));
      return row ?? { n: 0, revenuePaise: 0 };
    },
  };
}

export type OverviewRepo = ReturnType<typeof createOverviewRepo>;
