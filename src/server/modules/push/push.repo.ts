import { and, desc, eq, getTableColumns, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { eventTitle } from '../../../shared/domain/event-form';
import type { Db } from '../../db/client';
import { bookings, events, pushSubscriptions, sessions, venues } from '../../db/schema';
import type { PushFacts } from './messages';

export interface NewPushSubscription {
  userId: string;
  /** The sign-in it is made in (sessions.id). */
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
  createdAt: Date;
}

/** What sending needs of a subscription. */
export type PushTarget = Pick<typeof pushSubscriptions.$inferSelect, 'id' | 'endpoint' | 'p256dh' | 'auth'>;

export function createPushRepo(db: Db) {
  return {
    /**
     * Stores the subscription as the given account's, in place of any row at the same endpoint (the
     * browser subscribed again, or for another account), then keeps the account's newest
     * `keepAtMost` subscriptions only.
     */
    async upsert(row: NewPushSubscription, keepAtMost: number) {
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(pushSubscriptions)
          .values(row)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              userId: row.userId,
              sessionId: row.sessionId,
              p256dh: row.p256dh,
              auth: row.auth,
              userAgent: row.userAgent,
              createdAt: row.createdAt,
              lastSuccessAt: null,
              failures: 0,
            },
          })
          .returning();
        if (!stored) throw new Error('push subscription missing after upsert');
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, row.userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(keepAtMost);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, row.userId), notInArray(pushSubscriptions.id, newest)));
        return stored;
      });
    },

    /**
     * The account's subscriptions whose sign-in still lives at `at` (not signed out, not expired),
     * newest first: a browser signed out of gets no more of the account's pushes.
     */
    listForUser(userId: string, at: Date) {
      return db
        .select(getTableColumns(pushSubscriptions))
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
        .where(
          and(eq(pushSubscriptions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)),
        )
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
    },

    /** Whether the account had a subscription at this endpoint (now deleted). */
    async removeOwn(userId: string, endpoint: string): Promise<boolean> {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },

    /** What pushes say of these events (title, sides, venue, start), by id. */
    async eventFacts(ids: string[]): Promise<Map<string, NonNullable<PushFacts['event']>>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: events.id,
          title: events.title,
          team1: events.team1,
          team2: events.team2,
          venue: venues.name,
          startsAt: events.startsAt,
        })
        .from(events)
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(inArray(events.id, ids));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            title: row.title,
            teams: eventTitle(row.team1, row.team2),
            venue: row.venue,
            startsAt: row.startsAt,
          },
        ]),
      );
    },

    /** These bookings' references, by id. */
    async references(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: bookings.id, reference: bookings.reference })
        .from(bookings)
        .where(inArray(bookings.id, ids));
      return new Map(rows.map((row) => [row.id, row.reference]));
    },

    /** The push service said this subscription is gone (404/410). */
    async remove(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async recordSuccess(id: string, at: Date) {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: at, failures: 0 })
        .where(eq(pushSubscriptions.id, id));
    },

    async recordFailure(id: string) {
      await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushRepo = ReturnType<typeof createPushRepo>;
