import { eventStatus } from './event-status';

/**
 * What an organiser sees of its event, in the order the console lists them. 'draft' is kept for
 * events not yet published: events have no draft flag until creating events arrives, so today
 * no event is a draft and its count is always 0.
 */
export const ORGANIZER_EVENT_STATUSES = [
  'draft',
  'on_sale',
  'sold_out',
  'live',
  'completed',
  'postponed',
  'cancelled',
] as const;
export type OrganizerEventStatus = (typeof ORGANIZER_EVENT_STATUSES)[number];

export const ORGANIZER_EVENT_STATUS_LABELS: Record<OrganizerEventStatus, string> = {
  draft: 'Draft',
  on_sale: 'On sale',
  sold_out: 'Sold out',
  live: 'Live',
  completed: 'Completed',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

/**
 * The status an organiser sees for its event. Stored 'postponed'/'cancelled' win, then the clock
 * decides live and completed (eventStatus); an event still to start is sold out when no place is
 * left, else on sale. Never 'draft': events carry no draft flag until creating events arrives.
 * The organiser repo filters and counts by the same rule in SQL; its test holds the two together.
 */
export function organizerEventStatus(
  event: { status: string; startsAt: Date; endsAt: Date; totalSeats: number; seatsSold: number },
  now: Date,
): OrganizerEventStatus {
  const status = eventStatus(event, now);
  if (status !== 'upcoming') return status;
  return event.totalSeats - event.seatsSold <= 0 ? 'sold_out' : 'on_sale';
}
