import { EmptyState } from '@/client/components/ui/empty-state';
import { BookingStatusBadge } from '@/client/components/ui/status-badges';
import { formatDateTime, formatPaise } from '@/shared/domain/format';
import type { AccountDetail } from '@/shared/schemas/admin-accounts';

/** The account's bookings, newest first: one row each, wrapping on a phone. */
export function AccountBookings({ bookings }: { bookings: AccountDetail['bookings'] }) {
  return (
    <section aria-labelledby="account-bookings" className="mt-6">
      <h2 id="account-bookings" className="text-lg font-bold text-ink-900">
        Bookings
      </h2>
      {bookings.length === 0 ? (
        <div className="mt-3">
          <EmptyState>No bookings made with this account.</EmptyState>
        </div>
      ) : (
        <ul className="kp-card mt-3 divide-y divide-ink-100">
          {bookings.map((booking) => (
            <li
              key={booking.reference}
              className="grid gap-x-4 gap-y-1 p-4 text-sm sm:grid-cols-[8rem_minmax(0,1fr)_auto_7rem] sm:items-center"
            >
              <span className="font-mono font-semibold text-ink-900">{booking.reference}</span>
              <span className="min-w-0 break-words text-ink-700">
                {booking.eventTitle}
                <span className="block text-xs text-ink-600">Booked {formatDateTime(booking.createdAt)}</span>
              </span>
              <span>
                <BookingStatusBadge status={booking.status} />
              </span>
              <span className="font-semibold text-ink-900 tabular-nums sm:text-right">
                {formatPaise(booking.totalPaise)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The account's live sessions: when and from where, never their ids. */
export function AccountSessions({ sessions }: { sessions: AccountDetail['sessions'] }) {
  return (
    <section aria-labelledby="account-sessions" className="mt-6">
      <h2 id="account-sessions" className="text-lg font-bold text-ink-900">
        Live sessions
      </h2>
      {sessions.length === 0 ? (
        <div className="mt-3">
          <EmptyState>Not signed in anywhere.</EmptyState>
        </div>
      ) : (
        <ul className="kp-card mt-3 divide-y divide-ink-100">
          {sessions.map((session) => (
            <li
              key={`${session.startedAt}-${session.lastSeenAt}-${session.userAgent}`}
              className="p-4 text-sm"
            >
              <p className="break-words text-ink-900">{session.userAgent ?? 'Unknown browser'}</p>
              <p className="mt-1 text-xs text-ink-600">
                Started {formatDateTime(session.startedAt)} · last seen {formatDateTime(session.lastSeenAt)} ·
                from {session.address ?? 'an unknown address'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
