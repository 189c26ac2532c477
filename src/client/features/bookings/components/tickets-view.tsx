import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus, FileText, Printer, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { QueryError } from '@/client/components/ui/query-error';
import { BookingStatusBadge } from '@/client/components/ui/status-badges';
import { ApiRequestError } from '@/client/lib/api-client';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { bookingInvoicePath } from '@/shared/domain/site-paths';
import { TRANSFER_REFUSALS, transferRefusal } from '@/shared/domain/ticket-transfer';
import type { Ticket } from '@/shared/schemas/booking';
import { bookingCalendarUrl, bookingQueryOptions } from '../api/get-booking';
import { bookingStatusNote } from '../booking-status';
import { useKeepTicketsOffline } from '../use-keep-offline';
import { bookingTicketProps, TicketCard } from './ticket-card';
import { TransferDialog, type TransferTarget } from './transfer-dialog';
import { TransferredTicket } from './transferred-tickets';

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

/** Transfer, or nothing when the gate has used the ticket (its card says so). */
function TransferAction({ ticket, onTransfer }: { ticket: Ticket; onTransfer: () => void }) {
  if (ticket.admittedAt) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={onTransfer}
      aria-label={`Transfer seat ${ticket.seatLabel}`}
    >
      <Send aria-hidden="true" className="h-4 w-4" />
      Transfer
    </Button>
  );
}

/** /bookings/:bookingId: one booking's tickets, each with the QR code the gate scans. */
export function TicketsView({ bookingId, now = new Date() }: { bookingId: string; now?: Date }) {
  const { user } = useSession();
  const query = useQuery(bookingQueryOptions(user?.id ?? 'guest', bookingId));
  const [transferring, setTransferring] = useState<TransferTarget | null>(null);
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
  const confirmed = data.status === 'confirmed';
  const hasTickets = confirmed && data.tickets.length > 0;
  // Why none of this booking's tickets can be given away now (the last 2 hours, a cancelled event).
  const closed = transferRefusal(
    {
      admittedAt: null,
      transferredAt: null,
      bookingStatus: data.status,
      eventCancelled: data.eventCancelled,
      eventStartsAt: data.eventDate,
    },
    now,
  );
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
            {closed ? ` Transfers are closed: ${TRANSFER_REFUSALS[closed].message}` : null}
          </p>
          <ul aria-label="Tickets" className="mt-6 grid gap-4 lg:grid-cols-2 print:mt-0 print:grid-cols-1">
            {data.tickets.map((ticket, index) => (
              <li key={ticket.id}>
                <TicketCard
                  {...bookingTicketProps(data, ticket, index)}
                  action={
                    closed ? null : (
                      <TransferAction
                        ticket={ticket}
                        onTransfer={() =>
                          setTransferring({
                            ticketId: ticket.id,
                            bookingId: data.id,
                            seatLabel: ticket.seatLabel,
                            eventTitle: data.eventTitle,
                            eventDate: data.eventDate,
                          })
                        }
                      />
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="kp-card mt-6 p-5">
          <BookingStatusBadge status={data.status} />
          <p className="mt-3 text-ink-700">
            {data.status === 'pending'
              ? 'Tickets are issued once the payment is confirmed.'
              : confirmed
                ? 'Every ticket of this booking was transferred.'
                : (bookingStatusNote(data) ?? 'This booking has no valid tickets.')}
          </p>
        </div>
      )}

      {data.transferredTickets.length > 0 ? (
        <section aria-labelledby="transferred-title" className="mt-8 print:hidden">
          <h2 id="transferred-title" className="text-xl font-bold text-ink-900">
            Transferred
          </h2>
          <ul className="mt-3 grid gap-3 lg:grid-cols-2">
            {data.transferredTickets.map((ticket) => (
              <li key={ticket.id}>
                <TransferredTicket ticket={ticket} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <TransferDialog target={transferring} onClose={() => setTransferring(null)} />
    </div>
  );
}
