import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Facts } from '@/client/components/ui/facts';
import { LiveStatus } from '@/client/components/ui/live-status';
import { BookingStatusBadge } from '@/client/components/ui/status-badges';
import { formatDateTime, formatEventWhen } from '@/shared/domain/format';
import type { AdminBooking } from '@/shared/schemas/admin-bookings';
import { adminBookingQueryOptions } from '../api/get-booking';
import { refundBlocked } from '../lib/refund-words';
import { AdmissionsSection, BillSection, PaymentSection, Section, TicketsSection } from './booking-records';
import { RefundDialog } from './refund-dialog';
import { ResendEmailDialog } from './resend-email-dialog';

type Open = 'refund' | 'resend' | null;

/**
 * One booking as an admin sees it: who booked what for which event, the bill, the payment and its
 * refunds, the tickets and admissions; Refund and Re-send e-mail, each confirmed in a dialog. What an
 * action did is announced; the booking shown is the one the server answered.
 */
export function BookingDetails({ booking }: { booking: AdminBooking }) {
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [told, setTold] = useState('');
  const refundable = refundBlocked(booking, 'full') === null || refundBlocked(booking, 'insurance') === null;

  const done = (answer: AdminBooking, message: string) => {
    client.setQueryData(adminBookingQueryOptions(answer.reference).queryKey, answer);
    void client.invalidateQueries({ queryKey: ['admin', 'bookings', 'search'] });
    setOpen(null);
    setTold(message);
  };

  return (
    <article aria-labelledby="booking-heading" className="mt-8 space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2
            id="booking-heading"
            className="flex flex-wrap items-center gap-3 text-2xl font-extrabold text-ink-900"
          >
            <span>Booking {booking.reference}</span>
            <BookingStatusBadge status={booking.status} />
          </h2>
          <p className="mt-1 text-ink-700">
            {booking.event.title} · {formatEventWhen(booking.event.startsAt)} · {booking.event.venue},{' '}
            {booking.event.city}
            {booking.event.status === 'cancelled' ? ' · event cancelled' : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {booking.status === 'confirmed' ? (
            <Button variant="secondary" onClick={() => setOpen('resend')}>
              Re-send e-mail
            </Button>
          ) : null}
          {refundable ? (
            <Button variant="danger" onClick={() => setOpen('refund')}>
              Refund…
            </Button>
          ) : null}
        </div>
      </header>
      <LiveStatus className="text-sm font-semibold text-pitch-700">{told}</LiveStatus>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Booked by">
          <Facts
            rows={[
              [
                'Account',
                booking.account ? `${booking.account.name} · ${booking.account.email}` : 'Guest (no account)',
              ],
              ['Contact', `${booking.contact.name} · ${booking.contact.email} · ${booking.contact.phone}`],
              ['E-mails go to', booking.mailTo],
              ['Seats', `${booking.category}: ${booking.seats.join(', ')}`],
              ['Booked', formatDateTime(booking.bookedAt)],
              ...(booking.confirmedAt
                ? [['Confirmed', formatDateTime(booking.confirmedAt)] as [string, string]]
                : []),
              ...(booking.refundedAt
                ? [['Refunded', formatDateTime(booking.refundedAt)] as [string, string]]
                : []),
              ...(booking.emailResentAt
                ? [['E-mail re-sent', formatDateTime(booking.emailResentAt)] as [string, string]]
                : []),
            ]}
          />
        </Section>
        <BillSection booking={booking} />
        <PaymentSection booking={booking} />
        <TicketsSection booking={booking} />
      </div>
      <AdmissionsSection booking={booking} />
      <RefundDialog booking={booking} open={open === 'refund'} onDone={done} onClose={() => setOpen(null)} />
      <ResendEmailDialog
        booking={booking}
        open={open === 'resend'}
        onDone={done}
        onClose={() => setOpen(null)}
      />
    </article>
  );
}
