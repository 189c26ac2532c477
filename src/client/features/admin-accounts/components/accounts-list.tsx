import { Link } from 'react-router';
import { paths } from '@/client/paths';
import { formatCount, formatDate } from '@/shared/domain/format';
import type { AccountSummary } from '@/shared/schemas/admin-accounts';
import { AccountBadges } from './account-badges';

const headCell = 'px-3 py-3 font-semibold whitespace-nowrap';
const nameLinkClass = 'font-semibold break-words text-ink-900 hover:text-brand-700 hover:underline';

function AccountName({ account }: { account: AccountSummary }) {
  return (
    <Link to={paths.adminAccount(account.id)} className={nameLinkClass}>
      {account.name}
    </Link>
  );
}

const confirmation = (account: AccountSummary) => (account.emailConfirmed ? 'confirmed' : 'not confirmed');

/** From the lg breakpoint: a table. */
function AccountsTable({ accounts }: { accounts: AccountSummary[] }) {
  return (
    <div className="kp-card hidden overflow-x-auto lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Accounts</caption>
        <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className={headCell}>
              Name
            </th>
            <th scope="col" className={headCell}>
              E-mail
            </th>
            <th scope="col" className={headCell}>
              Phone
            </th>
            <th scope="col" className={headCell}>
              Role
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Bookings
            </th>
            <th scope="col" className={headCell}>
              Joined
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {accounts.map((account) => (
            <tr key={account.id} className="align-top">
              <td className="min-w-40 px-3 py-3">
                <AccountName account={account} />
              </td>
              <td className="px-3 py-3 break-all">
                {account.email}
                <span className="block text-xs text-ink-600">E-mail {confirmation(account)}</span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{account.phone || '—'}</td>
              <td className="px-3 py-3">
                <AccountBadges account={account} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{formatCount(account.bookings)}</td>
              <td className="px-3 py-3 whitespace-nowrap">{formatDate(account.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below lg: one card per account, nothing wider than the screen. */
function AccountCards({ accounts }: { accounts: AccountSummary[] }) {
  return (
    <ul className="space-y-3 lg:hidden">
      {accounts.map((account) => (
        <li key={account.id} className="kp-card p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <AccountName account={account} />
            <AccountBadges account={account} />
          </div>
          <p className="mt-1 text-sm break-all text-ink-700">{account.email}</p>
          <p className="mt-1 text-xs text-ink-600">
            {[
              account.phone || 'No phone',
              `${formatCount(account.bookings)} ${account.bookings === 1 ? 'booking' : 'bookings'}`,
              `joined ${formatDate(account.createdAt)}`,
            ].join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The search's accounts: a table on wide screens, cards on narrow ones (one or the other is shown). */
export function AccountsList({ accounts }: { accounts: AccountSummary[] }) {
  return (
    <>
      <AccountsTable accounts={accounts} />
      <AccountCards accounts={accounts} />
    </>
  );
}
