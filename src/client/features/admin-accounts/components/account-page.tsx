import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Facts } from '@/client/components/ui/facts';
import { QueryError } from '@/client/components/ui/query-error';
import { ApiRequestError } from '@/client/lib/api-client';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { formatDateTime } from '@/shared/domain/format';
import type { AccountDetail } from '@/shared/schemas/admin-accounts';
import { useAccount } from '../api/get-account';
import { AccountActions } from './account-actions';
import { AccountBadges } from './account-badges';
import { AccountBookings, AccountSessions } from './account-records';

const pageClass = 'mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8';

function Profile({ detail }: { detail: AccountDetail }) {
  const { account } = detail;
  const rows: [string, string][] = [
    ['E-mail', `${account.email} (${account.emailConfirmed ? 'confirmed' : 'not confirmed'})`],
    ['Phone', account.phone || 'None given'],
    ['Joined', formatDateTime(account.createdAt)],
  ];
  if (account.suspendedAt) {
    rows.push(['Suspended', formatDateTime(account.suspendedAt)], ['Reason', account.suspendedReason ?? '']);
  }
  return (
    <section aria-labelledby="account-profile" className="kp-card p-5">
      <h2 id="account-profile" className="text-lg font-bold text-ink-900">
        Profile
      </h2>
      <Facts rows={rows} className="mt-3" />
    </section>
  );
}

/** /admin/accounts/:accountId: one account's profile, bookings and sessions, and what an admin may do to it. */
export function AccountPage({ accountId }: { accountId: string }) {
  const query = useAccount(accountId);
  const { user } = useSession();
  const detail = query.data;
  useDocumentTitle(detail ? `${detail.account.name} · Accounts` : 'Account');
  const missing = query.error instanceof ApiRequestError && [400, 404].includes(query.error.status);
  return (
    <div className={pageClass}>
      <Link
        to={paths.adminAccounts()}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All accounts
      </Link>
      {missing ? (
        <>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900">Account not found</h1>
          <EmptyState>No account has this id. Search for it by name, e-mail or booking reference.</EmptyState>
        </>
      ) : query.isError ? (
        <>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900">Account</h1>
          <QueryError what="this account" onRetry={() => void query.refetch()} />
        </>
      ) : !detail ? (
        <p role="status" className="mt-4 text-ink-600">
          Loading the account…
        </p>
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-extrabold tracking-tight break-words text-ink-900">
              {detail.account.name}
            </h1>
            <AccountBadges account={detail.account} />
          </div>
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            <Profile detail={detail} />
            {detail.account.id === user?.id ? (
              <section aria-label="Actions" className="kp-card p-5 text-sm text-ink-700">
                This is your own account: another admin changes its role or suspends it.
              </section>
            ) : (
              <AccountActions key={detail.account.role} detail={detail} />
            )}
          </div>
          <AccountSessions sessions={detail.sessions} />
          <AccountBookings bookings={detail.bookings} />
        </>
      )}
    </div>
  );
}
