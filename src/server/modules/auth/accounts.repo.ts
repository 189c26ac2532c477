import { and, count, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/schemas/account';
import { ACCOUNT_BOOKINGS_SHOWN, type AccountsQuery } from '../../../shared/schemas/admin-accounts';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { bookings, events, sessions, tickets, users } from '../../db/schema';
import { retryingTransaction, type Transaction } from '../../db/transaction';

/** Phone searches compare digits alone ('98765 43210' finds '+91 9876543210'); shorter runs match too much. */
const PHONE_DIGITS_MIN = 4;

// Qualified by hand: drizzle leaves a single table's columns unqualified, and inside the subquery an
// unqualified id would be the booking's.
const bookingCount = sql<number>`(SELECT count(*)::int FROM bookings WHERE bookings.user_id = users.id)`;

/** What an admin sees of an account: never its password hash. */
const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
  emailConfirmedAt: users.emailConfirmedAt,
  bookings: bookingCount,
};
export type AccountSummaryRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  createdAt: Date;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  emailConfirmedAt: Date | null;
  bookings: number;
};

/** The account a reference names: whoever booked it, or holds one of its tickets given to them. */
function bookedOrHeld(db: Db, q: string): SQL {
  const reference = q.toUpperCase();
  return or(
    inArray(
      users.id,
      db
        .select({ id: sql`${bookings.userId}` })
        .from(bookings)
        .where(and(eq(bookings.reference, reference), isNotNull(bookings.userId))),
    ),
    inArray(
      users.id,
      db
        .select({ id: sql`${tickets.holderUserId}` })
        .from(tickets)
        .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
        .where(and(eq(bookings.reference, reference), isNotNull(tickets.holderUserId))),
    ),
  ) as SQL;
}

function conditions(db: Db, query: AccountsQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const digits = query.q.replace(/\D/g, '');
    const matches = [
      sql`lower(${users.name}) like ${pattern}`,
      sql`${users.email} like ${pattern}`,
      bookedOrHeld(db, query.q),
    ];
    if (digits.length >= PHONE_DIGITS_MIN) {
      matches.push(sql`regexp_replace(${users.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
    }
    where.push(or(...matches) as SQL);
  }
  if (query.role) where.push(eq(users.role, query.role));
  if (query.status)
    where.push(query.status === 'suspended' ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt));
  return where.length ? and(...where) : undefined;
}

function accountQueries(db: Db) {
  return {
    /**
     * Locks, in one statement and in id order, the account and every admin (two admins acting on
     * each other at once lock the same rows in the same order: one waits, none deadlocks). Answers
     * the account (null if none) and how many admins not suspended there are, counted under the lock.
     */
    async lockForChange(userId: string) {
      const rows = await db
        .select({ id: users.id, email: users.email, role: users.role, suspendedAt: users.suspendedAt })
        .from(users)
        .where(or(eq(users.id, userId), eq(users.role, 'admin')))
        .orderBy(users.id)
        .for('update');
      const target = rows.find((row) => row.id === userId) ?? null;
      const activeAdminIds = rows
        .filter((row) => row.role === 'admin' && row.suspendedAt === null)
        .map((row) => row.id);
      return { target, activeAdminIds };
    },

    async setRole(userId: string, role: Role, now: Date) {
      await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId));
    },

    async setSuspension(userId: string, suspension: { at: Date; reason: string } | null, now: Date) {
      await db
        .update(users)
        .set({
          suspendedAt: suspension?.at ?? null,
          suspendedReason: suspension?.reason ?? null,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    },

    /** Ends every live session of the account; answers how many it ended. */
    async endSessions(userId: string, now: Date): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .returning({ userId: sessions.userId });
      return ended.length;
    },

    async summary(userId: string): Promise<AccountSummaryRow | null> {
      const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },
  };
}

export type AccountQueries = ReturnType<typeof accountQueries>;

/** The admin console's reads and changes of accounts (issue 14): users, sessions, read-only bookings. */
export function createAccountsRepo(db: Db) {
  return {
    ...accountQueries(db),

    /** A page of accounts, newest first, and how many match. */
    async search(query: AccountsQuery): Promise<{ rows: AccountSummaryRow[]; total: number }> {
      const where = conditions(db, query);
      const [rows, [counted]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The account's latest bookings with their events' titles, newest first. */
    bookingsOf(userId: string) {
      return db
        .select({
          reference: bookings.reference,
          eventTitle: events.title,
          status: bookings.status,
          totalPaise: bookings.totalPaise,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt), desc(bookings.reference))
        .limit(ACCOUNT_BOOKINGS_SHOWN);
    },

    /** The account's live sessions, most recently used first: when and where, never their ids. */
    liveSessionsOf(userId: string, now: Date) {
      return db
        .select({
          startedAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          address: sessions.address,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /** Runs fn in one transaction (run again after a deadlock), with the transaction for the audit log. */
    transaction<T>(fn: (tx: AccountQueries, transaction: Transaction) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (tx, transaction) => fn(accountQueries(tx), transaction));
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
