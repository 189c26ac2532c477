import type { ReactNode } from 'react';
import { Facts } from '@/client/components/ui/facts';
import { formatDateTime, formatPaise } from '@/shared/domain/format';
import type { AdminBooking } from '@/shared/schemas/admin-bookings';
import { instrumentWords } from '../lib/refund-words';

// The records behind a booking as the admin reads them: the bill, the payment and its refunds, the
// tickets, and what the gates recorded.

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `booking-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="kp-card p-4 sm:p-5">
      <h3 id={id} className="mb-3 text-base font-bold text-ink-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function BillSection({ booking }: { booking: AdminBooking }) {
  const q = booking.quote;
  const insurance = booking.insuranceRefundedAt
    ? `${formatPaise(q.insurancePaise)} (refunded ${formatDateTime(booking.insuranceRefundedAt)})`
    : formatPaise(q.insurancePaise);
  const rows: [string, ReactNode][] = [
    ['Tickets', formatPaise(q.seatsPaise)],
    ...(q.dealDiscountPaise > 0
      ? [['Deal discount', `− ${formatPaise(q.dealDiscountPaise)}`] as [string, string]]
      : []),
    ['Add-ons', formatPaise(q.addOnsPaise)],
    ['Ticket insurance', booking.insurance ? insurance : 'Not bought'],
    ['Convenience fee', formatPaise(q.convenienceFeePaise)],
    ['GST', formatPaise(q.gstPaise)],
    ['Total', <strong key="total">{formatPaise(booking.totalPaise)}</strong>],
  ];
  return (
    <Section title="Bill">
      <Facts rows={rows} />
    </Section>
  );
}

export function PaymentSection({ booking }: { booking: AdminBooking }) {
  const payment = booking.payment;
  return (
    <Section title="Payment">
      {payment ? (
        <>
          <Facts
            rows={[
              ['Paid with', instrumentWords(payment)],
              ['Amount', formatPaise(payment.amountPaise)],
              ['Captured', formatDateTime(payment.capturedAt)],
              ['Refunded so far', formatPaise(payment.amountRefundedPaise)],
              [
                'Gateway order',
                <code key="order" className="break-all">
                  {payment.orderId}
                </code>,
              ],
              [
                'Payment id',
                <code key="payment" className="break-all">
                  {payment.id}
                </code>,
              ],
            ]}
          />
          {payment.refunds.length > 0 ? (
            <>
              <h4 className="mt-4 text-sm font-bold text-ink-900">Refunds</h4>
              <ul className="mt-1 space-y-1 text-sm text-ink-900">
                {payment.refunds.map((refund) => (
                  <li key={refund.id}>
                    {formatPaise(refund.amountPaise)} on {formatDateTime(refund.at)} ·{' '}
                    <code className="break-all text-ink-600">{refund.id}</code>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-ink-600">No payment was captured for this booking.</p>
      )}
    </Section>
  );
}

function ticketState(ticket: AdminBooking['tickets'][number], void_: boolean): string {
  if (ticket.transferredAt) return `Transferred to ${ticket.transferredTo ?? 'someone else'}`;
  if (ticket.admittedAt)
    return `Admitted ${formatDateTime(ticket.admittedAt)}${ticket.admittedBy ? ` by ${ticket.admittedBy}` : ''}`;
  return void_ ? 'Void (not admitted)' : 'Not admitted yet';
}

export function TicketsSection({ booking }: { booking: AdminBooking }) {
  const void_ = booking.status !== 'confirmed';
  return (
    <Section title="Tickets">
      {booking.tickets.length === 0 ? (
        <p className="text-sm text-ink-600">No tickets were issued.</p>
      ) : (
        <ul className="divide-y divide-ink-100 text-sm">
          {booking.tickets.map((ticket) => (
            <li key={ticket.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-semibold text-ink-900">
                {ticket.seatLabel} · {ticket.holderName}
              </span>
              <span className="text-ink-700">{ticketState(ticket, void_)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const OUTCOMES = {
  admitted: 'Admitted',
  conflict: 'Second scan (conflict)',
  void: 'Refused offline',
} as const;

export function AdmissionsSection({ booking }: { booking: AdminBooking }) {
  return (
    <Section title="Admissions">
      {booking.admissions.length === 0 ? (
        <p className="text-sm text-ink-600">No gate has scanned these tickets.</p>
      ) : (
        <ul className="divide-y divide-ink-100 text-sm">
          {booking.admissions.map((admission) => (
            <li key={admission.id} className="py-2">
              <span className="font-semibold text-ink-900">
                {admission.seatLabel}: {OUTCOMES[admission.outcome]}
                {admission.voidReason ? ` (${admission.voidReason})` : ''}
              </span>
              <span className="block text-ink-700">
                {formatDateTime(admission.admittedAt)} · gate device {admission.deviceId}
                {admission.recordedBy ? ` · ${admission.recordedBy}` : ''}
                {admission.undoneAt ? ` · undone ${formatDateTime(admission.undoneAt)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
