// Booking history groups (product-spec.md section 4 "Booking status"): only confirmed bookings count;
// event date in the future is upcoming, in the past attended. The server's stats use the same rule.

type Grouped = { status: string; eventDate: string };

export type BookingGroups<T extends Grouped> = {
  /** Confirmed, event starts after `now`: soonest first. */
  upcoming: T[];
  /** Confirmed, event started at or before `now`: most recent first. */
  attended: T[];
  /** Pending (not paid yet), expired, cancelled or refunded: newest booking first, as given. */
  other: T[];
};

const startsAt = (booking: Grouped) => Date.parse(booking.eventDate);

export function groupBookings<T extends Grouped>(bookings: readonly T[], now: Date): BookingGroups<T> {
  const at = now.getTime();
  const upcoming: T[] = [];
  const attended: T[] = [];
  const other: T[] = [];
  for (const booking of bookings) {
    if (booking.status !== 'confirmed') other.push(booking);
    else if (startsAt(booking) > at) upcoming.push(booking);
    else attended.push(booking);
  }
  upcoming.sort((a, b) => startsAt(a) - startsAt(b));
  attended.sort((a, b) => startsAt(b) - startsAt(a));
  return { upcoming, attended, other };
}
