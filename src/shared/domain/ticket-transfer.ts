/**
 * Giving a ticket to someone else (issue 13): free of charge, by e-mail. The old code stops
 * admitting at once and the recipient holds a new ticket with a new code. The server refuses a
 * transfer with these rules; the client uses the same ones to offer the action or say why not.
 */

/** Transfers close this long before the start: the gates are getting ready for the new codes. */
export const TRANSFER_CLOSES_BEFORE_START_MS = 2 * 60 * 60 * 1000;

/** Why a ticket cannot be transferred now, with the API's error code and what the fan is told. */
export const TRANSFER_REFUSALS = {
  event_cancelled: {
    code: 'event_cancelled',
    message: 'This event was cancelled, so its tickets cannot be transferred.',
  },
  not_confirmed: {
    code: 'booking_not_confirmed',
    message: 'Only tickets of a confirmed booking can be transferred.',
  },
  admitted: {
    code: 'ticket_admitted',
    message: 'This ticket was already used at the gate, so it cannot be transferred.',
  },
  transferred: {
    code: 'ticket_transferred',
    message: 'This ticket was already transferred: its code no longer works.',
  },
  too_late: {
    code: 'transfer_closed',
    message: 'Tickets can be transferred until 2 hours before the start.',
  },
  own_address: {
    code: 'own_address',
    message: 'This is your own e-mail address. Enter the e-mail of the person you are giving the ticket to.',
  },
} as const;

export type TransferRefusal = keyof typeof TRANSFER_REFUSALS;

/** What the rule reads of a ticket: its own state, its booking's and its event's. */
export interface TransferableTicket {
  admittedAt: Date | string | null;
  transferredAt: Date | string | null;
  /** The booking's status as stored or shown ('confirmed', 'refunded', …). */
  bookingStatus: string;
  eventCancelled: boolean;
  eventStartsAt: Date | string;
}

/**
 * Why this ticket cannot be transferred at `now`, or null when it can: only a ticket of a confirmed
 * booking of an event not cancelled, never used at the gate nor given away before, until 2 hours
 * before the start.
 */
export function transferRefusal(ticket: TransferableTicket, now: Date): TransferRefusal | null {
  if (ticket.eventCancelled) return 'event_cancelled';
  if (ticket.bookingStatus !== 'confirmed') return 'not_confirmed';
  if (ticket.admittedAt !== null) return 'admitted';
  if (ticket.transferredAt !== null) return 'transferred';
  const closesAt = new Date(ticket.eventStartsAt).getTime() - TRANSFER_CLOSES_BEFORE_START_MS;
  if (now.getTime() > closesAt) return 'too_late';
  return null;
}
