import { useQuery } from '@tanstack/react-query';
import { adminOverviewQueryOptions } from '@/client/features/account/api/get-admin-overview';
import { OverviewPage } from '@/client/features/account/components/overview-page';
import { SalesPerDay } from '@/client/features/account/components/sales-per-day';

/** /admin: the platform at a glance (inside the admin console's layout, admin.tsx). */
export function Component() {
  const query = useQuery(adminOverviewQueryOptions());
  return (
    <OverviewPage
      title="Admin"
      intro="The platform at a glance."
      query={query}
      extra={(data) => (
        <>
          <dl className="mt-3 grid gap-3 sm:grid-cols-4">
            {(
              [
                ['Accounts', data.users.total],
                ['Users', data.users.user],
                ['Organizers', data.users.organizer],
                ['Admins', data.users.admin],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="kp-card p-4">
                <dt className="text-xs font-semibold text-ink-600">{label}</dt>
                <dd className="mt-1 text-2xl font-extrabold text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
          <SalesPerDay days={data.salesByDay} />
        </>
      )}
    />
  );
}
