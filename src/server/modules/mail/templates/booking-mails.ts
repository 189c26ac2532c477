import {
  formatEventDate,
  formatEventTime,
  formatEventWhen,
  formatPaise,
} from '../../../../shared/domain/format';
import type { RefundTold } from '../../../../shared/domain/refund';
import { bookingTicketsPath, eventPagePath } from '../../../../shared/domain/site-paths';
import type { Booking, Ticket } from '../../../../shared/schemas/booking';
import type { EmailAttachment } from '../../../db/schema';
import { escapeHtml, type Fact, factsHtml, factsText, type MailContent, mailPage } from './layout';

// The e-mails about a booking (issue 13): pure functions of the booking as the fan sees it
// (GET /api/bookings), en-IN amounts and India times through the shared format helpers.

const eventFacts = (booking: Booking): Fact[] => [
  ['Booking reference', booking.reference],
  ['Event', booking.eventTitle],
  ['Date', formatEventDate(booking.eventDate)],
  ['Time', formatEventTime(booking.eventDate)],
  ['Venue', `${booking.venue}, ${booking.city}`],
  ['Seats', `${booking.category}: ${booking.seats.join(', ')}`],
];

/** The bill's lines as the payment dialog lists them; lines of nothing are left out. */
function priceFacts(booking: Booking): Fact[] {
  const q = booking.quote;
  const lines: [string, number][] = [
    ['Tickets', q.seatsPaise],
    ['Deal discount', -q.dealDiscountPaise],
    ['Add-ons', q.addOnsPaise],
    ['Ticket insurance', q.insurancePaise],
    ['Convenience fee', q.convenienceFeePaise],
    ['GST', q.gstPaise],
  ];
  return [
    ...lines
      .filter(([, paise]) => paise !== 0)
      .map(([label, paise]): Fact => [label, paise < 0 ? `− ${formatPaise(-paise)}` : formatPaise(paise)]),
    ['Total paid', formatPaise(booking.totalPaise)],
  ];
}

export const ticketCid = (ticketId: string) => `ticket-${ticketId}@khelpass.in`;

type MailedTicket = Pick<Ticket, 'id' | 'seatLabel' | 'holderName' | 'token'>;

/** A ticket's QR code as the HTML shows it: the PNG attached under the ticket's Content-ID. */
export const ticketQrHtml = (ticket: MailedTicket) =>
  `<div style="display:inline-block;margin:8px;text-align:center"><img src="cid:${ticketCid(ticket.id)}" width="200" height="200" alt="QR code of ticket ${escapeHtml(ticket.seatLabel)}"><br>${escapeHtml(ticket.seatLabel)} · ${escapeHtml(ticket.holderName)}</div>`;

/** The ticket's QR code PNG, drawn from its token when the mail is sent. */
export const ticketQrAttachment = (ticket: MailedTicket): EmailAttachment => ({
  filename: `ticket-${ticket.seatLabel}.png`,
  qrCode: ticket.token,
  cid: ticketCid(ticket.id),
});

/**
 * Booking confirmed: the event, the bill, and each ticket's QR code inline (a CID-attached PNG, so
 * it shows without loading remote images), with the calendar entry (.ics) attached.
 */
