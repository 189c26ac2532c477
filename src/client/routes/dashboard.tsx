import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  CalendarCheck,
  CheckCircle2,
  Heart,
  IndianRupee,
  MapPin,
  Star,
  Ticket,
  Trophy,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { Badge } from '@/client/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import {
  activityQueryOptions,
  recentBookingsQueryOptions,
  recentlyViewedQueryOptions,
  statsQueryOptions,
} from '@/client/features/account/api/dashboard';
import { PreferencesForm } from '@/client/features/account/components/preferences-form';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { SPORTS } from '@/shared/constants';
import { formatDateTime, formatEventDate, formatMonthYear, formatPaise } from '@/shared/domain/format';
import type { ActivityEntry } from '@/shared/schemas/account';

const TABS = ['overview', 'bookings', 'activity', 'preferences'] as const;
type DashboardTab = (typeof TABS)[number];
const isTab = (value: string | null): value is DashboardTab => TABS.includes(value as DashboardTab);

const STATUS_LABELS = {
  confirmed: 'Confirmed',
  pending: 'Awaiting payment',
  expired: 'Expired',
  cancelled: 'Cancelled',
} as const;

/**
 * A booking's tickets: features/bookings/booking-path.ts's URL, spelled out here because importing
 * it would make a shared chunk of its own and grow the first load's preload map.
 */
const ticketsPath = (bookingId: string) => `${paths.bookings()}?booking=${encodeURIComponent(bookingId)}`;

const sportName = (id: string | null) => SPORTS.find((s) => s.id === id)?.name ?? id;

const ACTIVITY_LABELS: Record<ActivityEntry['action'], string> = {
  event_viewed: 'Viewed an event',
  search: 'Searched',
  booking_started: 'Started a booking',
  booking_step_completed: 'Completed a booking step',
  booking_completed: 'Completed a booking',
  payment_completed: 'Paid for a booking',
  cart_add: 'Added to cart',
  cart_remove: 'Removed from cart',
  cart_clear: 'Cleared the cart',
  wishlist_add: 'Added to wishlist',
  wishlist_remove: 'Removed from wishlist',
  wishlist_clear: 'Cleared the wishlist',
  profile_updated: 'Updated the profile',
  preferences_updated: 'Updated preferences',
  share: 'Shared an event',
};

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="kp-card relative p-4 pl-17">
      <dt className="text-xs font-semibold text-ink-600">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-4 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-lg leading-snug font-bold break-words text-ink-900">{value}</dd>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-ink-200 px-4 py-6 text-center text-sm text-ink-600">
      {children}
    </p>
  );
}

function Overview({ owner }: { owner: string }) {
  const stats = useQuery(statsQueryOptions(owner));
  const viewed = useQuery(recentlyViewedQueryOptions(owner));
  const s = stats.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          Your stats
        </h2>
        {stats.isError ? <p role="alert">{stats.error.message}</p> : null}
        {s ? (
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Stat icon={<Ticket className="h-5 w-5" />} label="Total bookings" value={s.totalBookings} />
            <Stat
              icon={<IndianRupee className="h-5 w-5" />}
              label="Total spent"
              value={formatPaise(s.totalSpentPaise)}
            />
            <Stat
              icon={<CalendarCheck className="h-5 w-5" />}
              label="Upcoming events"
              value={s.upcomingEvents}
            />
            <Stat
              icon={<CheckCircle2 className="h-5 w-5" />}
              label="Events attended"
              value={s.eventsAttended}
            />
            <Stat
              icon={<MapPin className="h-5 w-5" />}
              label="Favourite venue"
              value={s.favoriteVenue ?? '—'}
            />
            <Stat
              icon={<Trophy className="h-5 w-5" />}
              label="Favourite sport"
              value={sportName(s.favoriteSport) ?? '—'}
            />
            <Stat icon={<Star className="h-5 w-5" />} label="Loyalty points" value={s.loyaltyPoints} />
            <Stat
              icon={<Heart className="h-5 w-5" />}
              label="Member since"
              value={formatMonthYear(s.memberSince)}
            />
          </dl>
        ) : stats.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <div key={i} className="kp-skeleton h-20" />
            ))}
          </div>
        ) : null}
        <Link
          to={paths.bookings()}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          View all bookings
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </section>
      <section aria-labelledby="viewed-title">
        <h2 id="viewed-title" className="text-lg font-bold text-ink-900">
          Recently viewed
        </h2>
        <div className="mt-3">
          {viewed.data && viewed.data.length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {viewed.data.slice(0, 6).map((item) => (
                <li key={item.id} className="kp-card p-4">
                  <Link
                    to={paths.event(item.id, item.category)}
                    className="font-semibold text-ink-900 hover:underline"
                  >
                    {item.title}
                  </Link>
                  <p className="text-sm text-ink-600">
                    {item.venue} · {formatPaise(item.pricePaise)}
                  </p>
                </li>
              ))}
            </ul>
          ) : viewed.isPending ? (
            <div className="kp-skeleton h-20" />
          ) : (
            <Empty>Events you open appear here.</Empty>
          )}
        </div>
      </section>
    </div>
  );
}

