import { CalendarPlus, CreditCard, FileText, MapPin, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { BookingStatusBadge } from '@/client/components/ui/status-badges';
import { paths } from '@/client/paths';
import { formatDate, formatEventWhen, formatPaise } from '@/shared/domain/format';
import { bookingInvoicePath, bookingTicketsPath } from '@/shared/domain/site-paths';
import type { Booking } from '@/shared/schemas/booking';
import { bookingCalendarUrl } from '../api/get-booking';
import { payLaterPath } from '../api/resume-checkout';
import { bookingStatusNote } from '../booking-status';

/** 'Transferred: Gold-2 to Ravi Kumar. Its old QR code no longer works.', or null when none was. */
function transferredNote(tickets: Booking['transferredTickets']): string | null {
  if (tickets.length === 0) return null;
  const list = tickets.map((ticket) => `${ticket.seatLabel} to ${ticket.transferredTo}`).join(', ');
  const voided =
    tickets.length === 1 ? 'Its old QR code no longer works' : 'Their old QR codes no longer work';
  return `Transferred: ${list}. ${voided}.`;
}

/**
 * One booking in the history: event, when and where, seats, amount, status, payment and reference.
 * A guest's booking opened by a look-up link (`guest`) offers its invoice alone: paying later, the
 * tickets page and the calendar entry are an account's.
 */
export function BookingCard({ booking, guest = false }: { booking: Booking; guest?: boolean }) {
  const note = bookingStatusNote(booking);
  const titleId = `booking-${booking.id}-title`;
  const confirmed = booking.status === 'confirmed';
  const given = transferredNote(booking.transferredTickets);
  // Paid bookings have a tax invoice, refunded ones too (marked refunded).
  const invoice = (
    <Link to={bookingInvoicePath(booking.id)} className={buttonClass('secondary', 'sm')}>
      <FileText aria-hidden="true" className="h-4 w-4" />
      Tax invoice
      <span className="sr-only"> for {booking.eventTitle}</span>
    </Link>
  );
  return (
    <article aria-labelledby={titleId} className="kp-card p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold text-ink-900">
            <Link to={paths.event(booking.eventId)} className="hover:underline">
              {booking.eventTitle}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-ink-600">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            {booking.venue}, {booking.city}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold text-ink-600">When</dt>
          <dd className="font-medium text-ink-900">
            <time dateTime={booking.eventDate}>{formatEventWhen(booking.eventDate)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-600">Seats</dt>
          <dd className="font-medium text-ink-900">
            {booking.seats.length} × {booking.category}
            <span className="block text-ink-600">{booking.seats.join(', ')}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-600">Amount</dt>
          <dd className="font-bold text-ink-900">{formatPaise(booking.totalPaise)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-600">Booking reference</dt>
          <dd className="font-mono font-medium text-ink-900">{booking.reference}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold text-ink-600">Payment ID</dt>
          <dd className="font-mono text-ink-900 break-all">{booking.paymentId ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-600">Booked on</dt>
          <dd className="text-ink-900">{formatDate(booking.bookingDate)}</dd>
        </div>
      </dl>

      {note ? <p className="mt-4 text-sm text-ink-600">{note}</p> : null}
      {given ? <p className="mt-4 text-sm text-ink-600">{given}</p> : null}

      {booking.status === 'pending' && !guest ? (
        <div className="mt-5">
          <Link to={payLaterPath(booking.id)} className={buttonClass('primary', 'sm')}>
            <CreditCard aria-hidden="true" className="h-4 w-4" />
            Complete payment
            <span className="sr-only"> for {booking.eventTitle}</span>
          </Link>
        </div>
      ) : null}

      {confirmed && !guest ? (
        <div className="mt-5 flex flex-wrap gap-2">
          <Link to={bookingTicketsPath(booking.id)} className={buttonClass('primary', 'sm')}>
            <Ticket aria-hidden="true" className="h-4 w-4" />
            View tickets
            <span className="sr-only"> for {booking.eventTitle}</span>
          </Link>
          <a
            href={bookingCalendarUrl(booking.id)}
            download={`${booking.reference}.ics`}
            className={buttonClass('secondary', 'sm')}
          >
            <CalendarPlus aria-hidden="true" className="h-4 w-4" />
            Add to calendar
            <span className="sr-only"> ({booking.eventTitle})</span>
          </a>
          {invoice}
        </div>
      ) : null}
      {booking.status === 'refunded' || (confirmed && guest) ? (
        <div className="mt-5 flex flex-wrap gap-2">{invoice}</div>
      ) : null}
    </article>
  );
}
