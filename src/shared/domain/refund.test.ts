import { describe, expect, it } from 'vitest';
import { type RefundableBooking, refundAmountPaise, refundRefusal } from './refund';

const confirmed: RefundableBooking = {
  status: 'confirmed',
  insurancePaise: 12_000,
  insuranceRefunded: false,
  ticketsGivenAway: 0,
};

describe('refundRefusal', () => {
  it('refunds a confirmed booking in full, or its insurance', () => {
    expect(refundRefusal(confirmed, 'full')).toBeNull();
    expect(refundRefusal(confirmed, 'insurance')).toBeNull();
    // After its insurance went back, the rest may still be refunded.
    expect(refundRefusal({ ...confirmed, insuranceRefunded: true }, 'full')).toBeNull();
  });

  it('answers what is already so as done', () => {
    expect(refundRefusal({ ...confirmed, status: 'refunded' }, 'full')).toBe('done');
    expect(refundRefusal({ ...confirmed, insuranceRefunded: true }, 'insurance')).toBe('done');
  });

  it('says why not', () => {
    expect(refundRefusal({ ...confirmed, status: 'pending' }, 'full')).toBe('not_confirmed');
    expect(refundRefusal({ ...confirmed, status: 'cancelled' }, 'insurance')).toBe('not_confirmed');
    expect(refundRefusal({ ...confirmed, status: 'refunded' }, 'insurance')).toBe('already_refunded');
    expect(refundRefusal({ ...confirmed, insurancePaise: 0 }, 'insurance')).toBe('no_insurance');
    expect(refundRefusal({ ...confirmed, ticketsGivenAway: 1 }, 'full')).toBe('tickets_given_away');
    // Their insurance was the buyer's to pay for, and the tickets stay valid.
    expect(refundRefusal({ ...confirmed, ticketsGivenAway: 1 }, 'insurance')).toBeNull();
  });
});

describe('refundAmountPaise', () => {
  const booking = { ...confirmed, totalPaise: 295_000 };
  it('returns the insurance line, or the whole booking', () => {
    expect(refundAmountPaise(booking, 'insurance')).toBe(12_000);
    expect(refundAmountPaise(booking, 'full')).toBe(295_000);
  });

  it('returns the rest in full once the insurance went back', () => {
    expect(refundAmountPaise({ ...booking, insuranceRefunded: true }, 'full')).toBe(283_000);
  });
});
