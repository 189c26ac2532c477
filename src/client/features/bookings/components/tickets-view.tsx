import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus, FileText, MapPin, Printer, ScanLine } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { buttonClass } from '@/client/components/ui/button-class';
import { QrCode } from '@/client/components/ui/qr-code';
import { QueryError } from '@/client/components/ui/query-error';
import { ApiRequestError } from '@/client/lib/api-client';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { formatEventWhen } from '@/shared/domain/format';
import { bookingInvoicePath } from '@/shared/domain/site-paths';
import type { Booking, Ticket } from '@/shared/schemas/booking';
import { bookingCalendarUrl, bookingQueryOptions } from '../api/get-booking';
import { BOOKING_STATUS, bookingStatusNote } from '../booking-status';
import { useKeepTicketsOffline } from '../use-keep-offline';

/**
 * Printing shows the tickets only: the site header, footer and this page's own controls are
 * hidden, and no ticket is split across two sheets. Scoped to this page by being rendered by it.
 */
export const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  html, body { background: #fff !important; }
  #root > div > :not(main), [data-sonner-toaster] { display: none !important; }
  .kp-ticket { break-inside: avoid; box-shadow: none !important; }
}`;

/** One ticket: its QR code for the gate, the match, the seat and its holder. */
export function TicketCard({ booking, ticket, index }: { booking: Booking; ticket: Ticket; index: number }) {
  const titleId = `ticket-${ticket.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="kp-ticket kp-card flex flex-col overflow-hidden border-ink-200 sm:flex-row print:border-black"
    >
      <div className="flex flex-col items-center justify-center gap-2 border-b-2 border-dashed border-ink-200 bg-white p-5 sm:border-r-2 sm:border-b-0">
        <QrCode
          value={ticket.token}
          size={168}
          label={`Entry QR code for seat ${ticket.seatLabel}, booking ${booking.reference}`}
        />
        <p className="font-mono text-xs text-ink-600">{booking.reference}</p>
      </div>
      <div className="min-w-0 flex-1 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          KhelPass ticket {index + 1} of {booking.tickets.length}
        </p>
        {ticket.admittedAt && (
          <p className="mt-2 flex items-start gap-1.5 rounded-md border border-ink-200 bg-ink-50 px-2.5 py-1.5 text-sm font-semibold text-ink-900">
            <ScanLine aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              Used at the gate ·{' '}
              <time dateTime={ticket.admittedAt}>{formatEventWhen(ticket.admittedAt)}</time>
            </span>
          </p>
        )}
        <h2 id={titleId} className="mt-1 text-lg leading-snug font-bold text-ink-900">
          {booking.eventTitle}
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          <time dateTime={booking.eventDate}>{formatEventWhen(booking.eventDate)}</time>
        </p>
        <p className="mt-0.5 flex items-start gap-1.5 text-sm text-ink-700">
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {booking.venue}, {booking.city}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div className="col-span-2">
            <dt className="text-xs font-semibold text-ink-600">Seat</dt>
            <dd className="text-xl font-extrabold text-ink-900">{ticket.seatLabel}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-ink-600">Category</dt>
            <dd className="font-semibold text-ink-900">{booking.category}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs font-semibold text-ink-600">Ticket holder</dt>
            <dd className="font-semibold break-words text-ink-900">{ticket.holderName}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-ink-600">Booking reference</dt>
            <dd className="font-mono font-semibold text-ink-900">{booking.reference}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

/** /bookings/:bookingId: one booking's tickets, each with the QR code the gate scans. */
export function TicketsView({ bookingId }: { bookingId: string }) {
  const { user } = useSession();
  const query = useQuery(bookingQueryOptions(user?.id ?? 'guest', bookingId));
  const booking = query.data;
  useKeepTicketsOffline(booking ? [booking.id] : undefined);
  useDocumentTitle(booking ? `Tickets · ${booking.eventTitle}` : 'Tickets');

  const back = (
    <Link
      to={paths.bookings()}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      My Bookings
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
        {back}
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-900">Your tickets</h1>
        <div className="mt-8 grid gap-4 lg:grid-cols-2">
          <div className="kp-skeleton h-56" />
          <div className="kp-skeleton h-56" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        {back}
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-900">Your tickets</h1>
        <div className="mt-6">
          {missing ? (
            <p role="alert" className="kp-card p-5 text-ink-700">
              We couldn't find this booking in your account.
            </p>
          ) : (
            <QueryError what="this booking" onRetry={() => void query.refetch()} />
          )}
        </div>
      </div>
    );
  }

  const data = query.data;
  const hasTickets = data.status === 'confirmed' && data.tickets.length > 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      {back}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Your tickets</h1>
          <p className="mt-1 text-ink-600">
            {data.eventTitle} ·{' '}
            {hasTickets
              ? `${data.tickets.length} ${data.tickets.length === 1 ? 'ticket' : 'tickets'} · `
              : ''}
            <span className="font-mono">{data.reference}</span>
          </p>
        </div>
        {hasTickets ? (
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={() => window.print()} className={buttonClass('primary', 'md')}>
              <Printer aria-hidden="true" className="h-4 w-4" />
              Print tickets
            </button>
            <a
              href={bookingCalendarUrl(data.id)}
              download={`${data.reference}.ics`}
              className={buttonClass('secondary', 'md')}
            >
              <CalendarPlus aria-hidden="true" className="h-4 w-4" />
              Add to calendar
            </a>
            <Link to={bookingInvoicePath(data.id)} className={buttonClass('secondary', 'md')}>
              <FileText aria-hidden="true" className="h-4 w-4" />
              Tax invoice
            </Link>
          </div>
        ) : null}
      </div>

      {hasTickets ? (
        <div>
          <p className="mt-2 text-sm text-ink-600 print:hidden">
            Show each QR code at the gate, on your phone or printed. Each code is one person’s ticket.
          </p>
          <ul aria-label="Tickets" className="mt-6 grid gap-4 lg:grid-cols-2 print:mt-0 print:grid-cols-1">
            {data.tickets.map((ticket, index) => (
              <li key={ticket.id}>
                <TicketCard booking={data} ticket={ticket} index={index} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="kp-card mt-6 p-5">
          <Badge tone={BOOKING_STATUS[data.status].tone}>{BOOKING_STATUS[data.status].label}</Badge>
          <p className="mt-3 text-ink-700">
            {data.status === 'pending'
              ? 'Tickets are issued once the payment is confirmed.'
              : (bookingStatusNote(data) ?? 'This booking has no valid tickets.')}
          </p>
        </div>
      )}
    </div>
  );
}
