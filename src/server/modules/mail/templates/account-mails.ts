import { SUPPORT } from '../../../../shared/constants';
import { formatEventDate, formatEventTime, formatEventWhen } from '../../../../shared/domain/format';
import { escapeHtml, type Fact, factsHtml, factsText, type MailContent, mailPage } from './layout';

// The e-mails about an account and a guest's booking link (issue 13): pure functions of their
// facts, India times through the shared format helpers. Every link works once or for a while; the
// mail says until when, in IST.

/** '7:15 pm IST on Mon, 2 Feb 2026'. */
const untilIst = (instant: Date) => `${formatEventTime(instant)} on ${formatEventDate(instant)}`;

/** Paragraphs said alike in both versions: escaped for the HTML, as they are for the text. */
function paragraphs(said: readonly string[]) {
  return {
    html: said.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    text: said.join('\n\n'),
  };
}

const withoutAttachments = (subject: string, page: { html: string; text: string }): MailContent => ({
  subject,
  ...page,
  attachments: [],
});

/** A reset link to the account's address: single use, until expiresAt (30 minutes). */
export function passwordResetMail(input: { name: string; email: string; url: string; expiresAt: Date }) {
  const said = paragraphs([
    `Hi ${input.name}, someone asked to reset the password of the KhelPass account ${input.email}. If it was you, choose a new password with the link below. It works once, until ${untilIst(input.expiresAt)}, and signs you out on every other device.`,
    'If you did not ask, ignore this e-mail: your password stays as it is.',
  ]);
  return withoutAttachments(
    'Reset your KhelPass password',
    mailPage({
      heading: 'Reset your password',
      bodyHtml: said.html,
      bodyText: said.text,
      link: { label: 'Choose a new password', url: input.url },
    }),
  );
}

/** A new account's (or a resent) confirmation of its address. */
export function emailConfirmationMail(input: { name: string; email: string; url: string; expiresAt: Date }) {
  const said = paragraphs([
    `Hi ${input.name}, please confirm that ${input.email} is your e-mail address by opening the link below (it works until ${untilIst(input.expiresAt)}).`,
    'Once it is confirmed, tickets you booked without an account using this address appear in My Bookings.',
    'If you did not create a KhelPass account, ignore this e-mail.',
  ]);
  return withoutAttachments(
    'Confirm your e-mail address for KhelPass',
    mailPage({
      heading: 'Confirm your e-mail address',
      bodyHtml: said.html,
      bodyText: said.text,
      link: { label: 'Confirm my e-mail address', url: input.url },
    }),
  );
}

/** To the new address of an e-mail change: the account moves there only when this link is opened. */
export function emailChangeMail(input: { name: string; newEmail: string; url: string; expiresAt: Date }) {
  const said = paragraphs([
    `Hi ${input.name}, you asked to use ${input.newEmail} for your KhelPass account. Open the link below to confirm it (it works once, until ${untilIst(input.expiresAt)}). Until then your account keeps its present address.`,
    'If you did not ask for this, ignore this e-mail: nothing changes.',
  ]);
  return withoutAttachments(
    'Confirm your new e-mail address for KhelPass',
    mailPage({
      heading: 'Confirm your new e-mail address',
      bodyHtml: said.html,
      bodyText: said.text,
      link: { label: 'Use this e-mail address', url: input.url },
    }),
  );
}

/** To the old address once a change is confirmed: the account no longer uses it. */
export function emailChangedNoticeMail(input: {
  name: string;
  oldEmail: string;
  newEmail: string;
  changedAt: Date;
  siteOrigin: string;
}) {
  const facts: Fact[] = [
    ['Previous address', input.oldEmail],
    ['New address', input.newEmail],
    ['Changed', `${formatEventDate(input.changedAt)}, ${formatEventTime(input.changedAt)}`],
  ];
  const said = `Hi ${input.name}, the e-mail address of your KhelPass account was changed. E-mails about your account and bookings now go to the new address.`;
  const warning = `If you did not make this change, write to ${SUPPORT.email} or call ${SUPPORT.phone} at once.`;
  return withoutAttachments(
    'Your KhelPass e-mail address was changed',
    mailPage({
      heading: 'Your e-mail address was changed',
      bodyHtml: `<p>${escapeHtml(said)}</p>${factsHtml(facts)}<p>${escapeHtml(warning)}</p>`,
      bodyText: `${said}\n\n${factsText(facts)}\n\n${warning}`,
      link: { label: 'Contact us', url: `${input.siteOrigin}/help#contact-us` },
    }),
  );
}

/** A guest's link to their booking and its tickets, to the booking's contact address. */
export function bookingLookupMail(input: {
  booking: { reference: string; eventTitle: string; eventDate: Date; contactName: string };
  url: string;
  expiresAt: Date;
}) {
  const { booking } = input;
  const facts: Fact[] = [
    ['Booking reference', booking.reference],
    ['Event', booking.eventTitle],
    ['When', formatEventWhen(booking.eventDate)],
  ];
  const said = `Hi ${booking.contactName}, here is the link to your booking and its tickets, as you asked. It works until ${untilIst(input.expiresAt)}, in the first browser that opens it.`;
  const ignore = 'If you did not ask for it, ignore this e-mail: the booking is shown to nobody else.';
  return withoutAttachments(
    `Your booking ${booking.reference}: ${booking.eventTitle}`,
    mailPage({
      heading: 'Your booking',
      bodyHtml: `<p>${escapeHtml(said)}</p>${factsHtml(facts)}<p>${escapeHtml(ignore)}</p>`,
      bodyText: `${said}\n\n${factsText(facts)}\n\n${ignore}`,
      link: { label: 'See my booking and tickets', url: input.url },
    }),
  );
}
