// Match reminders by e-mail (issue 13): the 24 h and 2 h reminders of a booked match also go by
// e-mail to a fan whose e-mail preference is on, written in the reminder job's transaction and sent
// by the mail pass to a real SMTP server in the test, once per reminder whatever runs again.
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEventDate, formatEventTime, formatEventWhen } from '../../../shared/domain/format';
import { bookingSchema } from '../../../shared/schemas/booking';
import { notificationListSchema } from '../../../shared/schemas/notifications';
import { cities, emailOutbox, events, scheduledJobs, users, venues } from '../../db/schema';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { PROMOTER } from '../../test/organizer-flow';
import { type Mailing, startMailing, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SITE = 'https://tickets.example.in';

let smtp: TestSmtpServer;
let mailing: Mailing;
const clock = { at: TEST_ANCHOR.getTime() };
const now = () => new Date(clock.at);
const opened: TestApp[] = [];
let t: TestApp;

beforeAll(async () => {
  mailing = await startMailing(SITE);
  smtp = mailing.smtp;
  t = await createTestApp({ now, mail: mailing.options });
  opened.push(t);
});
afterAll(async () => {
  for (const app of opened.slice(1)) {
    app.app.notificationStreams.close();
    await app.app.background.idle();
    app.app.mail.close();
  }
  await t.close();
  await mailing.close();
});

/** The promoter's first scheduled event starting 3 days or more after TEST_ANCHOR, with its venue's city. */
async function upcomingMatch() {
  const [row] = await t.database.db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      venue: venues.name,
      city: cities.name,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(cities, eq(cities.id, events.cityId))
    .innerJoin(users, eq(users.id, events.organizerId))
    .where(
      and(
        eq(users.email, PROMOTER.email),
        eq(events.status, 'scheduled'),
        gt(events.startsAt, new Date(TEST_ANCHOR.getTime() + 3 * DAY)),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(1);
  if (!row) throw new Error('no upcoming event of the promoter');
  return row;
}

/** A new fan with these notification preferences who books one Gold place of the event and pays. */
async function bookedFan(eventId: string, name: string, notifications: Record<string, boolean>) {
  const fan: ApiClient = apiClient(t.app);
  const account = await signUp(fan, name);
  const preferences = await fan.put('/api/me/preferences', { notifications });
  expect(preferences.status, preferences.text).toBe(200);
  const hold = await holdCategory(fan, eventId, 'gold', 1);
  const created = (await checkout(fan, hold.id)).body;
  const paid = (await pay(fan, created.order.id)).body;
  const confirmed = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
  expect(confirmed.body.status).toBe('confirmed');
  return { fan, email: account.email, booking: confirmed.body };
}

/** One pass of the notification jobs at `at` (ms) in `app`, and the mail pass it nudged. */
async function passAt(at: number, app: TestApp = t) {
  clock.at = at;
  await app.app.background.notifyNow();
  await app.app.background.idle();
}

async function reminderTitles(fan: ApiClient) {
  const inbox = await fan.getAs(notificationListSchema, '/api/me/notifications');
  return inbox.body.items.filter((item) => item.type === 'reminder').map((item) => item.title);
}

const remindersTo = (address: string) =>
  smtp.received.filter(
    (mail) => mail.recipients.includes(address) && /^Starts in \d+ hours: /.test(mail.parsed.subject ?? ''),
  );

describe('match reminders by e-mail', () => {
  it('reach a fan with the e-mail preference on, 24 h and 2 h before, each once; not one with it off', async () => {
    const match = await upcomingMatch();
    const start = match.startsAt.getTime();
    const { email, booking } = await bookedFan(match.id, 'Meera Iyer', {});
    const quiet = await bookedFan(match.id, 'Quiet Fan', { email: false });
    const noReminders = await bookedFan(match.id, 'No Reminders', { eventReminders: false, email: true });

    await passAt(TEST_ANCHOR.getTime());
    await passAt(start - DAY - MINUTE);
    expect(remindersTo(email)).toEqual([]);

    await passAt(start - DAY + 10_000);
    const [dayBefore, ...more] = remindersTo(email);
    expect(more).toEqual([]);
    if (!dayBefore) throw new Error('no reminder arrived');
    const { parsed } = dayBefore;
    expect(parsed.subject).toBe(
      `Starts in 24 hours: ${match.title}, ${formatEventWhen(match.startsAt)} (${booking.reference})`,
    );
    expect(parsed.text).toContain(`Hi Meera Iyer, ${match.title} starts ${formatEventWhen(match.startsAt)}`);
    expect(parsed.text).toContain(`Booking reference: ${booking.reference}`);
    expect(parsed.text).toContain(`Date: ${formatEventDate(match.startsAt)}`);
    expect(parsed.text).toMatch(/Starts: \d{1,2}:\d{2}\s[ap]m IST/);
    expect(parsed.text).toContain(`Starts: ${formatEventTime(match.startsAt)}`);
    expect(parsed.text).toContain(`Venue: ${match.venue}, ${match.city}`);
    expect(parsed.text).toContain(`Your tickets: ${SITE}/bookings?booking=${booking.id}`);
    expect(parsed.html).toContain(`href="${SITE}/bookings?booking=${booking.id}"`);
    expect(parsed.html).toContain('lang="en-IN"');

    // Run again: the same moment, a restarted process, a lost schedule. Nothing is mailed twice.
    await passAt(start - DAY + MINUTE);
    const restarted = await createTestApp({ now, database: t.database, mail: mailing.options });
    opened.push(restarted);
    await passAt(start - DAY + 2 * MINUTE, restarted);
    await t.database.db.delete(scheduledJobs);
    await passAt(start - DAY + 3 * MINUTE);
    expect(remindersTo(email)).toHaveLength(1);

    await passAt(start - 2 * HOUR + 5_000);
    await passAt(start - 2 * HOUR + MINUTE);
    expect(remindersTo(email).map((mail) => mail.parsed.subject?.split(':')[0])).toEqual([
      'Starts in 24 hours',
      'Starts in 2 hours',
    ]);
    const outbox = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(outbox.filter((row) => row.subject.startsWith('Starts in')).map((row) => row.status)).toEqual([
      'sent',
      'sent',
    ]);

    // E-mail off: the reminders in the app only. Reminders off: neither.
    expect(remindersTo(quiet.email)).toEqual([]);
    expect(await reminderTitles(quiet.fan)).toEqual(['Starts in 2 hours', 'Starts in 24 hours']);
    expect(remindersTo(noReminders.email)).toEqual([]);
    expect(await reminderTitles(noReminders.fan)).toEqual([]);
  });
});
