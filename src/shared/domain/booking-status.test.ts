import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_LABELS, bookingStatusShown } from './booking-status';

const now = new Date('2030-04-01T12:00:00Z');
const later = new Date(now.getTime() + 1000);

describe('bookingStatusShown', () => {
  it('reads a pending booking whose hold has run out as expired', () => {
    const shown = (holdExpiresAt: Date | null) =>
      bookingStatusShown({ status: 'pending', holdExpiresAt, holdStatus: 'checked_out' }, now);
    expect(shown(now)).toBe('expired');
    expect(shown(later)).toBe('pending');
    expect(shown(null)).toBe('pending');
  });

  it('reads a pending booking whose session was closed (released) as expired, one reopened as pending', () => {
    const shown = (holdStatus: string) =>
      bookingStatusShown({ status: 'pending', holdExpiresAt: later, holdStatus }, now);
    expect(shown('released')).toBe('expired');
    // Back in the dialog to change something: checking out again makes it payable.
    expect(shown('active')).toBe('pending');
  });

  it('shows a paid or cancelled booking as it is stored', () => {
    const shown = (status: 'confirmed' | 'cancelled') =>
      bookingStatusShown({ status, holdExpiresAt: now, holdStatus: 'released' }, now);
    expect(shown('confirmed')).toBe('confirmed');
    expect(shown('cancelled')).toBe('cancelled');
  });
});

describe('BOOKING_STATUS_LABELS', () => {
  it('says a pending booking awaits payment, every status in words', () => {
    expect(BOOKING_STATUS_LABELS).toEqual({
      pending: 'Awaiting payment',
      confirmed: 'Confirmed',
      expired: 'Expired',
      cancelled: 'Cancelled',
      refunded: 'Refunded',
    });
  });
});
