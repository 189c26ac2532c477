import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { EmptyState } from '@/client/components/ui/empty-state';
import { BookingStatusBadge } from '@/client/components/ui/status-badges';
import { paths } from '@/client/paths';
import { formatEventDate, formatPaise } from '@/shared/domain/format';
import { bookingTicketsPath } from '@/shared/domain/site-paths';
import { recentBookingsQueryOptions } from '../api/list-recent-bookings';
import { payLaterPath } from '../api/resume-checkout';

/** The dashboard's Recent bookings tab: the five newest, a confirmed one linking to its tickets. */
export function RecentBookings({ owner }: { owner: string }) {
  const bookings = useQuery(recentBookingsQueryOptions(owner));
  if (bookings.isPending) return <div className="kp-skeleton h-32" />;
  if (bookings.isError) return <p role="alert">{bookings.error.message}</p>;
  if (bookings.data.length === 0)
    return (
      <EmptyState>
        No bookings yet.{' '}
        <Link to={paths.events()} className="font-semibold text-brand-700 underline">
          Browse events
        </Link>
      </EmptyState>
    );
  return (
    <div>
      <ul className="space-y-3">
        {bookings.data.map((booking) => (
          <li key={booking.id} className="kp-card flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">
                {booking.status === 'confirmed' ? (
                  <Link to={bookingTicketsPath(booking.id)} className="hover:underline">
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
            <div className="flex flex-wrap items-center gap-3">
              {booking.status === 'confirmed' ? null : <BookingStatusBadge status={booking.status} />}
              <p className="font-bold">{formatPaise(booking.totalPaise)}</p>
              {booking.status === 'pending' ? (
                <Link to={payLaterPath(booking.id)} className={buttonClass('primary', 'sm')}>
                  Complete payment<span className="sr-only"> for {booking.eventTitle}</span>
                </Link>
              ) : null}
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
