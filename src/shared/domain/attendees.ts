import type { Attendee } from '../schemas/organizer';
import { toCsv } from './csv';
import { seatingName } from './seat-map';
import { istDateTime } from './time';

export const ATTENDEE_STATUS_LABELS: Record<Attendee['status'], string> = {
  confirmed: 'Confirmed',
  refunded: 'Refunded',
};

/** What a booking bought, by name: 'Gold' for category places, 'Premium (seat map)' for map seats. */
export function attendeeSeating(booking: { category: string; seatIds: readonly string[] }): string {
  const name = seatingName(booking.category);
  return booking.seatIds.length > 0 ? `${name} (seat map)` : name;
}

const CSV_HEADER = [
  'Booking reference',
  'Name',
  'E-mail',
  'Phone',
  'Seating',
  'Seats',
  'Seat labels',
  'Status',
  'Booked at (IST)',
  'Tickets',
  'Admitted',
] as const;

/**
 * The attendee list as a spreadsheet opens it: a header row, then one row per booking. It starts
 * with a byte-order mark: without one, Excel reads UTF-8 as the machine's legacy code page and
 * garbles names written in Indian scripts.
 */
export function attendeesCsv(attendees: readonly Attendee[]): string {
  const rows = attendees.map((a) => {
    const booked = istDateTime(new Date(a.bookedAt));
    return [
      a.reference,
      a.name,
      a.email,
      a.phone,
      a.seating,
      a.seats,
      a.seatLabels.join(', '),
      ATTENDEE_STATUS_LABELS[a.status],
      `${booked.date} ${booked.time}`,
      a.tickets,
      a.admitted,
    ];
  });
  return `\uFEFF${toCsv([CSV_HEADER, ...rows])}`;
}
