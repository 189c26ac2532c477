import { describe, expect, it } from 'vitest';
import { testAdminBooking } from '@/client/test/booking';
import { instrumentWords, refundBlocked, refundQuestion } from './refund-words';

const booking = testAdminBooking();
const { payment } = booking;
if (!payment) throw new Error('the test booking was paid');

describe('the refund dialog’s words', () => {
  it('names the amount, where it goes and what happens to the tickets', () => {
    expect(refundQuestion(booking, 'full')).toBe(
      'Refund ₹2,950 to the card ending 4242? The tickets stop working.',
    );
    expect(refundQuestion(booking, 'insurance')).toBe(
      'Refund the ticket insurance, ₹120, to the card ending 4242? The booking and its tickets stay valid.',
    );
    // After the insurance went back, a full refund returns the rest.
    const rest = {
      ...booking,
      insuranceRefundedAt: '2026-11-21T10:00:00.000Z',
      payment: { ...payment, amountRefundedPaise: 12_000 },
    };
    expect(refundQuestion(rest, 'full')).toBe(
      'Refund ₹2,830 to the card ending 4242? The tickets stop working.',
    );
  });

  it('says UPI and wallets as a person would', () => {
    expect(instrumentWords({ ...payment, method: 'upi', instrument: 'as****@okaxis' })).toBe(
      'UPI as****@okaxis',
    );
    expect(instrumentWords({ ...payment, method: 'wallet', instrument: 'paytm' })).toBe('Paytm');
  });

  it('says why a scope cannot be refunded', () => {
    expect(refundBlocked(booking, 'full')).toBeNull();
    // A ticket given to someone else would stop working in their hands.
    const given = {
      ...booking,
      tickets: booking.tickets.map((ticket, i) =>
        i === 1 ? { ...ticket, transferredTo: 'Ravi', transferredAt: '2026-11-21T10:00:00.000Z' } : ticket,
      ),
    };
    expect(refundBlocked(given, 'full')).toBe(
      'Tickets of this booking were transferred to someone else: a full refund would void theirs.',
    );
    expect(refundBlocked(given, 'insurance')).toBeNull();
    expect(refundBlocked({ ...booking, insurance: false }, 'insurance')).toBe(
      'No ticket insurance was bought.',
    );
    expect(refundBlocked({ ...booking, status: 'refunded' }, 'insurance')).toBe('Refunded in full already.');
    expect(refundBlocked({ ...booking, status: 'refunded' }, 'full')).toBe('Refunded in full already.');
    expect(refundBlocked({ ...booking, insuranceRefundedAt: '2026-11-21T10:00:00.000Z' }, 'insurance')).toBe(
      'The insurance was refunded already.',
    );
    expect(refundBlocked({ ...booking, status: 'pending' }, 'full')).toBe(
      'Only a confirmed booking can be refunded.',
    );
  });
});
