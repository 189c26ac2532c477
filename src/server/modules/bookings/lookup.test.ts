// A guest finds their booking (issue 13): the reference and e-mail mail a link to the booking's
// address, whatever the answer says; the first browser to open the link sees the booking, its
// tickets and its invoice, and nobody who only guesses learns anything. Mails arrive at a real SMTP
// server in the test.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_LIFETIME_MS } from '../../../shared/domain/account-links';
import { bookingListSchema } from '../../../shared/schemas/booking';
import { foundBookingSchema, LOOKUP_MESSAGES } from '../../../shared/schemas/booking-lookup';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { acceptedAnswerSchema, emailStatusSchema } from '../../../shared/schemas/credentials';
import { ticketVerificationSchema } from '../../../shared/schemas/gate';
import { invoiceSchema } from '../../../shared/schemas/invoice';
import { type ApiClient, clientAtOwnAddress, signUp, uniqueEmail } from '../../test/api-client';
import { bookableEvents, linkToken, mailsAbout, paidBooking, SITE_ORIGIN } from '../../test/mail-links';
import { PROMOTER, signedIn } from '../../test/organizer-flow';
import { type Mailing, startMailing, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { LOOKUP_ADDRESS_THROTTLE, LOOKUP_EMAIL_THROTTLE } from './lookup.service';

const HOUR = 3_600_000;
const FIND = '/bookings/find';

let smtp: TestSmtpServer;
let mailing: Mailing;
let t: TestApp;
let clock = TEST_ANCHOR.getTime();
const now = () => new Date(clock);
let events: string[];

beforeAll(async () => {
  mailing = await startMailing(SITE_ORIGIN);
  smtp = mailing.smtp;
  t = await createTestApp({
    now,
    auth: { trustProxy: true },
    mail: mailing.options,
  });
  events = await bookableEvents(t.database);
});
afterAll(async () => {
  await t.close();
  await mailing.close();
});
beforeEach(async () => {
  await t.app.background.idle();
  clock += 2 * HOUR;
});

/** A browser of its own, at an address of its own. */
const browser = () => clientAtOwnAddress(t.app);
const nextEvent = () => {
  const id = events.shift();
  if (!id) throw new Error('the promoter has too few upcoming events');
  return id;
};
const subjectOf = (reference: string, title: string) => `Your booking ${reference}: ${title}`;
const askLink = (client: ApiClient, reference: string, email: string) =>
  client.request('POST', '/api/bookings/look-up', { reference, email });
const open = (client: ApiClient, token: string) => client.post('/api/bookings/look-up/open', { token });
const errorOf = (body: unknown) => apiErrorSchema.parse(body).error;

/** A guest's paid booking, and the token of the look-up link mailed for it. */
async function guestBookingWithLink(email = uniqueEmail('guest')) {
  const booking = await paidBooking(browser(), nextEvent(), email);
  const asked = await browser().postAs(acceptedAnswerSchema, '/api/bookings/look-up', {
    reference: booking.reference,
    email,
  });
  expect(asked.status).toBe(202);
  await t.app.background.idle();
  const [mail, ...more] = mailsAbout(smtp.received, email, subjectOf(booking.reference, booking.eventTitle));
  expect(more).toHaveLength(0);
  if (!mail) throw new Error('no look-up mail arrived');
  return { booking, email, mail, token: linkToken(mail, FIND) };
}

describe('asking for a link', () => {
  it('mails a matching guest booking its link, and answers a wrong reference or address exactly the same', async () => {
    const { booking, email, mail } = await guestBookingWithLink();
    expect(mail.parsed.text).toContain(`Booking reference: ${booking.reference}`);
    expect(mail.parsed.text).toMatch(/It works until \d{1,2}:\d{2} [ap]m IST on \w{3}, \d{1,2} \w{3} \d{4}/);
    const signedInBooking = await (async () => {
      const fan = browser();
      const account = await signUp(fan);
      return { booking: await paidBooking(fan, nextEvent(), account.email), email: account.email };
    })();

    const answers = await Promise.all([
      askLink(browser(), booking.reference, email),
      // Typed as people type it: lower case, no dash, spaces, capitals in the address.
      askLink(browser(), ` ${booking.reference.replace('-', '').toLowerCase()} `, email.toUpperCase()),
      askLink(browser(), booking.reference, uniqueEmail('not-the-guest')),
      askLink(browser(), 'KP-ZZZZZZ', email),
      askLink(browser(), signedInBooking.booking.reference, signedInBooking.email),
    ]);
    for (const answer of answers) {
      expect({ status: answer.status, text: answer.text }).toEqual({
        status: 202,
        text: JSON.stringify({ message: LOOKUP_MESSAGES.sent }),
      });
    }
    await t.app.background.idle();
    const subject = subjectOf(booking.reference, booking.eventTitle);
    // The first ask, and the two ways of typing the same: three links, all to the booking's address.
    expect(mailsAbout(smtp.received, email, subject)).toHaveLength(3);
    const signedInSubject = subjectOf(signedInBooking.booking.reference, signedInBooking.booking.eventTitle);
    expect(mailsAbout(smtp.received, signedInBooking.email, signedInSubject)).toHaveLength(0);
  });

  it('refuses a malformed reference or address, naming the field', async () => {
    const bad = await askLink(browser(), 'ticket please', 'not-an-address');
    expect(bad.status).toBe(400);
    expect(Object.keys(errorOf(bad.body).fields ?? {}).sort()).toEqual(['email', 'reference']);
  });

  it(`is braked per e-mail (${LOOKUP_EMAIL_THROTTLE.limit} an hour) and per address (${LOOKUP_ADDRESS_THROTTLE.limit} in 15 minutes)`, async () => {
    const email = uniqueEmail('braked');
    for (let i = 0; i < LOOKUP_EMAIL_THROTTLE.limit; i++) {
      expect((await askLink(browser(), 'KP-ABCDEF', email)).status).toBe(202);
    }
    const braked = await askLink(browser(), 'KP-ABCDEF', email);
    expect(braked.status).toBe(429);
    expect(Number(braked.headers.get('retry-after'))).toBe(LOOKUP_EMAIL_THROTTLE.windowMs / 1000);

    const guesser = browser();
    for (let i = 0; i < LOOKUP_ADDRESS_THROTTLE.limit; i++) {
      expect((await askLink(guesser, 'KP-ABCDEF', uniqueEmail('spray'))).status).toBe(202);
    }
    expect((await askLink(guesser, 'KP-ABCDEF', uniqueEmail('spray'))).status).toBe(429);
  });
});

describe('opening the link', () => {
  it('shows the booking and its tickets, whose codes the gate admits, and its invoice, to the browser that opened it', async () => {
    const { booking, token } = await guestBookingWithLink();
    const friend = browser();
    const opened = await friend.postAs(foundBookingSchema, '/api/bookings/look-up/open', { token });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.inAccount).toBe(false);
    expect(opened.body.booking).toMatchObject({
      id: booking.id,
      reference: booking.reference,
      status: 'confirmed',
    });
    expect(opened.body.booking.tickets.map((ticket) => ticket.token)).toEqual(
      booking.tickets.map((ticket) => ticket.token),
    );
    const gate = await signedIn(t.app, PROMOTER);
    const verified = await gate.postAs(ticketVerificationSchema, '/api/tickets/verify', {
      token: opened.body.booking.tickets[0]?.token,
    });
    expect(verified.body.valid).toBe(true);

    const invoice = await friend.getAs(invoiceSchema, `/api/bookings/${booking.id}/invoice`);
    expect(invoice.status, invoice.text).toBe(200);
    expect(invoice.body.bookingReference).toBe(booking.reference);
    // A reload in the same browser shows it again.
    expect((await open(friend, token)).status).toBe(200);
  });

  it('shows nothing to another browser once opened, nor any other booking to the one that opened it', async () => {
    const { token } = await guestBookingWithLink();
    const other = await paidBooking(browser(), nextEvent(), uniqueEmail('other-guest'));
    const first = browser();
    expect((await open(first, token)).status).toBe(200);

    const second = browser();
    const refused = await open(second, token);
    expect(refused.status).toBe(410);
    expect(errorOf(refused.body)).toEqual({ code: 'link_used', message: LOOKUP_MESSAGES.openedElsewhere });
    expect(refused.text).not.toContain('KP-');
    expect((await first.get(`/api/bookings/${other.id}/invoice`)).status).toBe(404);
  });

  it('expires after 24 hours for everyone, the browser that opened it too, and its invoice with it', async () => {
    const { booking, token } = await guestBookingWithLink();
    const opener = browser();
    expect((await open(opener, token)).status).toBe(200);
    clock += LINK_LIFETIME_MS.booking_lookup;
    const expired = await open(opener, token);
    expect(expired.status).toBe(410);
    expect(errorOf(expired.body).code).toBe('link_expired');
    // The grant ended with the link (the holder cookie itself lasts a day).
    expect((await opener.get(`/api/bookings/${booking.id}/invoice`)).status).toBe(404);
  });

  it('refuses a wrong link (410) and a malformed one (400 naming the token)', async () => {
    const wrong = await open(browser(), 'C'.repeat(43));
    expect(wrong.status).toBe(410);
    expect(errorOf(wrong.body).code).toBe('link_invalid');
    const malformed = await open(browser(), 'KP-ABCDEF');
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed.body).fields).toHaveProperty('token');
  });

  it('signed in with the booking address, takes the booking into the account and confirms the address', async () => {
    const email = uniqueEmail('guest-now-fan');
    const { booking, token } = await guestBookingWithLink(email);
    const fan = browser();
    await signUp(fan, 'Guest Now Fan', email);
    expect((await fan.getAs(bookingListSchema, '/api/bookings')).body.items).toEqual([]);

    const opened = await fan.postAs(foundBookingSchema, '/api/bookings/look-up/open', { token });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.inAccount).toBe(true);
    expect((await fan.getAs(bookingListSchema, '/api/bookings')).body.items.map((b) => b.id)).toEqual([
      booking.id,
    ]);
    expect((await fan.getAs(emailStatusSchema, '/api/account/email')).body.confirmed).toBe(true);
  });

  it('signed in with another address, shows the booking as a guest would see it and takes nothing in', async () => {
    const { booking, token } = await guestBookingWithLink();
    const stranger = browser();
    await signUp(stranger);
    const opened = await stranger.postAs(foundBookingSchema, '/api/bookings/look-up/open', { token });
    expect(opened.body).toMatchObject({ inAccount: false, booking: { id: booking.id } });
    expect((await stranger.getAs(bookingListSchema, '/api/bookings')).body.items).toEqual([]);
    expect((await stranger.getAs(emailStatusSchema, '/api/account/email')).body.confirmed).toBe(false);
  });

  it('once the booking is in an account, the link shows it to that account alone', async () => {
    const email = uniqueEmail('moved-in');
    const { booking, token } = await guestBookingWithLink(email);
    const fan = browser();
    await signUp(fan, 'Moved In', email);
    await t.app.background.idle();
    const [confirmation] = mailsAbout(smtp.received, email, 'Confirm your e-mail address for KhelPass');
    if (!confirmation) throw new Error('no confirmation mail arrived');
    await browser().post('/api/auth/email-confirmation', {
      token: linkToken(confirmation, '/account/confirm-email'),
    });

    const refused = await open(browser(), token);
    expect(refused.status).toBe(410);
    expect(errorOf(refused.body)).toEqual({ code: 'link_in_account', message: LOOKUP_MESSAGES.inAccount });
    // Its account may still follow the link, to the booking in My Bookings.
    const fromAccount = await fan.postAs(foundBookingSchema, '/api/bookings/look-up/open', { token });
    expect(fromAccount.body).toMatchObject({ inAccount: true, booking: { id: booking.id } });
  });
});