function Bookings({ owner }: { owner: string }) {
  const bookings = useQuery(recentBookingsQueryOptions(owner));
  if (bookings.isPending) return <div className="kp-skeleton h-32" />;
  if (bookings.isError) return <p role="alert">{bookings.error.message}</p>;
  if (bookings.data.length === 0)
    return (
      <Empty>
        No bookings yet.{' '}
        <Link to={paths.events()} className="font-semibold text-brand-700 underline">
          Browse events
        </Link>
      </Empty>
    );
  return (
    <div>
      <ul className="space-y-3">
        {bookings.data.map((booking) => (
          <li key={booking.id} className="kp-card flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">
                {booking.status === 'confirmed' ? (
                  <Link to={ticketsPath(booking.id)} className="hover:underline">
                    {booking.eventTitle}
                  </Link>
                ) : (
                  booking.eventTitle
                )}
              </p>
              <p className="text-sm text-ink-600">
                {booking.venue} · {formatEventDate(booking.eventDate)} · {booking.seats}{' '}
                {booking.seats === 1 ? 'seat' : 'seats'}
              </p>
            </div>
            <div className="flex items-center gap-3">
              {booking.status === 'confirmed' ? null : (
                <Badge tone={booking.status === 'pending' ? 'warning' : 'neutral'}>
                  {STATUS_LABELS[booking.status]}
                </Badge>
              )}
              <p className="font-bold">{formatPaise(booking.totalPaise)}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link
        to={paths.bookings()}
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        View all bookings
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </div>
  );
}

function Activity({ owner }: { owner: string }) {
  const activity = useQuery(activityQueryOptions(owner));
  if (activity.isPending) return <div className="kp-skeleton h-32" />;
  if (activity.isError) return <p role="alert">{activity.error.message}</p>;
  if (activity.data.length === 0) return <Empty>Your activity appears here.</Empty>;
  return (
    <ol className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
      {activity.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span className="font-medium text-ink-900">
            {ACTIVITY_LABELS[entry.action]}
            {typeof entry.data.title === 'string' ? `: ${entry.data.title}` : ''}
          </span>
          <time dateTime={entry.timestamp} className="text-ink-600">
            {formatDateTime(entry.timestamp)}
          </time>
        </li>
      ))}
    </ol>
  );
}

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
          <Overview owner={owner} />
        </TabsContent>
        <TabsContent value="bookings" className="pt-6">
          <Bookings owner={owner} />
        </TabsContent>
        <TabsContent value="activity" className="pt-6">
          <Activity owner={owner} />
        </TabsContent>
        <TabsContent value="preferences" className="pt-6">
          <div className="kp-card p-6">
            <PreferencesForm />
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
