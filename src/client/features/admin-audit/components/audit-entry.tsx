import { Link } from 'react-router';
import { formatDateTime } from '@/shared/domain/format';
import { ROLE_LABELS } from '@/shared/domain/roles';
import type { AuditEntry } from '@/shared/schemas/audit';
import { ACTION_LABELS, fieldLabel, readableValue, TARGET_LABELS } from '../audit-labels';

/** An article's whole text would fill the page: its start is enough to know it. */
const SHOWN_CHARACTERS = 200;
const shorten = (text: string) =>
  text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS).trimEnd()}…` : text;

/** Each field the entry recorded, as it was and as it became. */
function Changes({ action, before, after }: Pick<AuditEntry, 'action' | 'before' | 'after'>) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return null;
  return (
    <dl className="mt-3 space-y-1.5 text-sm">
      {keys.map((key) => (
        <div key={key} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-ink-700">{fieldLabel(key)}</dt>
          <dd className="min-w-0 break-words text-ink-900">
            {before && key in before ? (
              <>
                <span className="text-ink-600 line-through decoration-ink-400">
                  <span className="sr-only">from </span>
                  {shorten(readableValue(key, before[key], action))}
                </span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">to </span>
              </>
            ) : null}
            {shorten(after && key in after ? readableValue(key, after[key], action) : 'none')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One recorded action: when, who, what, to which target, why, and what changed. Read-only; the
 * actor's name links to their entries when the page gives `actorHref`.
 */
export function AuditEntryCard({
  entry,
  actorHref,
}: {
  entry: AuditEntry;
  actorHref?: (actorId: string) => string;
}) {
  return (
    <article aria-labelledby={`audit-${entry.id}`} className="kp-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`audit-${entry.id}`} className="text-base font-bold text-ink-900">
          {ACTION_LABELS[entry.action]}
        </h2>
        <time dateTime={entry.at} className="text-sm text-ink-600">
          {formatDateTime(entry.at)} IST
        </time>
      </div>
      <p className="mt-1 text-sm break-words text-ink-700">
        {entry.actor ? (
          <>
            By{' '}
            {actorHref && entry.actor.id ? (
              <Link
                to={actorHref(entry.actor.id)}
                aria-label={`${entry.actor.name}: show only their entries`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {entry.actor.name}
              </Link>
            ) : (
              <span className="font-semibold text-ink-900">{entry.actor.name}</span>
            )}{' '}
            ({entry.actor.email}, {ROLE_LABELS[entry.actor.role]})
          </>
        ) : (
          'By KhelPass itself'
        )}
      </p>
      <p className="mt-1 text-sm break-words text-ink-700">
        {TARGET_LABELS[entry.target.kind]}:{' '}
        <span className="font-semibold text-ink-900">{entry.target.label}</span>{' '}
        <span className="text-xs text-ink-600">({entry.target.id})</span>
      </p>
      {entry.reason ? (
        <p className="mt-1 text-sm break-words text-ink-700">
          Reason: <span className="text-ink-900">{entry.reason}</span>
        </p>
      ) : null}
      <Changes action={entry.action} before={entry.before} after={entry.after} />
    </article>
  );
}
