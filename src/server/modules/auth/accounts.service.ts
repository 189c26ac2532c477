import {
  ACCOUNT_CHANGE_MESSAGES,
  type AccountChange,
  accountChangeRefusal,
} from '../../../shared/domain/account-admin';
import { pageOf } from '../../../shared/domain/paging';
import type { Role } from '../../../shared/schemas/account';
import type {
  AccountAction,
  AccountDetail,
  AccountSummary,
  AccountsPage,
  AccountsQuery,
  SessionsEnded,
} from '../../../shared/schemas/admin-accounts';
import { HttpError, notFound } from '../../http/errors';
import { forbidden } from '../../http/session';
import type { AuditActor, AuditTrail } from '../audit/audit.service';
import type { AccountQueries, AccountSummaryRow, AccountsRepo } from './accounts.repo';

const noSuchAccount = () => notFound('The account');

function summaryOf(row: AccountSummaryRow): AccountSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    emailConfirmed: row.emailConfirmedAt !== null,
    bookings: row.bookings,
  };
}

/**
 * The admin console's accounts (issue 14): search, one account's profile, bookings and sessions,
 * and the admin's changes to it. Each change runs in one transaction with its audit entry, and
 * asking for what is already so changes nothing and records nothing.
 */
export function createAccountsService(deps: { repo: AccountsRepo; audit: AuditTrail; now: () => Date }) {
  const { repo, audit, now } = deps;

  async function detail(userId: string): Promise<AccountDetail> {
    const row = await repo.summary(userId);
    if (!row) throw noSuchAccount();
    const [bookings, sessions] = await Promise.all([
      repo.bookingsOf(userId),
      repo.liveSessionsOf(userId, now()),
    ]);
    return {
      account: { ...summaryOf(row), suspendedReason: row.suspendedReason },
      bookings: bookings.map((booking) => ({ ...booking, createdAt: booking.createdAt.toISOString() })),
      sessions: sessions.map((session) => ({
        startedAt: session.startedAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        userAgent: session.userAgent,
        address: session.address,
      })),
    };
  }

  /**
   * Locks the account and the admins (404 for no such account); answers them as they are now. An
   * actor demoted or suspended since its request began (by another admin, at the same moment) is
   * refused here, under the lock, not only by the request's guard.
   */
  async function locked(tx: AccountQueries, actor: AuditActor, userId: string) {
    const { target, activeAdminIds } = await tx.lockForChange(userId);
    if (!activeAdminIds.includes(actor.id)) throw forbidden();
    if (!target) throw noSuchAccount();
    return { target, activeAdmins: activeAdminIds.length };
  }

  /** 409 when the rules refuse the change: one's own account, or the last admin. */
  function refuseIfBarred(
    actor: AuditActor,
    { target, activeAdmins }: Awaited<ReturnType<typeof locked>>,
    change: AccountChange,
  ) {
    const refusal = accountChangeRefusal(change, {
      actorId: actor.id,
      target: { id: target.id, role: target.role, suspended: target.suspendedAt !== null },
      activeAdmins,
    });
    if (refusal) throw new HttpError(409, refusal, ACCOUNT_CHANGE_MESSAGES[refusal]);
  }

  const answer = async (userId: string, changed: boolean): Promise<AccountAction> => ({
    ...(await detail(userId)),
    changed,
  });

  return {
    async search(query: AccountsQuery): Promise<AccountsPage> {
      const { rows, total } = await repo.search(query);
      return pageOf(rows.map(summaryOf), query, total);
    },

    detail,

    /** Takes effect on the account's next request: every request reads the role afresh. */
    async changeRole(actor: AuditActor, userId: string, role: Role): Promise<AccountAction> {
      const changed = await repo.transaction(async (tx, transaction) => {
        const lock = await locked(tx, actor, userId);
        const { target } = lock;
        if (target.role === role) return false;
        refuseIfBarred(actor, lock, { kind: 'role', role });
        await tx.setRole(userId, role, now());
        await audit.record(transaction, {
          action: 'account.role_changed',
          actor,
          targetId: userId,
          targetLabel: target.email,
          before: { role: target.role },
          after: { role },
        });
        return true;
      });
      return answer(userId, changed);
    },

    /** The account's sessions end at once, and no new one starts until it is restored. */
    async suspend(actor: AuditActor, userId: string, reason: string): Promise<AccountAction> {
      const changed = await repo.transaction(async (tx, transaction) => {
        const lock = await locked(tx, actor, userId);
        const { target } = lock;
        if (target.suspendedAt) return false;
        refuseIfBarred(actor, lock, { kind: 'suspend' });
        const at = now();
        await tx.setSuspension(userId, { at, reason }, at);
        const sessionsEnded = await tx.endSessions(userId, at);
        await audit.record(transaction, {
          action: 'account.suspended',
          actor,
          targetId: userId,
          targetLabel: target.email,
          reason,
          before: { suspended: false },
          after: { suspended: true, sessionsEnded },
        });
        return true;
      });
      return answer(userId, changed);
    },

    async restore(actor: AuditActor, userId: string): Promise<AccountAction> {
      const changed = await repo.transaction(async (tx, transaction) => {
        const { target } = await locked(tx, actor, userId);
        if (!target.suspendedAt) return false;
        await tx.setSuspension(userId, null, now());
        await audit.record(transaction, {
          action: 'account.restored',
          actor,
          targetId: userId,
          targetLabel: target.email,
          before: { suspended: true },
          after: { suspended: false },
        });
        return true;
      });
      return answer(userId, changed);
    },

    /** Signs the account out everywhere (it may sign in again); none live is nothing to record. */
    async endSessions(actor: AuditActor, userId: string): Promise<SessionsEnded> {
      const ended = await repo.transaction(async (tx, transaction) => {
        const { target } = await locked(tx, actor, userId);
        const count = await tx.endSessions(userId, now());
        if (count > 0) {
          await audit.record(transaction, {
            action: 'account.sessions_ended',
            actor,
            targetId: userId,
            targetLabel: target.email,
            after: { sessionsEnded: count },
          });
        }
        return count;
      });
      return { ...(await answer(userId, ended > 0)), ended };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
