import { WALLETS } from '@/shared/booking-constants';
import { formatPaise } from '@/shared/domain/format';
import type { RefundScope } from '@/shared/domain/refund';
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

/** What a refund in this scope returns: the insurance line, or what is left of the payment. */
export function refundPaise(booking: AdminBooking, scope: RefundScope): number {
  if (scope === 'insurance') return booking.quote.insurancePaise;
  return booking.payment
    ? booking.payment.amountPaise - booking.payment.amountRefundedPaise
    : booking.totalPaise;
}

/** Why this scope cannot be refunded now, or null when it can. */
export function refundBlocked(booking: AdminBooking, scope: RefundScope): string | null {
  if (booking.status === 'refunded') return 'Refunded in full already.';
  if (booking.status !== 'confirmed') return 'Only a confirmed booking can be refunded.';
  if (scope === 'full') return null;
  if (!booking.insurance || booking.quote.insurancePaise <= 0) return 'No ticket insurance was bought.';
  return booking.insuranceRefundedAt ? 'The insurance was refunded already.' : null;
}

/** The question the refund dialog asks: the amount, where it goes, what happens to the tickets. */
export function refundQuestion(booking: AdminBooking, scope: RefundScope): string {
  const amount = formatPaise(refundPaise(booking, scope));
  const to = booking.payment ? ` to ${instrumentWords(booking.payment)}` : '';
  return scope === 'full'
    ? `Refund ${amount}${to}? The tickets stop working.`
    : `Refund the ticket insurance, ${amount},${to}? The booking and its tickets stay valid.`;
}
