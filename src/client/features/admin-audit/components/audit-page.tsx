import { useDeferredValue, useState } from 'react';
import { NativeSelect } from '@/client/components/ui/input';
import { Pager } from '@/client/components/ui/pager';
import { QueryError } from '@/client/components/ui/query-error';
import { filterFieldText, filterLabelClass, SearchField } from '@/client/components/ui/search-field';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { formatCount } from '@/shared/domain/format';
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditAction, type AuditTarget } from '@/shared/schemas/audit';
import { useAuditPage } from '../api/search-audit';
import { ACTION_LABELS, TARGET_LABELS } from '../audit-labels';
import { AuditEntryCard } from './audit-entry';

const PAGE_SIZE = 20;

/** /admin/audit: who changed what and when, searched and filtered. Nothing here changes anything. */
export function AuditPage() {
  useDocumentTitle('Audit log · Admin');
  const [text, setText] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [target, setTarget] = useState<AuditTarget | ''>('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(text.trim());
  const audit = useAuditPage({
    q: q || undefined,
    action: action || undefined,
    target: target || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const data = audit.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Audit log</h1>
      <p className="mt-2 text-ink-600">
        Every change admins and organizers made, newest first. The log is kept as written: nobody can edit or
        remove an entry.
      </p>
      <search className="mt-6 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <SearchField
            id="audit-search"
            label="Search the log"
            placeholder="Name, e-mail, title, reference, reason"
            value={text}
            onChange={filter(setText)}
          />
        </div>
        <div>
          <label htmlFor="audit-action" className={filterLabelClass}>
            Action
          </label>
          <NativeSelect
            id="audit-action"
            className={filterFieldText}
            value={action}
            onChange={(e) => filter(setAction)(e.target.value as AuditAction | '')}
          >
            <option value="">Every action</option>
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {ACTION_LABELS[name]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="audit-target" className={filterLabelClass}>
            Changed
          </label>
          <NativeSelect
            id="audit-target"
            className={filterFieldText}
            value={target}
            onChange={(e) => filter(setTarget)(e.target.value as AuditTarget | '')}
          >
            <option value="">Anything</option>
            {AUDIT_TARGETS.map((name) => (
              <option key={name} value={name}>
                {TARGET_LABELS[name]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </search>
      <p role="status" className="mt-4 text-sm text-ink-600">
        {data ? `${formatCount(data.total)} ${data.total === 1 ? 'entry' : 'entries'}` : ''}
      </p>
      {audit.isError ? (
        <QueryError what="the audit log" onRetry={() => void audit.refetch()} />
      ) : !data ? (
        <div className="mt-4 kp-skeleton h-40" />
      ) : data.items.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-ink-200 bg-white p-8 text-center text-ink-700">
          No entry matches.
        </p>
      ) : (
        <ol aria-label="Audit entries" className="mt-3 space-y-3">
          {data.items.map((entry) => (
            <li key={entry.id}>
              <AuditEntryCard entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <Pager label="Audit log pages" page={page} lastPage={lastPage} onPage={setPage} />
    </div>
  );
}
