import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { sessions, signInAttempts, users } from '../../db/schema';

const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
};
export type SessionUserRow = { id: string; email: string; name: string; role: Role; createdAt: Date };

export function createAuthRepo(db: Db) {
  return {
    /** Inserts the account unless the e-mail is taken; null when it is (safe under concurrency). */
    async insertUser(values: {
      email: string;
      name: string;
      passwordHash: string;
      role?: Role;
      now: Date;
    }): Promise<SessionUserRow | null> {
      const [row] = await db
        .insert(users)
        .values({
          email: values.email,
          name: values.name,
          passwordHash: values.passwordHash,
          role: values.role ?? 'user',
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing({ target: users.email })
        .returning(sessionUserColumns);
      return row ?? null;
    },

    async findCredentials(email: string): Promise<(SessionUserRow & { passwordHash: string }) | null> {
      const [row] = await db
        .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row ?? null;
    },

    async insertSession(values: {
      id: string;
      userId: string;
      now: Date;
      expiresAt: Date;
      userAgent: string | null;
      address: string;
      deviceHash: string;
    }) {
      await db.insert(sessions).values({
        id: values.id,
        userId: values.userId,
        createdAt: values.now,
        lastSeenAt: values.now,
        expiresAt: values.expiresAt,
        userAgent: values.userAgent,
        address: values.address,
        deviceHash: values.deviceHash,
      });
    },

    /**
     * Whether the account has a session used since `since` that was started from this address or
     * in this browser (live, signed out or just expired: all were the owner's).
     */
    async hasSessionFrom(userId: string, from: { address: string; deviceHash: string | null }, since: Date) {
      const place = from.deviceHash
        ? or(eq(sessions.address, from.address), eq(sessions.deviceHash, from.deviceHash))
        : eq(sessions.address, from.address);
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.lastSeenAt, since), place))
        .limit(1);
      return row !== undefined;
    },

    /** The session and its user; revoked and expired sessions are returned too, the service decides. */
    async findSession(id: string) {
      const [row] = await db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          user: sessionUserColumns,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .limit(1);
      return row ?? null;
    },

    async touchSession(id: string, now: Date, expiresAt: Date) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeSession(id: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Which of these sessions still live at `now` (not revoked, not expired, not forgotten). */
    async liveSessionIds(ids: readonly string[], now: Date): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, [...ids]), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return new Set(rows.map((row) => row.id));
    },

    /** Forgets sessions that ended before `before` (expired or revoked long ago). */
    async deleteSessionsExpiredBefore(before: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, before));
    },

    /**
     * Counts one attempt against the key in one atomic statement: a window that began before
     * `windowStartAfter` starts over at 1. Returns the count and when the current window began.
     */
    async countAttempt(key: string, now: Date, windowStartAfter: Date) {
      const expired = sql`${signInAttempts.windowStart} <= ${windowStartAfter.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(signInAttempts)
        .values({ key, windowStart: now, failures: 1 })
        .onConflictDoUpdate({
          target: signInAttempts.key,
          set: {
            failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInAttempts.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${signInAttempts.windowStart} END`,
          },
        })
        .returning({ failures: signInAttempts.failures, windowStart: signInAttempts.windowStart });
      if (!row) throw new Error('counting a sign-in attempt returned no row');
      return row;
    },

    /** Takes back one counted attempt (a sign-in that succeeded is not a failure). */
    async uncountAttempt(key: string) {
      await db
        .update(signInAttempts)
        .set({ failures: sql`greatest(${signInAttempts.failures} - 1, 0)` })
        .where(eq(signInAttempts.key, key));
    },

    async clearAttempts(key: string) {
      await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
    },

    async deleteAttemptsBefore(before: Date) {
      await db.delete(signInAttempts).where(lt(signInAttempts.windowStart, before));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
