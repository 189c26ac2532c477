import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { formatCount, formatDateTime, formatPaise } from '@/shared/domain/format';
import { ROLE_LABELS } from '@/shared/domain/roles';
import { findSport } from '@/shared/domain/sports';
import type { OrganizerOverview } from '@/shared/schemas/account';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="kp-card p-4">
      <dt className="text-xs font-semibold text-ink-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-ink-900">{value}</dd>
    </div>
  );
}

/**
 * The admin and organizer landing pages: the account, its role and its figures (the platform's for
 * admins, its own events' for organisers), then `children` (the organiser's events).
 */
export function OverviewPage<T extends OrganizerOverview>({
  title,
  intro,
  query,
  extra,
  children,
}: {
  title: string;
  intro: string;
  query: UseQueryResult<T>;
  extra?: (data: T) => ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  const { user, role } = useSession();
  const data = query.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1 text-ink-600">
        {user?.name} · <span className="font-semibold">{ROLE_LABELS[role]}</span> · {user?.email}
      </p>
      <p className="mt-2 text-ink-600">{intro}</p>
      {query.isError ? (
        <p role="alert" className="mt-6">
          {query.error.message}
        </p>
      ) : null}
      {data ? (
        <>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure label="Upcoming events" value={formatCount(data.upcomingEvents)} />
            <Figure label="Venues" value={formatCount(data.venues)} />
            <Figure label="Confirmed bookings" value={formatCount(data.confirmedBookings)} />
            <Figure label="Revenue" value={formatPaise(data.revenuePaise)} />
          </dl>
          {extra?.(data)}
          <section aria-labelledby="by-sport" className="mt-8">
            <h2 id="by-sport" className="text-lg font-bold text-ink-900">
              Upcoming events by sport
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-3">
              {data.eventsBySport.map((row) => {
                const sport = findSport(row.sport);
                return (
                  <li key={row.sport} className="kp-card flex items-center justify-between p-4">
                    <span className="font-semibold">
                      <span aria-hidden="true">{sport?.emoji} </span>
                      {sport?.name ?? row.sport}
                    </span>
                    <span className="font-bold">{row.upcoming}</span>
                  </li>
                );
              })}
            </ul>
          </section>
          <p className="mt-6 text-xs text-ink-600">Figures as of {formatDateTime(data.generatedAt)}</p>
        </>
      ) : query.isPending ? (
        <div className="mt-6 kp-skeleton h-40" />
      ) : null}
      {children}
    </div>
  );
}
