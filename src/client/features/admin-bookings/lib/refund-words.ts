import { WALLETS } from '@/shared/booking-constants';
import { formatPaise } from '@/shared/domain/format';
import { type RefundScope, refundAmountPaise, refundRefusal } from '@/shared/domain/refund';
import type { AdminBooking, AdminPayment } from '@/shared/schemas/admin-bookings';

/** How the fan paid, as a person says it: 'the card ending 4242', 'UPI as****@okaxis', 'Paytm'. */
export function instrumentWords(payment: AdminPayment): string {
  const { method, instrument } = payment;
  if (method === 'card') return instrument ? `the card ending ${instrument}` : 'the card';
  if (method === 'upi') return instrument ? `UPI ${instrument}` : 'UPI';
  if (method === 'wallet')
    return (
      WALLETS.find((wallet) => wallet.id === instrument)?.name ?? `the ${instrument ?? ''} wallet`.trim()
    );
  return method;
}

/** The booking as the refund rule reads it (an insurance line counts only when it was bought). */
const refundable = (booking: AdminBooking) => ({
  status: booking.status,
  totalPaise: booking.totalPaise,
  insurancePaise: booking.insurance ? booking.quote.insurancePaise : 0,
  insuranceRefunded: booking.insuranceRefundedAt !== null,
  // Each ticket its buyer gave on is in someone else's hands (a chain of gifts ends in one ticket).
  ticketsGivenAway: booking.tickets.filter((ticket) => ticket.transferredAt !== null).length,
});

/** What a refund in this scope returns (the server's rule). */
export const refundPaise = (booking: AdminBooking, scope: RefundScope): number =>
  refundAmountPaise(refundable(booking), scope);

const BLOCKED: Record<Exclude<ReturnType<typeof refundRefusal>, null>, Record<RefundScope, string>> = {
  done: { full: 'Refunded in full already.', insurance: 'The insurance was refunded already.' },
  already_refunded: { full: 'Refunded in full already.', insurance: 'Refunded in full already.' },
  not_confirmed: {
    full: 'Only a confirmed booking can be refunded.',
    insurance: 'Only a confirmed booking can be refunded.',
  },
  no_insurance: { full: 'No ticket insurance was bought.', insurance: 'No ticket insurance was bought.' },
  tickets_given_away: {
    full: 'Tickets of this booking were transferred to someone else: a full refund would void theirs.',
    insurance: 'Tickets of this booking were transferred to someone else.',
  },
};

/** Why this scope cannot be refunded now (refundRefusal, in the dialog's words), or null when it can. */
export function refundBlocked(booking: AdminBooking, scope: RefundScope): string | null {
  const refusal = refundRefusal(refundable(booking), scope);
  return refusal ? BLOCKED[refusal][scope] : null;
}

/** The question the refund dialog asks: the amount, where it goes, what happens to the tickets. */
export function refundQuestion(booking: AdminBooking, scope: RefundScope): string {
  const amount = formatPaise(refundPaise(booking, scope));
  const to = booking.payment ? ` to ${instrumentWords(booking.payment)}` : '';
  return scope === 'full'
    ? `Refund ${amount}${to}? The tickets stop working.`
    : `Refund the ticket insurance, ${amount},${to}? The booking and its tickets stay valid.`;
}
