// E-mail through the outbox (issue 13), end to end: a booking confirmed, refunded, its event
// cancelled or postponed writes a mail in the same transaction; the mail pass sends it to a real
// SMTP server in the test (smtp-server), once, across passes, apps and restarts, and again after a
// temporary refusal. Without SMTP_URL the mail is an .eml file.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEventWhen, formatPaise } from '../../../shared/domain/format';
import { istDateTime } from '../../../shared/domain/time';
import { type Booking, bookingSchema } from '../../../shared/schemas/booking';
import { ticketVerificationSchema } from '../../../shared/schemas/gate';
import { eventCancellationSchema, postponedEventSchema } from '../../../shared/schemas/organizer';
import { emailOutbox } from '../../db/schema';
import { type ApiClient, apiClient, signUp, uniqueEmail } from '../../test/api-client';
import { checkout, holdCategory, pay, TEST_CONTACT } from '../../test/booking-flow';
import { PROMOTER, promoterUpcoming, signedIn } from '../../test/organizer-flow';
import {
  type Mailing,
  SMTP_PASSWORD,
  startMailing,
  TEST_MAIL_FROM,
  type TestSmtpServer,
} from '../../test/smtp-server';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { MAX_MAIL_ATTEMPTS } from './backoff';
import { MAIL_LEASE_MS } from './mail.service';
import { ticketQrPng } from './mail.transport';
import { ticketCid } from './templates/booking-mails';

const DAY = 86_400_000;
const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };

let smtp: TestSmtpServer;
let mailing: Mailing;
let t: TestApp;
let clock = TEST_ANCHOR.getTime();
const now = () => new Date(clock);
const logged: string[] = [];
/** The promoter's scheduled events a day or more ahead, one per test. */
let upcoming: string[];

const log = (message: string, detail?: unknown) => {
  logged.push(detail === undefined ? message : `${message} ${String(detail)}`);
};

beforeAll(async () => {
  mailing = await startMailing('https://tickets.example.in');
  smtp = mailing.smtp;
  t = await createTestApp({ now, log, mail: mailing.options });
  upcoming = (await promoterUpcoming(t.database, DAY)).map((event) => event.id);
});
afterAll(async () => {
  // Nothing a test logged holds the SMTP password, nor does any error kept in the outbox.
  for (const line of logged) expect(line).not.toContain(SMTP_PASSWORD);
  for (const row of await t.database.db.select().from(emailOutbox)) {
    expect(row.lastError ?? '').not.toContain(SMTP_PASSWORD);
  }
  for (const other of otherApps) {
    other.app.notificationStreams.close();
    await other.app.background.idle();
    other.app.mail.close();
  }
  await t.close();
  await mailing.close();
});
beforeEach(async () => {
  // Each test starts with nothing due: what earlier tests wrote is sent, and the inbox emptied.
  await t.app.background.idle();
  await t.app.background.mailNow();
  smtp.received.length = 0;
});

/** Apps over the same database (another process, a restart): their mail connections end with the file. */
const otherApps: TestApp[] = [];
async function anotherApp(options: Parameters<typeof createTestApp>[0]) {
  const other = await createTestApp(options);
  otherApps.push(other);
  return other;
}

function nextEvent(): string {
  const id = upcoming.shift();
  if (!id) throw new Error('the promoter has too few upcoming events');
  return id;
}

/** Books two Gold places with add-ons for `client` (a signed-up fan or a guest) and pays. */
async function confirmedBooking(
  client: ApiClient,
  eventId: string,
  email = TEST_CONTACT.email,
): Promise<Booking> {
  const hold = await holdCategory(client, eventId, 'gold', 2);
  const created = (
    await checkout(client, hold.id, {
      contact: { ...TEST_CONTACT, email },
      guests: [{ name: 'Ravi Rao' }],
      addOns: ['merchandise'],
    })
  ).body;
  const paid = (await pay(client, created.order.id)).body;
  const confirmed = await client.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
  expect(confirmed.status, confirmed.text).toBe(200);
  return confirmed.body;
}

/**
 * Sends what is due now (a new account's confirmation link, written at sign-up) through the test's
 * SMTP server, so that the mails a test counts or refuses are the ones it is about.
 */
async function sendSignUpMails() {
  await t.app.background.idle();
  await t.app.background.mailNow();
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.recipients.includes(address));

