import { ArrowLeft, Eye, Loader2, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { NoticeCard } from '@/client/components/ui/notice-card';
import { ApiRequestError } from '@/client/lib/api-client';
import { messageOf } from '@/client/lib/form-errors';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import type { FoundBooking as Found } from '@/shared/schemas/booking-lookup';
import { openBookingLink } from '../api/open-booking-link';
import { BookingCard } from './booking-card';
import { bookingTicketProps, TicketCard } from './ticket-card';
import { PRINT_CSS } from './tickets-view';

type State =
  | { kind: 'ready' }
  | { kind: 'opening' }
  | { kind: 'found'; found: Found }
  | { kind: 'refused'; code: string; message: string };

function Refused({ code, message }: { code: string; message: string }) {
  const action =
    code === 'link_in_account' ? (
      <Link to={paths.login(paths.bookings())} className={buttonClass('primary', 'md')}>
        Sign in
      </Link>
    ) : (
      <Link to={paths.findBooking()} className={buttonClass('primary', 'md')}>
        Ask for a new link
      </Link>
    );
  return (
    <NoticeCard tone="problem" live="alert" title="This link cannot show the booking" action={action}>
      {message}
    </NoticeCard>
  );
}

function Booking({ found }: { found: Found }) {
  const { booking, inAccount } = found;
  const hasTickets = booking.status === 'confirmed' && booking.tickets.length > 0;
  return (
    <div className="space-y-6">
      <style>{PRINT_CSS}</style>
      {inAccount ? (
        <div className="print:hidden">
          <NoticeCard
            tone="success"
            live="status"
            title="This booking is in your account"
            action={
              <Link to={paths.bookings()} className={buttonClass('primary', 'md')}>
                My Bookings
              </Link>
            }
          >
            It was made with your account's e-mail address, so My Bookings shows it from now on.
          </NoticeCard>
        </div>
      ) : null}
      <section aria-labelledby="found-booking-title" className="print:hidden">
        <h2 id="found-booking-title" className="sr-only">
          Booking
        </h2>
        <BookingCard booking={booking} guest />
      </section>
      {hasTickets ? (
        <section aria-labelledby="found-tickets-title">
          <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
            <div>
              <h2 id="found-tickets-title" className="text-xl font-bold text-ink-900">
                Tickets
              </h2>
              <p className="mt-1 text-sm text-ink-600">
                Show each QR code at the gate, on your phone or printed. Each code is one person’s ticket.
              </p>
            </div>
            <button type="button" onClick={() => window.print()} className={buttonClass('primary', 'md')}>
              <Printer aria-hidden="true" className="h-4 w-4" />
              Print tickets
            </button>
          </div>
          <ul aria-label="Tickets" className="mt-4 grid gap-4 lg:grid-cols-2 print:mt-0 print:grid-cols-1">
            {booking.tickets.map((ticket, index) => (
              <li key={ticket.id}>
                <TicketCard {...bookingTicketProps(booking, ticket, index)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The page a guest's look-up link opens. The link shows the booking in the first browser that
 * opens it, so it is opened by a click rather than on arrival (a mail scanner visiting the address
 * would otherwise take it); a reload asks again in the same browser.
 */
export function FoundBooking({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'ready' });
  useDocumentTitle(state.kind === 'found' ? `Booking ${state.found.booking.reference}` : 'Your booking');

  const open = async () => {
    setState({ kind: 'opening' });
    try {
      setState({ kind: 'found', found: await openBookingLink(token) });
    } catch (error) {
      setState({
        kind: 'refused',
        code: error instanceof ApiRequestError ? error.code : 'network',
        message: messageOf(error),
      });
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <Link
        to={paths.findBooking()}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Find my booking
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-900 print:hidden">Your booking</h1>
      <div className="mt-6">
        {state.kind === 'found' ? <Booking found={state.found} /> : null}
        {state.kind === 'refused' ? <Refused code={state.code} message={state.message} /> : null}
        {state.kind === 'ready' || state.kind === 'opening' ? (
          <div className="kp-card max-w-xl p-6">
            <p className="text-ink-700">
              This link shows your booking and its tickets in the first browser that opens it, for 24 hours
              from when we sent it. Open it on the phone or computer you will take to the match.
            </p>
            <button
              type="button"
              onClick={open}
              disabled={state.kind === 'opening'}
              className={buttonClass('primary', 'lg', 'mt-5')}
            >
              {state.kind === 'opening' ? (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <Eye aria-hidden="true" className="h-4 w-4" />
              )}
              Show my booking
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
