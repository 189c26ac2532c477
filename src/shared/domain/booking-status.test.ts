import { describe, expect, it } from 'vitest';
import { bookingStatusShown } from './booking-status';

const now = new Date('2030-04-01T12:00:00Z');
const later = new Date(now.getTime() + 1000);

describe('bookingStatusShown', () => {
  it('reads a pending booking whose hold has run out as expired', () => {
    expect(bookingStatusShown({ status: 'pending', holdExpiresAt: now }, now)).toBe('expired');
    expect(bookingStatusShown({ status: 'pending', holdExpiresAt: later }, now)).toBe('pending');
    expect(bookingStatusShown({ status: 'pending', holdExpiresAt: null }, now)).toBe('pending');
  });

  it('shows a paid or cancelled booking as it is stored', () => {
    expect(bookingStatusShown({ status: 'confirmed', holdExpiresAt: now }, now)).toBe('confirmed');
    expect(bookingStatusShown({ status: 'cancelled', holdExpiresAt: now }, now)).toBe('cancelled');
  });
});