describe('booking confirmed', () => {
  it('arrives with the reference, the bill, a QR code per ticket whose token the gate verifies, and the .ics', async () => {
    const fan = apiClient(t.app);
    await signUp(fan);
    const email = uniqueEmail('confirmed');
    const booking = await confirmedBooking(fan, nextEvent(), email);
    // The confirmation nudged the mail pass (as main.ts's app does): it is sent without being asked.
    await t.app.background.idle();

    const [mail, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    if (!mail) throw new Error('no mail arrived');
    const { parsed } = mail;
    expect(parsed.from?.value).toEqual([{ name: 'KhelPass', address: 'tickets@khelpass.in' }]);
    expect(parsed.subject).toBe(
      `Booking confirmed: ${booking.eventTitle}, ${formatEventWhen(booking.eventDate)} (${booking.reference})`,
    );
    expect(parsed.text).toContain(`Booking reference: ${booking.reference}`);
    expect(parsed.text).toContain(`Total paid: ${formatPaise(booking.totalPaise)}`);
    expect(parsed.text).toContain(`Add-ons: ${formatPaise(booking.quote.addOnsPaise)}`);
    expect(parsed.text).toContain(`Seats: ${booking.category}: ${booking.seats.join(', ')}`);
    expect(parsed.text).toMatch(/Time: \d{1,2}:\d{2} [ap]m IST/);
    expect(parsed.text).toContain(`https://tickets.example.in/bookings?booking=${booking.id}`);
    expect(parsed.html).toContain(booking.reference);

    const admin = await signedIn(t.app, ADMIN);
    expect(booking.tickets).toHaveLength(2);
    for (const ticket of booking.tickets) {
      // The HTML shows the PNG attached under this Content-ID, and the PNG is the ticket's token's code.
      expect(parsed.html).toContain(`src="cid:${ticketCid(ticket.id)}"`);
      const png = parsed.attachments.find((file) => file.contentId === `<${ticketCid(ticket.id)}>`);
      expect(png?.contentType).toBe('image/png');
      expect(png?.content.subarray(1, 4).toString()).toBe('PNG');
      expect(png?.content.equals(await ticketQrPng(ticket.token))).toBe(true);
      const verified = await admin.postAs(ticketVerificationSchema, '/api/tickets/verify', {
        token: ticket.token,
      });
      expect(verified.body).toMatchObject({ valid: true, ticket: { bookingReference: booking.reference } });
    }
    const calendar = parsed.attachments.find((file) => file.filename === `${booking.reference}.ics`);
    expect(calendar?.content.toString()).toContain('BEGIN:VCALENDAR');
    expect(calendar?.content.toString()).toContain(`UID:${booking.id}@khelpass.in`);
  });

  it("goes to a guest's contact address too", async () => {
    const guest = apiClient(t.app);
    const email = uniqueEmail('guest');
    const booking = await confirmedBooking(guest, nextEvent(), email);
    await t.app.background.idle();
    expect(mailsTo(email).map((mail) => mail.parsed.subject)).toEqual([
      expect.stringContaining(booking.reference),
    ]);
  });
});

describe('the outbox', () => {
  it('never sends a mail twice: again, from a second app on the same database, or both at once', async () => {
    const fan = apiClient(t.app);
    await signUp(fan);
    const email = uniqueEmail('once');
    await confirmedBooking(fan, nextEvent(), email);
    const second = await anotherApp({ database: t.database, now, log, mail: mailing.options });
    await Promise.all([t.app.background.mailNow(), second.app.background.mailNow()]);
    await Promise.all([t.app.background.mailNow(), second.app.background.mailNow()]);
    await t.app.background.idle();
    await second.app.background.idle();
    expect(mailsTo(email)).toHaveLength(1);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps no words of a delivered mail: its links and ticket codes are not left in the table', async () => {
    const fan = apiClient(t.app);
    await signUp(fan);
    const email = uniqueEmail('forgotten');
    const booking = await confirmedBooking(fan, nextEvent(), email);
    await t.app.background.mailNow();
    await t.app.background.idle();
    expect(mailsTo(email)).toHaveLength(1);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', text: '', html: '', attachments: [] });
    expect(JSON.stringify(row)).not.toContain(booking.tickets[0]?.token ?? 'no ticket');
  });

  it('tries again with backoff after a temporary refusal, then sends once', async () => {
    const fan = apiClient(t.app);
    await signUp(fan);
    await sendSignUpMails();
    const email = uniqueEmail('retry');
    smtp.refuseNextMails(1);
    await confirmedBooking(fan, nextEvent(), email);
    await t.app.background.idle();
    expect(mailsTo(email)).toHaveLength(0);
    const [refused] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused?.lastError).toContain('451');
    // Not before its next attempt (a minute later).
    expect(refused?.nextAttemptAt.getTime()).toBe(clock + 60_000);
    await t.app.background.mailNow();
    expect(mailsTo(email)).toHaveLength(0);

    clock += 60_000;
    expect(await t.app.background.mailNow()).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
    const [sent] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives a mail up when the server refuses it for good (5xx), or after the last attempt', async () => {
    const fan = apiClient(t.app);
    await signUp(fan);
    await sendSignUpMails();
    const refusedEmail = uniqueEmail('refused');
    smtp.refuseNextMails(1, 550);
    await confirmedBooking(fan, nextEvent(), refusedEmail);
    await t.app.background.idle();
    const [refused] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, refusedEmail));
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused?.lastError).toContain('550');

    const lastEmail = uniqueEmail('last-attempt');
    const paused = await anotherApp({ database: t.database, now, log });
    const pausedFan = apiClient(paused.app);
    await signUp(pausedFan);
    await sendSignUpMails();
    await confirmedBooking(pausedFan, nextEvent(), lastEmail);
    await t.database.db
      .update(emailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(emailOutbox.to, lastEmail));
    smtp.refuseNextMails(1, 451);
    await t.app.background.mailNow();
    const [last] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, lastEmail));
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });

    clock += DAY;
    await t.app.background.mailNow();
    expect(mailsTo(refusedEmail)).toHaveLength(0);
    expect(mailsTo(lastEmail)).toHaveLength(0);
  });

  it('keeps mails waiting while the mail server refuses the login, without the password in any log', async () => {
    const fan = apiClient(t.app);
    await signUp(fan);
    const email = uniqueEmail('bad-login');
    const wrongLogin = await anotherApp({
      database: t.database,
      now,
      log,
      mail: {
        ...mailing.options,
        smtpUrl: smtp.url.replace(encodeURIComponent(SMTP_PASSWORD), 'wrong-password'),
      },
    });
    const wrongFan = apiClient(wrongLogin.app);
    await signUp(wrongFan);
    await confirmedBooking(wrongFan, nextEvent(), email);
    await wrongLogin.app.background.idle();
    const [waiting] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('535');
    expect(logged.join('\n')).not.toContain('wrong-password');

    clock += 60_000;
    await t.app.background.mailNow();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a restart sends what was due, and a mail whose sender died mid-send once its lease runs out', async () => {
    const fan = apiClient(t.app);
    await signUp(fan);
    const email = uniqueEmail('restart');
    // An app without mail settings writes the mail but, like a server stopped before its pass, sends nothing.
    const stopped = await anotherApp({ database: t.database, now, log });
    const stoppedFan = apiClient(stopped.app);
    await signUp(stoppedFan);
    await sendSignUpMails();
    await confirmedBooking(stoppedFan, nextEvent(), email);
    await stopped.app.background.idle();
    expect(mailsTo(email)).toHaveLength(0);

    const restarted = await anotherApp({ database: t.database, now, log, mail: mailing.options });
    expect(await restarted.app.background.mailNow()).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);

    // A sender that claimed a mail and died before marking it: the row stays 'sending' under its lease.
    const crashEmail = uniqueEmail('crash');
    await confirmedBooking(stoppedFan, nextEvent(), crashEmail);
    await stopped.app.background.idle();
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(clock + MAIL_LEASE_MS) })
      .where(eq(emailOutbox.to, crashEmail));
    expect(await restarted.app.background.mailNow()).toBe(0);
    clock += MAIL_LEASE_MS;
    expect(await restarted.app.background.mailNow()).toBe(1);
    expect(mailsTo(crashEmail)).toHaveLength(1);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, crashEmail));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the event changes', () => {
  /** The bookings' confirmations arrived: what follows is about the change. */
  async function forgetConfirmations() {
    await t.app.background.idle();
    smtp.received.length = 0;
  }

  it('a cancel e-mails each holder why, then each refund says how much came back', async () => {
    const eventId = nextEvent();
    const fan = apiClient(t.app);
    await signUp(fan);
    const fanEmail = uniqueEmail('cancelled-fan');
    const guestEmail = uniqueEmail('cancelled-guest');
    const booking = await confirmedBooking(fan, eventId, fanEmail);
    await confirmedBooking(apiClient(t.app), eventId, guestEmail);
    await forgetConfirmations();
    const organizer = await signedIn(t.app, PROMOTER);
    const cancelled = await organizer.postAs(
      eventCancellationSchema,
      `/api/organizer/events/${eventId}/cancel`,
      {
        reason: 'Venue flooded',
      },
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    await t.app.background.idle();
    await t.app.background.mailNow();

    for (const email of [fanEmail, guestEmail]) {
      const subjects = mailsTo(email).map((mail) => mail.parsed.subject ?? '');
      expect(subjects).toHaveLength(2);
      expect(subjects.some((subject) => subject.startsWith('Cancelled: '))).toBe(true);
      expect(subjects.some((subject) => subject.startsWith('Refunded ₹'))).toBe(true);
    }
    const [toldWhy] = mailsTo(fanEmail).filter((mail) => mail.parsed.subject?.startsWith('Cancelled: '));
    expect(toldWhy?.parsed.text).toContain('Reason: Venue flooded');
    expect(toldWhy?.parsed.text).toContain(booking.reference);
    const [refund] = mailsTo(fanEmail).filter((mail) => mail.parsed.subject?.startsWith('Refunded'));
    expect(refund?.parsed.subject).toBe(
      `Refunded ${formatPaise(booking.totalPaise)}: ${booking.eventTitle} (${booking.reference})`,
    );
    // Refunded tickets are not handed out again by e-mail.
    expect(refund?.parsed.attachments).toHaveLength(0);
  });

  it('a postponement e-mails the new start in India time, with the moved calendar entry', async () => {
    const eventId = nextEvent();
    const fan = apiClient(t.app);
    await signUp(fan);
    const email = uniqueEmail('postponed');
    const booking = await confirmedBooking(fan, eventId, email);
    await forgetConfirmations();
    const organizer = await signedIn(t.app, PROMOTER);
    const newStart = istDateTime(new Date(TEST_ANCHOR.getTime() + 40 * DAY));
    const moved = await organizer.postAs(postponedEventSchema, `/api/organizer/events/${eventId}/postpone`, {
      date: newStart.date,
      time: '18:00',
    });
    expect(moved.status, moved.text).toBe(200);
    await t.app.background.mailNow();

    const [mail, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.parsed.subject).toBe(
      `Postponed: ${booking.eventTitle} now ${formatEventWhen(moved.body.startsAt)} (${booking.reference})`,
    );
    expect(mail?.parsed.text).toContain('Time: 6:00 pm IST');
    const calendar = mail?.parsed.attachments.find((file) => file.filename === `${booking.reference}.ics`);
    expect(calendar?.content.toString()).toContain(
      `DTSTART:${moved.body.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
    );
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file and logs its subject', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'khelpass-eml-'));
    const lines: string[] = [];
    const offline = await anotherApp({
      database: t.database,
      now,
      log: (message) => lines.push(message),
      mail: { from: TEST_MAIL_FROM, outboxDir: folder },
    });
    // Signed up where mail goes over SMTP (its confirmation link too): the folder gets the booking's mail alone.
    const account = apiClient(t.app);
    await signUp(account);
    const fan = apiClient(offline.app);
    fan.token = account.token;
    const email = uniqueEmail('eml');
    const booking = await confirmedBooking(fan, nextEvent(), email);
    await offline.app.background.idle();

    const files = await readdir(folder);
    expect(files).toHaveLength(1);
    const eml = await readFile(join(folder, files[0] ?? ''), 'utf8');
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain(booking.reference);
    expect(eml).toContain('Content-Type: image/png');
    expect(lines.some((line) => line.includes(`${files[0]}`) && line.includes(booking.reference))).toBe(true);
    expect(mailsTo(email)).toHaveLength(0);
    await rm(folder, { recursive: true, force: true });
  });
});
