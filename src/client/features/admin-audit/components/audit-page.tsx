import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { NativeSelect } from '@/client/components/ui/input';
import { lastPageOf, Pager } from '@/client/components/ui/pager';
import { QueryError } from '@/client/components/ui/query-error';
import { filterFieldText, filterLabelClass, SearchField } from '@/client/components/ui/search-field';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { TIMING } from '@/shared/constants';
import { formatCount } from '@/shared/domain/format';
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditAction, type AuditTarget } from '@/shared/schemas/audit';
import { useAuditPage } from '../api/search-audit';
import { ACTION_LABELS, TARGET_LABELS } from '../audit-labels';
import { AuditEntryCard } from './audit-entry';

const PAGE_SIZE = 20;

type Filter = 'q' | 'action' | 'target' | 'actor' | 'page';

const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');
const isTarget = (value: string | null): value is AuditTarget =>
  (AUDIT_TARGETS as readonly string[]).includes(value ?? '');

/**
 * /admin/audit: who changed what and when, searched and filtered. The search, filters and page are
 * kept in the address (?q=&action=&target=&actor=&page=), so a search can be linked; the search
 * asks the server once typing pauses. Nothing here changes anything.
 */
export function AuditPage() {
  useDocumentTitle('Audit log · Admin');
  const [params, setParams] = useSearchParams();
  const actionParam = params.get('action');
  const targetParam = params.get('target');
  const action = isAction(actionParam) ? actionParam : '';
  const target = isTarget(targetParam) ? targetParam : '';
  const actor = params.get('actor') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), TIMING.searchDebounceMs);

  /** Sets filters in the address (replacing the entry); any change but the page's goes back to page 1. */
  const change = (next: Partial<Record<Filter, string>>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (!value || (key === 'page' && value === '1')) updated.delete(key);
          else updated.set(key, value);
        }
        if (!('page' in next)) updated.delete('page');
        return updated;
      },
      { replace: true },
    );

  // The typed search reaches the address (and the server) once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search is written
  useEffect(() => {
    if (q !== (params.get('q') ?? '')) change({ q });
  }, [q]);

  const audit = useAuditPage({
    q: params.get('q') || undefined,
    action: action || undefined,
    target: target || undefined,
    actorId: actor || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const data = audit.data;
  const actorName = data?.items.find((entry) => entry.actor?.id === actor)?.actor?.name;
  const actorHref = (actorId: string) => {
    const linked = new URLSearchParams(params);
    linked.set('actor', actorId);
    linked.delete('page');
    return `?${linked}`;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Audit log</h1>
      <p className="mt-2 text-ink-600">
        Every change admins and organizers made, newest first. The log is kept as written: nobody can edit or
        remove an entry. Choose a name to see only that person’s entries.
      </p>
      <search className="mt-6 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <SearchField
            id="audit-search"
            label="Search the log"
            placeholder="Name, e-mail, title, reference, reason"
            value={text}
            onChange={setText}
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
            onChange={(e) => change({ action: e.target.value })}
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
            onChange={(e) => change({ target: e.target.value })}
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
      {actor ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-900">
          <span>
            Only entries by <span className="font-semibold">{actorName ?? 'one account'}</span>
          </span>
          <Button variant="secondary" size="sm" onClick={() => change({ actor: '' })}>
            Show everyone’s entries
          </Button>
        </div>
      ) : null}
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
              <AuditEntryCard entry={entry} actorHref={actorHref} />
            </li>
          ))}
        </ol>
      )}
      <Pager
        label="Audit log pages"
        page={page}
        lastPage={lastPageOf(data)}
        onPage={(next) => change({ page: String(next) })}
      />
    </div>
  );
}
