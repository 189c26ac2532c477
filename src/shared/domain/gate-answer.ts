import { formatEventTime, type Instant } from './format';
import type { TicketClaims } from './ticket-token';

/**
 * What a gate answers for a scanned ticket (issue 13, section 5), one code for each thing the steward
 * must do. The server's answers and the offline gate page both speak through gateAnswer, so a ticket
 * reads the same with or without signal. 'valid' is the check's answer (POST /api/tickets/verify,
 * which lets nobody in): the ticket would be admitted.
 */
export const GATE_ANSWER_CODES = [
  'admitted',
  'already_admitted',
  'other_event',
  'event_cancelled',
  'transferred',
  'refunded',
  'invalid',
  'valid',
] as const;
export type GateAnswerCode = (typeof GATE_ANSWER_CODES)[number];

/** How the answer looks: let in (green), stop and look (amber: used or wrong gate), refused (red). */
export type GateTone = 'admit' | 'caution' | 'refuse';

/** A void ticket's reason, as the gate pack and the admissions log name it. */
export type VoidReason = 'refunded' | 'transferred' | 'cancelled';

/**
 * Why a ticket of an event still on admits no one, the same online and in the gate pack offline:
 * given away first (its new holder's code admits instead), then its booking no longer confirmed.
 */
export function ticketVoidReason(ticket: {
  transferred: boolean;
  bookingConfirmed: boolean;
}): Exclude<VoidReason, 'cancelled'> | undefined {
  if (ticket.transferred) return 'transferred';
  if (!ticket.bookingConfirmed) return 'refunded';
  return undefined;
}

export interface GateAnswerFacts {
  code: GateAnswerCode;
  /** The seat and the category's display name ('Gold'), when the ticket is known. */
  seatLabel?: string | null;
  category?: string | null;
  /** When the ticket was let in (already_admitted). */
  admittedAt?: Instant | null;
}

export interface GateAnswerWords {
  code: GateAnswerCode;
  tone: GateTone;
  /** The big line: 'Admitted', 'Already admitted at 6:42 pm IST', 'Not a valid ticket'… */
  title: string;
  /** The seat and category under it, when known. */
  detail: string | null;
}

const TITLES: Record<Exclude<GateAnswerCode, 'already_admitted'>, string> = {
  admitted: 'Admitted',
  valid: 'Valid ticket',
  other_event: 'Ticket for another match',
  event_cancelled: 'Event cancelled',
  transferred: 'Transferred (old ticket)',
  refunded: 'Refunded ticket',
  invalid: 'Not a valid ticket',
};

const TONES: Record<GateAnswerCode, GateTone> = {
  admitted: 'admit',
  valid: 'admit',
  already_admitted: 'caution',
  other_event: 'caution',
  event_cancelled: 'refuse',
  transferred: 'refuse',
  refunded: 'refuse',
  invalid: 'refuse',
};

/** The seat and its category as the steward reads them: 'Gold · Seat Gold-1'. */
function seatLine(facts: GateAnswerFacts): string | null {
  const parts = [facts.category, facts.seatLabel && `Seat ${facts.seatLabel}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function gateAnswer(facts: GateAnswerFacts): GateAnswerWords {
  const { code } = facts;
  const title =
    code === 'already_admitted'
      ? facts.admittedAt
        ? `Already admitted at ${formatEventTime(facts.admittedAt)}`
        : 'Already admitted'
      : TITLES[code];
  // A ticket that is not genuine names no seat: nothing it claims is to be believed.
  return { code, tone: TONES[code], title, detail: code === 'invalid' ? null : seatLine(facts) };
}

/** The answer in one line, as the API's message: 'Admitted — Gold · Seat Gold-1'. */
export function gateAnswerText(facts: GateAnswerFacts): string {
  const { title, detail } = gateAnswer(facts);
  return detail ? `${title} — ${detail}` : title;
}

/** The code of a void ticket's reason. */
export const voidCode = (reason: VoidReason): GateAnswerCode =>
  reason === 'cancelled' ? 'event_cancelled' : reason;

/**
 * The offline gate's decision, from what the device holds: the token's claims if its signature
 * verified with the event's key (verified), else what it claims unchecked (claimed, null when not a
 * KP2 token at all), the gate pack's cancelled flag and void list, and when this device let the
 * ticket in. A genuine-looking token of another event cannot be checked with this event's key: it
 * is "Ticket for another match" either way, and refused.
 */
export function offlineGateCode(input: {
  eventId: string;
  verified: TicketClaims | null;
  claimed: TicketClaims | null;
  cancelled: boolean;
  voidReason: VoidReason | undefined;
  admittedHereAt: Instant | undefined;
}): GateAnswerCode {
  const { verified, claimed } = input;
  if (!verified) return claimed && claimed.eventId !== input.eventId ? 'other_event' : 'invalid';
  if (verified.eventId !== input.eventId) return 'other_event';
  if (input.cancelled) return 'event_cancelled';
  if (input.voidReason) return voidCode(input.voidReason);
  if (input.admittedHereAt !== undefined) return 'already_admitted';
  return 'admitted';
}
