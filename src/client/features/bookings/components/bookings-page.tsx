import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { QueryError } from '@/client/components/ui/query-error';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { groupBookings } from '@/shared/domain/booking-history';
import type { Booking } from '@/shared/schemas/booking';
import { bookingsQueryOptions } from '../api/list-bookings';
import { useKeepTicketsOffline } from '../use-keep-offline';
import { BookingCard } from './booking-card';
import { ReceivedTickets } from './received-tickets';

function Group({
  id,
  title,
  note,
  bookings,
  empty,
}: {
  id: string;
  title: string;
  note?: string;
  bookings: Booking[];
  empty: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-ink-900">
        {title}
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm font-semibold text-ink-700">
          {bookings.length}
        </span>
      </h2>
      {note ? <p className="mt-1 text-sm text-ink-600">{note}</p> : null}
      <div className="mt-4">
        {bookings.length > 0 ? (
          <ul className="space-y-4">
            {bookings.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-ink-200 px-4 py-6 text-center text-sm text-ink-600">
            {empty}
          </p>
        )}
      </div>
    </section>
  );
}

const browse = (
  <Link to={paths.events()} className="font-semibold text-brand-700 underline">
    Browse events
  </Link>
);

/**
 * /bookings: the tickets others transferred to the signed-in user, and their bookings split Upcoming
 * and Attended (product-spec.md section 4).
 */
export function BookingsPage({ now = new Date() }: { now?: Date }) {
  useDocumentTitle('My Bookings');
  const { user } = useSession();
  const bookings = useQuery(bookingsQueryOptions(user?.id ?? 'guest'));
  useKeepTicketsOffline(bookings.data?.map((booking) => booking.id));

  let body: ReactNode;
  if (bookings.isPending) {
    body = (
      <div className="space-y-4" aria-busy="true">
        <div className="kp-skeleton h-48" />
        <div className="kp-skeleton h-48" />
      </div>
    );
  } else if (bookings.isError) {
    body = <QueryError what="your bookings" onRetry={() => void bookings.refetch()} />;
  } else if (bookings.data.length === 0) {
    body = (
      <div className="kp-card px-6 py-12 text-center">
        <p aria-hidden="true" className="text-5xl">
          🎟️
        </p>
        <h2 className="mt-4 text-xl font-bold text-ink-900">No bookings yet</h2>
        <p className="mt-2 text-ink-600">Tickets you book appear here, ready to show at the gate.</p>
        <Link to={paths.events()} className={buttonClass('primary', 'md', 'mt-6')}>
          Browse events
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    );
  } else {
    const groups = groupBookings(bookings.data, now);
    body = (
      <div>
        <Group
          id="upcoming-title"
          title="Upcoming"
          bookings={groups.upcoming}
          empty={<span>No upcoming matches booked. {browse}</span>}
        />
        <Group
          id="attended-title"
          title="Attended"
          bookings={groups.attended}
          empty="Matches you have been to appear here."
        />
        {groups.other.length > 0 ? (
          <Group
            id="other-title"
            title="Not confirmed or refunded"
            note="Bookings that were not paid, expired, were cancelled, or were refunded. They carry no valid tickets and are not counted above."
            bookings={groups.other}
            empty={null}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">My Bookings</h1>
      <p className="mt-1 text-ink-600">Your matches, seats and tickets. Times are India Standard Time.</p>
      <div className="mt-8">
        {user ? <ReceivedTickets owner={user.id} now={now} /> : null}
        {body}
      </div>
    </div>
  );
}
