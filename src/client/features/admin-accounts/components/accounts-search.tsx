import { useId, useRef, useState } from 'react';
import { EmptyState } from '@/client/components/ui/empty-state';
import { NativeSelect } from '@/client/components/ui/input';
import { lastPageOf, Pager } from '@/client/components/ui/pager';
import { QueryError } from '@/client/components/ui/query-error';
import { filterFieldText, filterLabelClass, SearchField } from '@/client/components/ui/search-field';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { TIMING } from '@/shared/constants';
import { ACCOUNT_STATUSES, type AccountStatus, ASSIGNABLE_ROLES } from '@/shared/domain/account-admin';
import { formatCount } from '@/shared/domain/format';
import { ROLE_LABELS } from '@/shared/domain/roles';
import type { Role } from '@/shared/schemas/account';
import type { AccountsQuery } from '@/shared/schemas/admin-accounts';
import { useAccounts } from '../api/search-accounts';
import { AccountsList } from './accounts-list';

const PAGE_SIZE = 25;
const STATUS_LABELS: Record<AccountStatus, string> = { active: 'Active', suspended: 'Suspended' };

interface Filters {
  text: string;
  role: Role | '';
  status: AccountStatus | '';
}

/** Accounts found by name, e-mail, phone or booking reference, filtered by role and status, paged. */
export function AccountsSearch() {
  const id = useId();
  const [filters, setFilters] = useState<Filters>({ text: '', role: '', status: '' });
  const [page, setPage] = useState(1);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const q = useDebouncedValue(filters.text.trim(), TIMING.searchDebounceMs);
  const query: Partial<AccountsQuery> = {
    q: q || undefined,
    role: filters.role || undefined,
    status: filters.status || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const accounts = useAccounts(query);
  const data = accounts.data;
  const filtered = q !== '' || filters.role !== '' || filters.status !== '';

  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const turnTo = (next: number) => {
    setPage(next);
    statusLine.current?.scrollIntoView({ block: 'start' });
  };

  let status = '';
  if (accounts.isError) status = '';
  else if (!data) status = 'Loading accounts…';
  else if (data.total === 0) status = filtered ? 'No account matches.' : 'There are no accounts yet.';
  else {
    const first = (data.page - 1) * data.pageSize + 1;
    const last = first + data.items.length - 1;
    status = `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(data.total)} accounts`;
  }

  return (
    <section aria-label="Find an account" className="mt-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="col-span-2 lg:col-span-1">
          <SearchField
            id={`${id}-search`}
            label="Search accounts"
            placeholder="Name, e-mail, phone or booking reference"
            value={filters.text}
            onChange={(text) => change({ text })}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-role`} className={filterLabelClass}>
            Role
          </label>
          <NativeSelect
            id={`${id}-role`}
            value={filters.role}
            onChange={(e) => change({ role: e.target.value as Filters['role'] })}
            className={`${filterFieldText} w-full`}
          >
            <option value="">Every role</option>
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-status`} className={filterLabelClass}>
            Status
          </label>
          <NativeSelect
            id={`${id}-status`}
            value={filters.status}
            onChange={(e) => change({ status: e.target.value as Filters['status'] })}
            className={`${filterFieldText} w-full`}
          >
            <option value="">Any status</option>
            {ACCOUNT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p ref={statusLine} role="status" className="mt-4 scroll-mt-32 text-sm font-semibold text-ink-700">
        {status}
      </p>
      <div className="mt-3" aria-busy={accounts.isFetching}>
        {accounts.isError ? (
          <QueryError what="the accounts" onRetry={() => void accounts.refetch()} />
        ) : !data ? (
          <div aria-hidden="true" className="kp-skeleton h-64" />
        ) : data.items.length === 0 ? (
          <EmptyState>
            {filtered
              ? 'Try part of a name or e-mail, a phone number, or a whole booking reference like KP-7GQ4XA.'
              : 'Accounts appear here as people sign up.'}
          </EmptyState>
        ) : (
          <AccountsList accounts={data.items} />
        )}
      </div>
      {data ? (
        <Pager label="Account pages" page={data.page} lastPage={lastPageOf(data)} onPage={turnTo} />
      ) : null}
    </section>
  );
}
