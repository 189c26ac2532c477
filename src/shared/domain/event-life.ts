// An event's life after publication (decision 009 section 6): an organiser cancels it (every
// confirmed booking refunded, tickets void) or postpones it to a new date (tickets stay valid).
// The database's state machine (kp_status_transition) allows the moves; these rules say which an
// organiser may ask for, and why not.
import { EVENT_FORM_LIMITS } from './event-form';
import { formatEventWhen } from './format';
import type { OrganizerEventStatus } from './organizer-event-status';
import { istDateTime, istInstant } from './time';

export const CANCEL_REASON_MAX = 300;

interface LiveEvent {
  /** The stored status: 'draft', 'scheduled', 'postponed' or 'cancelled'. */
  status: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Why the event cannot be cancelled, or null when it can. A cancelled event may be asked again:
 * the answer is the cancellation already made.
 */
export function cancelRefusal(event: LiveEvent, now: Date): string | null {
  if (event.status === 'cancelled') return null;
  if (event.status === 'draft')
    return 'This event is a draft: it was never on sale, so there is nothing to cancel.';
  if (event.endsAt <= now) return 'This event is over: it can no longer be cancelled.';
  return null;
}

/**
 * Why the event cannot be moved to a new date, or null when it can. Once it has started, fans have
 * been let in on their tickets (a ticket admits once): calling it off is a cancellation.
 */
export function postponeRefusal(event: LiveEvent, now: Date): string | null {
  if (event.status === 'cancelled') return 'This event was cancelled: it cannot be postponed.';
  if (event.status === 'draft') return 'This event is a draft: change its date in the event editor.';
  if (event.startsAt <= now) return 'This event has started: it can no longer be postponed.';
  return null;
}

/**
 * The new start an organiser typed (an India date and time), or the field to fix and why: a start
 * in the past, one before the sale opens, one not later than the start it has, or one more than two
 * years away.
 */
export function newStart(
  input: { date: string; time: string },
  event: LiveEvent & { saleOpensAt: Date | null },
  now: Date,
): { startsAt: Date } | { field: 'date' | 'time'; message: string } {
  const instant = istInstant(input.date, input.time);
  if (instant === null) return { field: 'date', message: 'Not a real calendar date' };
  const startsAt = new Date(instant);
  if (input.date < istDateTime(now).date) return { field: 'date', message: 'Choose a date from today on' };
  if (startsAt <= now) return { field: 'time', message: 'Choose a time later than now' };
  if (event.saleOpensAt && startsAt <= event.saleOpensAt) {
    return {
      field: 'date',
      message: `The sale opens ${formatEventWhen(event.saleOpensAt)}: start after that`,
    };
  }
  // Postponing moves an event later, and not beyond what the editor allows a new event: a date it
  // could use to keep fans' money without a cancel's refunds.
  const same = startsAt.getTime() === event.startsAt.getTime();
  if (same && event.status !== 'postponed') {
    return { field: 'date', message: 'The event already starts then: choose a new date or time' };
  }
  if (startsAt < event.startsAt) {
    return {
      field: 'date',
      message: `Postponing moves the event later than ${formatEventWhen(event.startsAt)}`,
    };
  }
  if (startsAt.getTime() > now.getTime() + EVENT_FORM_LIMITS.startWithinDays * 86_400_000) {
    return { field: 'date', message: 'Choose a date within two years' };
  }
  return { startsAt };
}

/**
 * A postponed event's times: the new start, the same length as before, and the first start it ever
 * had (kept when it is moved again).
 */
export function postponedTimes(
  event: { startsAt: Date; endsAt: Date; originalStartsAt: Date | null },
  startsAt: Date,
) {
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + (event.endsAt.getTime() - event.startsAt.getTime())),
    localDate: istDateTime(startsAt).date,
    originalStartsAt: event.originalStartsAt ?? event.startsAt,
  };
}

/** What an organiser can do to an event's life from the console. */
export type LifeAction = 'postpone' | 'cancel';

/**
 * The actions the console offers for an event of each status it shows: postponing until it starts,
 * cancelling until it is over (and, once cancelled, following its refunds): postponeRefusal and
 * cancelRefusal, read for the console's statuses.
 */
export const LIFE_ACTIONS: Record<OrganizerEventStatus, readonly LifeAction[]> = {
  draft: [],
  on_sale: ['postpone', 'cancel'],
  sold_out: ['postpone', 'cancel'],
  postponed: ['postpone', 'cancel'],
  live: ['cancel'],
  completed: [],
  cancelled: ['cancel'],
  // Taken down by an admin: its organiser may still move or call it off (its tickets stand).
  unpublished: ['postpone', 'cancel'],
};
