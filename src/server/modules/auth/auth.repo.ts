import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AccountLinkPurpose } from '../../../shared/domain/account-links';
import type { Role } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { accountTokens, sessions, signInAttempts, users } from '../../db/schema';
import { errorCode, retryingTransaction, type Transaction } from '../../db/transaction';

const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
};
export type SessionUserRow = { id: string; email: string; name: string; role: Role; createdAt: Date };
const credentialColumns = {
  ...sessionUserColumns,
  passwordHash: users.passwordHash,
  emailConfirmedAt: users.emailConfirmedAt,
  suspendedAt: users.suspendedAt,
};
export type CredentialsRow = SessionUserRow & {
  passwordHash: string;
  emailConfirmedAt: Date | null;
  /** Set while an admin has the account suspended: it may not sign in (issue 14). */
  suspendedAt: Date | null;
};

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** PostgreSQL's unique_violation: another account took the address first. */
const isUniqueViolation = (error: unknown) => errorCode(error) === '23505';

function authQueries(db: Db) {
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

    async findCredentials(email: string): Promise<CredentialsRow | null> {
      const [row] = await db.select(credentialColumns).from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async credentialsOf(userId: string): Promise<CredentialsRow | null> {
      const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** Whether an account other than `exceptUserId` has this (lower-cased) address. */
    async emailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },

    async setPassword(userId: string, passwordHash: string, now: Date) {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    /**
     * Marks the account's address confirmed (kept from the first time), if the account still has
     * that address; false when it has another one now.
     */
    async confirmEmail(userId: string, email: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(users.id, userId), eq(users.email, email)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Moves the account to a new, confirmed address; 'taken' when another account has it. */
    async changeEmail(userId: string, email: string, now: Date): Promise<'changed' | 'taken'> {
      try {
        await db
          .update(users)
          .set({ email, emailConfirmedAt: now, updatedAt: now })
          .where(eq(users.id, userId));
        return 'changed';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async insertToken(values: typeof accountTokens.$inferInsert) {
      await db.insert(accountTokens).values(values);
    },

    async findToken(id: string): Promise<AccountTokenRow | null> {
      const [row] = await db.select().from(accountTokens).where(eq(accountTokens.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Uses a link in one statement: only an unused, unexpired link of this purpose is marked used
     * and returned, so of two requests with one link exactly one gets it.
     */
    async useToken(id: string, purpose: AccountLinkPurpose, now: Date): Promise<AccountTokenRow | null> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.id, id),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Ends the account's links of these purposes that are still unused (they can no longer be used). */
    async voidTokens(userId: string, purposes: readonly AccountLinkPurpose[], now: Date) {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, userId),
            inArray(accountTokens.purpose, [...purposes]),
            isNull(accountTokens.usedAt),
          ),
        );
    },

    /** The new address of the account's latest e-mail change still waiting for its link, or null. */
    async pendingEmailChange(userId: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ email: accountTokens.email })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, 'email_change'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(accountTokens.createdAt))
        .limit(1);
      return row?.email ?? null;
    },

    async deleteTokensExpiredBefore(before: Date) {
      await db.delete(accountTokens).where(lt(accountTokens.expiresAt, before));
    },

    /** Ends every live session of the account but `keepSessionId` (the caller's own, when it stays). */
    async revokeSessionsOf(userId: string, now: Date, keepSessionId?: string) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
          ),
        );
    },

    async insertSession(values: {
      id: string;
      userId: string;
      now: Date;
      expiresAt: Date;
      userAgent: string | null;
      address: string;
      deviceHash: string;
    }): Promise<boolean> {
      // Only for an account not suspended, read under a share lock: a suspension (which locks the
      // row for update, then ends the sessions) either waits for this session and ends it, or is
      // seen here and no session starts.
      const at = values.now.toISOString();
      const inserted = await db.execute(sql`
        INSERT INTO ${sessions} (id, user_id, created_at, last_seen_at, expires_at, user_agent, address, device_hash)
        SELECT ${values.id}, ${users.id}, ${at}::timestamptz, ${at}::timestamptz,
          ${values.expiresAt.toISOString()}::timestamptz, ${values.userAgent}, ${values.address}, ${values.deviceHash}
        FROM ${users}
        WHERE ${users.id} = ${values.userId} AND ${users.suspendedAt} IS NULL
        FOR SHARE
        RETURNING id`);
      return rowsOf(inserted).length === 1;
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

    /**
     * The session and its user as the user row is now (its role, whether it is suspended): read on
     * every request, so an admin's change applies to the account's next one. Revoked and expired
     * sessions are returned too, the service decides.
     */
    async findSession(id: string) {
      const [row] = await db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          userSuspendedAt: users.suspendedAt,
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

export type AuthQueries = ReturnType<typeof authQueries>;

export function createAuthRepo(db: Db) {
  return {
    ...authQueries(db),
    /**
     * Runs fn in one transaction (run again after a deadlock) with the queries bound to it, and the
     * transaction for other modules to write in (the mail outbox, a guest's bookings taken in).
     */
    transaction<T>(fn: (tx: AuthQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(authQueries(tx), transaction));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
