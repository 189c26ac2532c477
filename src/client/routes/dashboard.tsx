import { CheckCircle2 } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { ActivityHistory } from '@/client/features/account/components/activity-history';
import { DashboardOverview } from '@/client/features/account/components/dashboard-overview';
import { PreferencesForm } from '@/client/features/account/components/preferences-form';
import { RecentBookings } from '@/client/features/bookings/components/recent-bookings';
import { EnablePushButton } from '@/client/features/push/components/enable-push-button';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';

const TABS = ['overview', 'bookings', 'activity', 'preferences'] as const;
type DashboardTab = (typeof TABS)[number];
const isTab = (value: string | null): value is DashboardTab => TABS.includes(value as DashboardTab);

/** /dashboard (role user): stats, recent bookings, recently viewed, activity and preferences. */
function Page() {
  useDocumentTitle('Dashboard');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as { bookingConfirmed?: boolean; eventTitle?: string } | null;
  const requested = params.get('tab');
  const tab: DashboardTab = isTab(requested) ? requested : 'overview';
  const owner = user?.id ?? 'guest';

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      {state?.bookingConfirmed ? (
        <div
          role="status"
          className="mb-6 flex items-center gap-3 rounded-2xl border border-pitch-600 bg-green-50 px-5 py-4 text-pitch-700"
        >
          <CheckCircle2 aria-hidden="true" className="h-6 w-6 shrink-0" />
          <p className="font-semibold">
            Booking Confirmed{state.eventTitle ? ` — ${state.eventTitle}` : ''}. Your tickets are in{' '}
            <Link to={paths.bookings()} className="underline hover:no-underline">
              My Bookings
            </Link>
            .
          </p>
        </div>
      ) : null}
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">
        Welcome, {user?.name || user?.email || 'fan'}
      </h1>
      <p className="mt-1 text-ink-600">Your matches, bookings and preferences in one place.</p>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="bookings">
            {/* The short word keeps the four tabs on one phone-wide row; the name stays whole. */}
            <span aria-hidden="true" className="sm:hidden">
              Bookings
            </span>
            <span className="sr-only sm:not-sr-only">Recent bookings</span>
          </TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="preferences">Preferences</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="pt-6">
          <DashboardOverview owner={owner} />
        </TabsContent>
        <TabsContent value="bookings" className="pt-6">
          <RecentBookings owner={owner} />
        </TabsContent>
        <TabsContent value="activity" className="pt-6">
          <ActivityHistory owner={owner} />
        </TabsContent>
        <TabsContent value="preferences" className="pt-6">
          <div className="kp-card p-6">
            <PreferencesForm pushDevice={<EnablePushButton />} />
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function Component() {
  return (
    <RequireAuth {...ACCESS.user}>
      <Page />
    </RequireAuth>
  );
}