export function bookingConfirmedMail(input: {
  booking: Booking;
  calendar: string;
  siteOrigin: string;
}): MailContent {
  const { booking } = input;
  const facts = eventFacts(booking);
  const prices = priceFacts(booking);
  const ticketsHtml = booking.tickets.map(ticketQrHtml).join('');
  const ticketsText = booking.tickets
    .map((ticket) => `${ticket.seatLabel} · ${ticket.holderName}`)
    .join('\n');
  const page = mailPage({
    heading: 'Your tickets are confirmed',
    bodyHtml: `<p>Hi ${escapeHtml(booking.contactName)}, your booking for ${escapeHtml(booking.eventTitle)} is confirmed.</p>${factsHtml(facts)}<h2 style="font-size:18px">Payment</h2>${factsHtml(prices)}<h2 style="font-size:18px">Tickets</h2><p>Show each ticket's QR code at the gate. The calendar entry is attached.</p>${ticketsHtml}`,
    bodyText: `Hi ${booking.contactName}, your booking for ${booking.eventTitle} is confirmed.\n\n${factsText(facts)}\n\nPayment\n${factsText(prices)}\n\nTickets (show each QR code at the gate; they are in the HTML version of this e-mail and on the site)\n${ticketsText}\n\nThe calendar entry is attached.`,
    link: { label: 'Your tickets', url: `${input.siteOrigin}${bookingTicketsPath(booking.id)}` },
  });
  return {
    subject: `Booking confirmed: ${booking.eventTitle}, ${formatEventWhen(booking.eventDate)} (${booking.reference})`,
    ...page,
    attachments: [
      ...booking.tickets.map(ticketQrAttachment),
      {
        filename: `${booking.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(input.calendar).toString('base64'),
      },
    ],
  };
}

/**
 * Money of the booking went back: all of it (its event was called off and the refund pass did it,
 * or an admin refunded it), or only its ticket insurance (the tickets stay valid).
 */
export function bookingRefundedMail(input: {
  booking: Booking;
  refund: RefundTold;
  siteOrigin: string;
}): MailContent {
  const { booking, refund } = input;
  const amount = formatPaise(refund.amountPaise);
  const facts = [...eventFacts(booking), ['Refunded', amount] as const];
  const banks = 'to the way you paid; banks usually show it within 5 to 7 working days.';
  const what =
    refund.scope === 'insurance'
      ? `we have refunded the ticket insurance of your booking for ${booking.eventTitle}, ${amount}, ${banks} Your tickets stay valid.`
      : `${refund.cause === 'event_cancelled' ? `${booking.eventTitle} was cancelled. We have refunded ${amount}` : `we have refunded your booking for ${booking.eventTitle}, ${amount},`} in full ${banks} The tickets no longer admit anyone.`;
  const said = `Hi ${booking.contactName}, ${what}`;
  const page = mailPage({
    heading: refund.scope === 'insurance' ? 'Your ticket insurance is refunded' : 'Your booking is refunded',
    bodyHtml: `<p>${escapeHtml(said)}</p>${factsHtml(facts)}`,
    bodyText: `${said}\n\n${factsText(facts)}`,
    link: { label: 'Your booking', url: `${input.siteOrigin}${bookingTicketsPath(booking.id)}` },
  });
  return {
    subject: `${refund.scope === 'insurance' ? 'Insurance refunded' : 'Refunded'} ${amount}: ${booking.eventTitle} (${booking.reference})`,
    ...page,
    attachments: [],
  };
}

/** The organiser cancelled the event: the refund follows (its own e-mail, bookingRefundedMail). */
export function eventCancelledMail(input: {
  booking: Booking;
  reason: string;
  siteOrigin: string;
}): MailContent {
  const { booking } = input;
  const amount = formatPaise(booking.totalPaise);
  const facts = [...eventFacts(booking), ['Reason', input.reason] as const];
  const said = `Hi ${booking.contactName}, the organiser has cancelled ${booking.eventTitle}. Your ${amount} is being refunded in full; we will write again when it is done.`;
  const page = mailPage({
    heading: 'Event cancelled',
    bodyHtml: `<p>${escapeHtml(said)}</p>${factsHtml(facts)}`,
    bodyText: `${said}\n\n${factsText(facts)}`,
    link: { label: 'Your booking', url: `${input.siteOrigin}${bookingTicketsPath(booking.id)}` },
  });
  return { subject: `Cancelled: ${booking.eventTitle} (${booking.reference})`, ...page, attachments: [] };
}

/** The event moved to a new start (booking.eventDate); the tickets stay valid. */
export function eventPostponedMail(input: {
  booking: Booking;
  calendar: string;
  siteOrigin: string;
}): MailContent {
  const { booking } = input;
  const when = formatEventWhen(booking.eventDate);
  const facts = eventFacts(booking);
  const said = `Hi ${booking.contactName}, ${booking.eventTitle} has been postponed. It now starts ${when}. Your tickets stay valid for the new date; the updated calendar entry is attached.`;
  const page = mailPage({
    heading: 'Match postponed',
    bodyHtml: `<p>${escapeHtml(said)}</p>${factsHtml(facts)}`,
    bodyText: `${said}\n\n${factsText(facts)}`,
    link: { label: 'The event', url: `${input.siteOrigin}${eventPagePath(booking.eventId)}` },
  });
  return {
    subject: `Postponed: ${booking.eventTitle} now ${when} (${booking.reference})`,
    ...page,
    attachments: [
      {
        filename: `${booking.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(input.calendar).toString('base64'),
      },
    ],
  };
}
