import { describe, expect, it } from 'vitest';
import {
  GATE_ANSWER_CODES,
  gateAnswer,
  gateAnswerText,
  offlineGateCode,
  ticketVoidReason,
  voidCode,
} from './gate-answer';
import type { TicketClaims } from './ticket-token';

const seat = { seatLabel: 'Gold-1', category: 'Gold' };

describe('gate answers', () => {
  it('say each outcome in the issue’s words, with the seat and category where known', () => {
    const words = Object.fromEntries(
      GATE_ANSWER_CODES.map((code) => [
        code,
        gateAnswerText({ code, ...seat, admittedAt: '2030-04-01T13:12:00.000Z' }),
      ]),
    );
    expect(words).toEqual({
      admitted: 'Admitted — Gold · Seat Gold-1',
      valid: 'Valid ticket — Gold · Seat Gold-1',
      already_admitted: 'Already admitted at 6:42 pm IST — Gold · Seat Gold-1',
      other_event: 'Ticket for another match — Gold · Seat Gold-1',
      event_cancelled: 'Event cancelled — Gold · Seat Gold-1',
      transferred: 'Transferred (old ticket) — Gold · Seat Gold-1',
      refunded: 'Refunded ticket — Gold · Seat Gold-1',
      // Nothing a forged ticket claims is repeated.
      invalid: 'Not a valid ticket',
    });
  });

  it('are green to let in, amber to look again, red to refuse', () => {
    expect(GATE_ANSWER_CODES.map((code) => [code, gateAnswer({ code }).tone])).toEqual([
      ['admitted', 'admit'],
      ['already_admitted', 'caution'],
      ['other_event', 'caution'],
      ['event_cancelled', 'refuse'],
      ['transferred', 'refuse'],
      ['refunded', 'refuse'],
      ['invalid', 'refuse'],
      ['valid', 'admit'],
    ]);
    expect(gateAnswer({ code: 'already_admitted' })).toMatchObject({
      title: 'Already admitted',
      detail: null,
    });
    expect(voidCode('cancelled')).toBe('event_cancelled');
    expect(voidCode('transferred')).toBe('transferred');
  });
});

describe('the offline gate’s decision', () => {
  const claims: TicketClaims = {
    ticketId: '0f6c2a8e-93b1-4d2e-a6f0-5b7c1d9e3f42',
    eventId: 'ev-1',
    categoryId: 'gold',
    seatLabel: 'Gold-1',
    issuedAt: new Date('2030-01-01T00:00:00Z'),
  };
  const base = {
    eventId: 'ev-1',
    verified: claims,
    claimed: claims,
    cancelled: false,
    voidReason: undefined,
    admittedHereAt: undefined,
  } as const;

  it('admits a genuine ticket of this event once, and refuses what the pack voids', () => {
    expect(offlineGateCode(base)).toBe('admitted');
    expect(offlineGateCode({ ...base, admittedHereAt: '2030-04-01T13:12:00Z' })).toBe('already_admitted');
    expect(offlineGateCode({ ...base, voidReason: 'transferred' })).toBe('transferred');
    expect(offlineGateCode({ ...base, voidReason: 'refunded' })).toBe('refunded');
    // A cancelled event refuses before anything else is looked at.
    expect(offlineGateCode({ ...base, cancelled: true, admittedHereAt: '2030-04-01T13:12:00Z' })).toBe(
      'event_cancelled',
    );
  });

  it('tells another match’s ticket from one that is not genuine', () => {
    const otherMatch = { ...claims, eventId: 'ev-2' };
    expect(offlineGateCode({ ...base, verified: null, claimed: otherMatch })).toBe('other_event');
    expect(offlineGateCode({ ...base, verified: otherMatch, claimed: otherMatch })).toBe('other_event');
    expect(offlineGateCode({ ...base, verified: null, claimed: claims })).toBe('invalid');
    expect(offlineGateCode({ ...base, verified: null, claimed: null })).toBe('invalid');
  });
});

describe('why a ticket admits no one', () => {
  it('says transferred before refunded, so the online gate and the gate pack agree', () => {
    expect(ticketVoidReason({ transferred: true, bookingConfirmed: false })).toBe('transferred');
    expect(ticketVoidReason({ transferred: false, bookingConfirmed: false })).toBe('refunded');
    expect(ticketVoidReason({ transferred: false, bookingConfirmed: true })).toBeUndefined();
  });
});
