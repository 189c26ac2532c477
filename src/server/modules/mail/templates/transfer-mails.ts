import { formatEventDate, formatEventTime, formatEventWhen } from '../../../../shared/domain/format';
import { type GivenTicketsChange, seatsPhrase } from '../../../../shared/domain/notices';
import { eventPagePath, MY_BOOKINGS_PATH } from '../../../../shared/domain/site-paths';
import type { Ticket } from '../../../../shared/schemas/booking';
import { ticketQrAttachment, ticketQrHtml } from './booking-mails';
import { escapeHtml, type Fact, factsHtml, factsText, type MailContent, mailPage } from './layout';

// The e-mails of a ticket transfer (issue 13): the recipient's new ticket with its QR code inline,
// and the sender's receipt. India times through the shared format helpers.

/** A transfer as its two mails tell it. */
export interface TransferMailFacts {
  eventTitle: string;
  eventDate: string;
  venue: string;
  city: string;
  category: string;
  fromName: string;
  toName: string;
  toEmail: string;
  transferredAt: string;
  /** The recipient's new ticket (its seat is the old one's). */
  ticket: Pick<Ticket, 'id' | 'seatLabel' | 'holderName' | 'token'>;
}

const ticketFacts = (transfer: TransferMailFacts): Fact[] => [
  ['Event', transfer.eventTitle],
  ['Date', formatEventDate(transfer.eventDate)],
  ['Time', formatEventTime(transfer.eventDate)],
  ['Venue', `${transfer.venue}, ${transfer.city}`],
  ['Seat', transfer.ticket.seatLabel],
  ['Category', transfer.category],
];

/** To the recipient: the new ticket, whose QR code admits them (the sender's old one no longer does). */
export function ticketReceivedMail(input: { transfer: TransferMailFacts; siteOrigin: string }): MailContent {
  const { transfer } = input;
  const facts: Fact[] = [
    ...ticketFacts(transfer),
    ['Ticket holder', transfer.ticket.holderName],
    ['From', transfer.fromName],
  ];
  const said = `Hi ${transfer.toName}, ${transfer.fromName} has transferred a ticket for ${transfer.eventTitle} to you, free of charge.`;
  const account = `Sign in or sign up at KhelPass with ${transfer.toEmail} to find it in My Bookings too.`;
  const page = mailPage({
    heading: 'A ticket for you',
    bodyHtml: `<p>${escapeHtml(said)}</p>${factsHtml(facts)}<h2 style="font-size:18px">Your ticket</h2><p>Show this QR code at the gate. It is yours alone: the ticket it replaces no longer admits anyone.</p>${ticketQrHtml(transfer.ticket)}<p>${escapeHtml(account)}</p>`,
    bodyText: `${said}\n\n${factsText(facts)}\n\nYour ticket's QR code is in the HTML version of this e-mail. Show it at the gate; the ticket it replaces no longer admits anyone.\n${account}`,
    link: { label: 'Your tickets', url: `${input.siteOrigin}${MY_BOOKINGS_PATH}` },
  });
  return {
    subject: `${transfer.fromName} sent you a ticket: ${transfer.eventTitle}, ${formatEventWhen(transfer.eventDate)}`,
    ...page,
    attachments: [ticketQrAttachment(transfer.ticket)],
  };
}

/** To the sender: a receipt saying whom the ticket went to and that its old QR code no longer works. */
export function ticketSentMail(input: { transfer: TransferMailFacts; siteOrigin: string }): MailContent {
  const { transfer } = input;
  const facts: Fact[] = [
    ...ticketFacts(transfer),
    ['Transferred to', `${transfer.toName} (${transfer.toEmail})`],
    ['Transferred on', formatEventWhen(transfer.transferredAt)],
  ];
  const said = `Hi ${transfer.fromName}, you transferred your ticket for seat ${transfer.ticket.seatLabel} at ${transfer.eventTitle} to ${transfer.toName}. Its old QR code no longer works at the gate; ${transfer.toName} has been e-mailed a new one.`;
  const page = mailPage({
    heading: 'Ticket transferred',
    bodyHtml: `<p>${escapeHtml(said)}</p>${factsHtml(facts)}`,
    bodyText: `${said}\n\n${factsText(facts)}`,
    link: { label: 'Your bookings', url: `${input.siteOrigin}${MY_BOOKINGS_PATH}` },
  });
  return {
    subject: `Ticket transferred: ${transfer.ticket.seatLabel}, ${transfer.eventTitle} to ${transfer.toName}`,
    ...page,
    attachments: [],
  };
}

/** Tickets someone was given, for one match, as their mail about its change tells them. */
export interface GivenTicketsFacts {
  holderName: string;
  fromName: string;
  eventId: string;
  eventTitle: string;
  /** The match's start (its new one after a postponement). */
  eventDate: string;
  venue: string;
  city: string;
  seatLabels: string[];
}

/**
 * To whoever holds tickets given to them: the match was cancelled (the tickets no longer admit; the
 * buyer's money goes back to the buyer) or postponed (the tickets stay valid for the new start).
 */
export function givenTicketsChangedMail(input: {
  given: GivenTicketsFacts;
  change: GivenTicketsChange;
  siteOrigin: string;
}): MailContent {
  const { given, change } = input;
  const seats = seatsPhrase(given.seatLabels);
  const when = formatEventWhen(given.eventDate);
  const facts: Fact[] = [
    ['Event', given.eventTitle],
    ['Date', formatEventDate(given.eventDate)],
    ['Time', formatEventTime(given.eventDate)],
    ['Venue', `${given.venue}, ${given.city}`],
    ['Seats', given.seatLabels.join(', ')],
    ['From', given.fromName],
    ...(change.kind === 'cancelled' ? [['Reason', change.reason] as const] : []),
  ];
  const said =
    change.kind === 'cancelled'
      ? `Hi ${given.holderName}, the organiser has cancelled ${given.eventTitle}. The tickets ${given.fromName} gave you (${seats}) no longer admit anyone. ${given.fromName} paid for them and is refunded in full; there is nothing you need to do.`
      : `Hi ${given.holderName}, ${given.eventTitle} has been postponed. It now starts ${when}. The tickets ${given.fromName} gave you (${seats}) stay valid for the new date.`;
  const page = mailPage({
    heading: change.kind === 'cancelled' ? 'Event cancelled' : 'Match postponed',
    bodyHtml: `<p>${escapeHtml(said)}</p>${factsHtml(facts)}`,
    bodyText: `${said}\n\n${factsText(facts)}`,
    link:
      change.kind === 'cancelled'
        ? { label: 'Your tickets', url: `${input.siteOrigin}${MY_BOOKINGS_PATH}` }
        : { label: 'The event', url: `${input.siteOrigin}${eventPagePath(given.eventId)}` },
  });
  return {
    subject:
      change.kind === 'cancelled'
        ? `Cancelled: ${given.eventTitle} (tickets from ${given.fromName})`
        : `Postponed: ${given.eventTitle} now ${when}`,
    ...page,
    attachments: [],
  };
}
