import type { OrganizerEventStatus } from '../schemas/organizer';
import { eventStatus } from './event-status';

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
