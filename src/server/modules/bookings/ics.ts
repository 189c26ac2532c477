import type { Booking } from '../../../shared/schemas/booking';

/** 20261122T103000Z */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * RFC 5545 text: backslash, semicolon, comma and line breaks escaped (a lone CR too: lenient
 * calendars end a line there, and organisers now write titles), other control characters dropped.
 */
const escapeText = (text: string) =>
  text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f]/g, '');

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/** A calendar entry for a booked event (one VEVENT, times in UTC). */
export function bookingCalendar(booking: Booking, stampedAt: Date): string {
  const description = [
    `Booking ${booking.reference}`,
    `Seats: ${booking.seats.join(', ')}`,
    'Show the QR code of each ticket at the gate.',
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//KhelPass//Tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@khelpass.in`,
    `DTSTAMP:${icsTime(stampedAt.toISOString())}`,
    `DTSTART:${icsTime(booking.eventDate)}`,
    `DTEND:${icsTime(booking.eventEndsAt)}`,
    `SUMMARY:${escapeText(booking.eventTitle)}`,
    `LOCATION:${escapeText(`${booking.venue}, ${booking.city}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    // A refunded booking's event was cancelled: calendars remove a cancelled entry.
    booking.status === 'refunded' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
