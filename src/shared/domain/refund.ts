// A refund of a booking as the fan is told of it (the e-mail, the notification): the whole booking,
// because its event was cancelled or an admin refunded it (issue 14), or only its ticket insurance
// (the booking stays confirmed, the tickets valid).

export const REFUND_SCOPES = ['full', 'insurance'] as const;
export type RefundScope = (typeof REFUND_SCOPES)[number];

/** Why the money goes back: the event was called off, or an admin refunded the booking. */
export type RefundCause = 'event_cancelled' | 'admin';

export interface RefundTold {
  scope: RefundScope;
  cause: RefundCause;
  amountPaise: number;
}

/** What an admin's refund of a booking meets (issue 14). */
export interface RefundableBooking {
  status: 'pending' | 'confirmed' | 'cancelled' | 'refunded';
  /** The insurance line of its bill, in paise; 0 without insurance. */
  insurancePaise: number;
  insuranceRefunded: boolean;
  /** Its tickets its buyer gave to someone else (issue 13), still valid in their hands. */
  ticketsGivenAway: number;
}

/**
 * Whether an admin may refund this booking in this scope: null (go ahead), 'done' (it is so already:
 * answer it, change nothing), or why not. A booking whose tickets were already used at the gate may
 * still be refunded in full: an admin refunds for reasons a gate cannot know (a match abandoned
 * after entry, a fan turned away from their seat), and the admissions stay on record. A booking
 * whose tickets were given to others is not refunded in full: the buyer would get back the money for
 * tickets someone else holds (perhaps bought from them) and those tickets would stop working.
 */
export function refundRefusal(
  booking: RefundableBooking,
  scope: RefundScope,
): null | 'done' | 'not_confirmed' | 'already_refunded' | 'no_insurance' | 'tickets_given_away' {
  if (booking.status === 'refunded') return scope === 'full' ? 'done' : 'already_refunded';
  if (booking.status !== 'confirmed') return 'not_confirmed';
  if (scope === 'full') return booking.ticketsGivenAway > 0 ? 'tickets_given_away' : null;
  if (booking.insurancePaise <= 0) return 'no_insurance';
  return booking.insuranceRefunded ? 'done' : null;
}

/**
 * What a refund in this scope returns, in paise: the insurance line, or the booking's total less
 * an insurance refunded before.
 */
export function refundAmountPaise(
  booking: Pick<RefundableBooking, 'insurancePaise' | 'insuranceRefunded'> & { totalPaise: number },
  scope: RefundScope,
): number {
  if (scope === 'insurance') return booking.insurancePaise;
  return booking.totalPaise - (booking.insuranceRefunded ? booking.insurancePaise : 0);
}
