import { asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema';
import { retryingTransaction, type Transaction } from '../../db/transaction';
import { consoleStatus } from './organizer.repo';

/** An event as an admin's takedown and transfer read it, with the account that runs it. */
function eventState(db: Db, now: Date) {
  return db
    .select({
      id: events.id,
      title: events.title,
      status: consoleStatus(now),
      organizerId: events.organizerId,
      organizerName: users.name,
      organizerEmail: users.email,
      unpublishedAt: events.unpublishedAt,
      unpublishReason: events.unpublishReason,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId));
}
export type AdminEventState = NonNullable<
  Awaited<ReturnType<ReturnType<typeof eventState>['execute']>>[number]
>;

function adminEventQueries(db: Db) {
  return {
    /** The event, its row locked FOR UPDATE until the transaction ends (kp_hold_open waits on it). */
    async lockEvent(eventId: string, now: Date) {
      const [row] = await eventState(db, now).where(eq(events.id, eventId)).for('update', { of: events });
      return row;
    },

    /** The account an event would go to, held for share: a role change or suspension waits. */
    async account(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for('share');
      return row;
    },

    async setOrganizer(eventId: string, organizerId: string, at: Date) {
      await db.update(events).set({ organizerId, updatedAt: at }).where(eq(events.id, eventId));
    },

    /** Takes the event down (reason given) or puts it back (null). */
    async setUnpublished(eventId: string, at: Date, reason: string | null) {
      await db
        .update(events)
        .set({ unpublishedAt: reason === null ? null : at, unpublishReason: reason, updatedAt: at })
        .where(eq(events.id, eventId));
    },
  };
}
export type AdminEventQueries = ReturnType<typeof adminEventQueries>;

export function createAdminEventsRepo(db: Db) {
  return {
    /** Runs fn in one transaction (again after a deadlock), and the transaction for other modules. */
    transaction<T>(fn: (tx: AdminEventQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(adminEventQueries(tx), transaction));
    },

    /**
     * Organiser accounts, and any other account that still runs events (its role was changed since),
     * with how many events each runs: not over yet (drafts included), and all.
     */
    organizers(now: Date) {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          upcomingEvents:
            sql<number>`count(${events.id}) filter (where ${events.endsAt} > ${now.toISOString()}::timestamptz)`.mapWith(
              Number,
            ),
          totalEvents: count(events.id),
        })
        .from(users)
        .leftJoin(events, eq(events.organizerId, users.id))
        .where(or(eq(users.role, 'organizer'), sql`${events.id} is not null`))
        .groupBy(users.id)
        .orderBy(asc(users.name), asc(users.email));
    },
  };
}
export type AdminEventsRepo = ReturnType<typeof createAdminEventsRepo>;
