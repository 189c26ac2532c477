import type { EventStatus } from '../schemas/catalogue';

/**
 * A stored 'cancelled' wins; otherwise the clock decides between upcoming, live and completed, and
 * an upcoming event that was moved to a new date reads 'postponed' until it starts.
 */
export function eventStatus(event: { status: string; startsAt: Date; endsAt: Date }, now: Date): EventStatus {
  if (event.status === 'cancelled') return 'cancelled';
  if (now < event.startsAt) return event.status === 'postponed' ? 'postponed' : 'upcoming';
  if (now < event.endsAt) return 'live';
  return 'completed';
}

/** A prediction is about a match still to be decided: none once it is over or called off. */
export const showsPrediction = (status: EventStatus): boolean =>
  status !== 'completed' && status !== 'cancelled';

/**
 * How an event page names its attendance figure: the crowd that came once the match is over, the
 * crowd expected before; a cancelled match has none to show, nor has a new event nobody has
 * booked yet (its 0 says nothing).
 */
export function attendanceLabel(
  status: EventStatus,
  attendance: number,
): 'Attendance' | 'Expected attendance' | null {
  if (status === 'cancelled' || attendance <= 0) return null;
  return status === 'completed' ? 'Attendance' : 'Expected attendance';
}

/** A finished match's final score, when the scores hold one; nothing for a match not over or called off. */
export function matchResult<T>(status: EventStatus, recorded: T | null): T | null {
  return status === 'completed' ? recorded : null;
}
