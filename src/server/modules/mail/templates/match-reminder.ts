import { formatEventDate, formatEventTime, formatEventWhen } from '../../../../shared/domain/format';
import type { MatchReminder } from '../../../../shared/domain/notices';
import { bookingTicketsPath } from '../../../../shared/domain/site-paths';
import { escapeHtml, type Fact, factsHtml, factsText, type MailContent, mailPage } from './layout';

/** A fan's booked match as its reminder names it. */
export interface RemindedMatch {
  fanName: string;
  bookingId: string;
  reference: string;
  eventTitle: string;
  venue: string;
  city: string;
  startsAt: Date;
}

/**
 * The match reminder by e-mail (issue 13), 24 h or 2 h before a booked match, for fans whose e-mail
 * preference is on: when it starts in India time, where, the booking, and the way to the tickets.
 * No gates-open time is recorded for an event, so the mail gives the start and asks the fan to come
 * early rather than naming a time it does not know.
 */
export function matchReminderMail(input: {
  reminder: MatchReminder;
  match: RemindedMatch;
  siteOrigin: string;
}): MailContent {
  const { reminder, match } = input;
  const when = formatEventWhen(match.startsAt);
  const facts: Fact[] = [
    ['Booking reference', match.reference],
    ['Event', match.eventTitle],
    ['Date', formatEventDate(match.startsAt)],
    ['Starts', formatEventTime(match.startsAt)],
    ['Venue', `${match.venue}, ${match.city}`],
  ];
  const said = `Hi ${match.fanName}, ${match.eventTitle} starts ${when} at ${match.venue}.`;
  const advice =
    'Please arrive early: queues at the gates build up before the start. Have your tickets ready on your phone; each QR code admits one person.';
  const page = mailPage({
    heading: `${reminder.title}: ${match.eventTitle}`,
    bodyHtml: `<p>${escapeHtml(said)}</p>${factsHtml(facts)}<p>${escapeHtml(advice)}</p>`,
    bodyText: `${said}\n\n${factsText(facts)}\n\n${advice}`,
    link: { label: 'Your tickets', url: `${input.siteOrigin}${bookingTicketsPath(match.bookingId)}` },
  });
  return {
    subject: `${reminder.title}: ${match.eventTitle}, ${when} (${match.reference})`,
    ...page,
    attachments: [],
  };
}
