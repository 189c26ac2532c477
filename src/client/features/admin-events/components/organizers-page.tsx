import { Link } from 'react-router';
import { EmptyState } from '@/client/components/ui/empty-state';
import { QueryError } from '@/client/components/ui/query-error';
import { paths } from '@/client/paths';
import { formatCount } from '@/shared/domain/format';
import { ROLE_LABELS } from '@/shared/domain/roles';
import { useAdminOrganizers } from '../api/list-organizers';

/**
 * /admin/organizers: the organiser accounts (and any account that still runs events after its role
 * changed), with how many events each runs, each linking to its events in the Events section.
 */
export function OrganizersPage() {
  const organizers = useAdminOrganizers();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Organizers</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        Who runs which events. Open an organizer’s events to take one down or give it to another organizer.
      </p>
      <div className="mt-6">
        {organizers.isError ? (
          <QueryError what="the organizers" onRetry={() => void organizers.refetch()} />
        ) : !organizers.data ? (
          <p className="text-ink-600">Loading organizers…</p>
        ) : organizers.data.items.length === 0 ? (
          <EmptyState>No account is an organizer yet.</EmptyState>
        ) : (
          <ul aria-label="Organizers" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {organizers.data.items.map((o) => (
              <li key={o.id} className="kp-card flex flex-col gap-2 p-4">
                <span className="font-semibold text-ink-900">{o.name}</span>
                <span className="text-sm break-all text-ink-600">{o.email}</span>
                {o.role !== 'organizer' ? (
                  <span className="text-xs font-semibold text-alert-700">
                    Now a {ROLE_LABELS[o.role].toLowerCase()}: transfer their events to an organizer
                  </span>
                ) : null}
                <span className="text-sm text-ink-700 tabular-nums">
                  {formatCount(o.upcomingEvents)} upcoming · {formatCount(o.totalEvents)} in all
                </span>
                <Link
                  to={paths.adminEvents({ organizerId: o.id })}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
                >
                  <span>
                    Events<span className="sr-only"> of {o.name}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
