import { describe, expect, it } from 'vitest';
import {
  TRANSFER_CLOSES_BEFORE_START_MS,
  TRANSFER_REFUSALS,
  type TransferableTicket,
  transferRefusal,
} from './ticket-transfer';

const startsAt = new Date('2030-07-05T14:00:00.000Z');
const ticket: TransferableTicket = {
  admittedAt: null,
  transferredAt: null,
  bookingStatus: 'confirmed',
  eventCancelled: false,
  eventStartsAt: startsAt.toISOString(),
};
const aheadOfStart = (ms: number) => new Date(startsAt.getTime() - ms);

describe('transferRefusal', () => {
  it('allows an unused ticket of a confirmed booking until exactly 2 hours before the start', () => {
    expect(TRANSFER_CLOSES_BEFORE_START_MS).toBe(7_200_000);
    expect(transferRefusal(ticket, aheadOfStart(30 * 86_400_000))).toBeNull();
    expect(transferRefusal(ticket, aheadOfStart(TRANSFER_CLOSES_BEFORE_START_MS))).toBeNull();
    expect(
      transferRefusal({ ...ticket, eventStartsAt: startsAt }, aheadOfStart(TRANSFER_CLOSES_BEFORE_START_MS)),
    ).toBe(null);
  });

  it('refuses in the last 2 hours, and once the event has started or ended', () => {
    expect(transferRefusal(ticket, aheadOfStart(TRANSFER_CLOSES_BEFORE_START_MS - 1))).toBe('too_late');
    expect(transferRefusal(ticket, startsAt)).toBe('too_late');
    expect(transferRefusal(ticket, new Date(startsAt.getTime() + 86_400_000))).toBe('too_late');
  });

  it('refuses a used ticket and one already given away', () => {
    const early = aheadOfStart(86_400_000);
    expect(transferRefusal({ ...ticket, admittedAt: '2030-07-05T13:00:00.000Z' }, early)).toBe('admitted');
    expect(transferRefusal({ ...ticket, transferredAt: new Date('2030-07-01T10:00:00Z') }, early)).toBe(
      'transferred',
    );
  });

  it('refuses tickets of a booking not confirmed and of a cancelled event, whatever else holds', () => {
    const early = aheadOfStart(86_400_000);
    for (const bookingStatus of ['pending', 'expired', 'cancelled', 'refunded']) {
      expect(transferRefusal({ ...ticket, bookingStatus }, early)).toBe('not_confirmed');
    }
    // A cancelled event is the reason a fan is told first, even while its refund is on the way.
    expect(transferRefusal({ ...ticket, eventCancelled: true }, early)).toBe('event_cancelled');
    expect(transferRefusal({ ...ticket, eventCancelled: true, bookingStatus: 'refunded' }, startsAt)).toBe(
      'event_cancelled',
    );
  });

  it('has a distinct API code and a sentence for every refusal', () => {
    const codes = Object.values(TRANSFER_REFUSALS).map((refusal) => refusal.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const refusal of Object.values(TRANSFER_REFUSALS)) expect(refusal.message).toMatch(/\.$/);
  });
});
