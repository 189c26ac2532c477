// Password reset, password and e-mail change, e-mail confirmation and guest bookings joining an
// account (issue 13), through the API as people use them: each mail arrives at a real SMTP server
// in the test, and its link is followed from the text that arrived.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_LIFETIME_MS } from '../../../shared/domain/account-links';
import { authResponseSchema, sessionResponseSchema } from '../../../shared/schemas/account';
import { bookingListSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import {
  acceptedAnswerSchema,
  CREDENTIAL_MESSAGES,
  emailConfirmedSchema,
  emailStatusSchema,
} from '../../../shared/schemas/credentials';
import { accountTokens, emailOutbox, users } from '../../db/schema';
import { type ApiClient, clientAtOwnAddress, signUp, uniqueEmail } from '../../test/api-client';
import { bookableEvents, linkToken, mailsAbout, paidBooking, SITE_ORIGIN } from '../../test/mail-links';
import { type Mailing, startMailing, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import {
  CONFIRMATION_THROTTLE,
  CURRENT_PASSWORD_THROTTLE,
  LINK_ADDRESS_THROTTLE,
  RESET_ADDRESS_THROTTLE,
  RESET_EMAIL_THROTTLE,
} from './credentials.service';

const HOUR = 3_600_000;
const PASSWORD = 'secret-123';
const RESET = 'Reset your KhelPass password';
const CONFIRM = 'Confirm your e-mail address for KhelPass';
const CHANGE = 'Confirm your new e-mail address for KhelPass';
const CHANGED = 'Your KhelPass e-mail address was changed';
const IST_UNTIL = /until \d{1,2}:\d{2} [ap]m IST on \w{3}, \d{1,2} \w{3} \d{4}/;

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
    // Each browser of these tests has an address of its own (X-Forwarded-For), as the brakes count per address.
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
  // Every test starts outside the brakes' windows of the tests before it.
  clock += 2 * HOUR;
});

/** A browser of its own, at an address of its own. */
const browser = () => clientAtOwnAddress(t.app);

/** The one mail with this subject that reached `address`, once the mail pass has run. */
async function mailed(address: string, subject: string) {
  await t.app.background.idle();
  const found = mailsAbout(smtp.received, address, subject);
  expect(found, `mails to ${address} about "${subject}"`).toHaveLength(1);
  return found[0] as NonNullable<(typeof found)[number]>;
}

async function signedUp(name = 'Test Fan', email = uniqueEmail('account')) {
  const client = browser();
  const account = await signUp(client, name, email);
  return { client, account };
}

const session = async (client: ApiClient) =>
  (await client.getAs(sessionResponseSchema, '/api/auth/session')).body.user;
const signIn = (client: ApiClient, email: string, password: string) =>
  client.post('/api/auth/sign-in', { email, password });

const askReset = (client: ApiClient, email: string) =>
  client.request('POST', '/api/auth/password-reset', { email });
const completeReset = (client: ApiClient, token: string, password: string) =>
  client.post('/api/auth/password-reset/complete', { token, password });
const confirmLink = (client: ApiClient, token: string) =>
  client.post('/api/auth/email-confirmation', { token });
const errorOf = (body: unknown) => apiErrorSchema.parse(body).error;

describe('password reset', () => {
  it('a mailed link sets a new password once: every old session ends, the browser that used it is signed in afresh', async () => {
    const { client: phone, account } = await signedUp('Meena Iyer');
    const laptop = browser();
    expect((await signIn(laptop, account.email, PASSWORD)).status).toBe(200);

    const asked = await browser().postAs(acceptedAnswerSchema, '/api/auth/password-reset', {
      email: account.email.toUpperCase(),
    });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(CREDENTIAL_MESSAGES.resetRequested);
    const mail = await mailed(account.email, RESET);
    expect(mail.parsed.text).toContain(
      `Hi Meena Iyer, someone asked to reset the password of the KhelPass account ${account.email}.`,
    );
    expect(mail.parsed.text).toMatch(IST_UNTIL);
    const token = linkToken(mail, '/account/reset-password');
    // The database keeps the token's SHA-256 alone.
    const stored = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, account.id));
    expect(stored.map((row) => row.id)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const elsewhere = browser();
    expect((await elsewhere.post('/api/auth/password-reset/check', { token })).status).toBe(204);
    const reset = await elsewhere.postAs(authResponseSchema, '/api/auth/password-reset/complete', {
      token,
      password: 'fresh-pass-9',
    });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.user).toMatchObject({ id: account.id, email: account.email });
    expect((await session(elsewhere))?.id).toBe(account.id);
    expect(await session(phone)).toBeNull();
    expect(await session(laptop)).toBeNull();
    expect((await signIn(browser(), account.email, PASSWORD)).status).toBe(401);
    expect((await signIn(browser(), account.email, 'fresh-pass-9')).status).toBe(200);
  });

  it('works once: the link again, or an older link of the same account, is refused as used', async () => {
    const { account } = await signedUp();
    await askReset(browser(), account.email);
    clock += 60_000;
    await askReset(browser(), account.email);
    await t.app.background.idle();
    const [older, newer] = mailsAbout(smtp.received, account.email, RESET).map((mail) =>
      linkToken(mail, '/account/reset-password'),
    );
    if (!older || !newer) throw new Error('two reset mails were expected');
    expect((await completeReset(browser(), newer, 'first-new-1')).status).toBe(200);

    for (const token of [newer, older]) {
      const again = await completeReset(browser(), token, 'second-new-2');
      expect(again.status).toBe(410);
      expect(errorOf(again.body)).toEqual({ code: 'link_used', message: CREDENTIAL_MESSAGES.linkUsed });
      const check = await browser().post('/api/auth/password-reset/check', { token });
      expect(errorOf(check.body).code).toBe('link_used');
    }
    expect((await signIn(browser(), account.email, 'first-new-1')).status).toBe(200);
  });

  it('expires 30 minutes after it was sent, and then changes nothing', async () => {
    const { account } = await signedUp();
    await askReset(browser(), account.email);
    const token = linkToken(await mailed(account.email, RESET), '/account/reset-password');
    clock += LINK_LIFETIME_MS.password_reset - 1;
    expect((await browser().post('/api/auth/password-reset/check', { token })).status).toBe(204);
    clock += 1;
    const check = await browser().post('/api/auth/password-reset/check', { token });
    expect(check.status).toBe(410);
    expect(errorOf(check.body)).toEqual({ code: 'link_expired', message: CREDENTIAL_MESSAGES.linkExpired });
    const late = await completeReset(browser(), token, 'too-late-1');
    expect(errorOf(late.body).code).toBe('link_expired');
    expect((await signIn(browser(), account.email, PASSWORD)).status).toBe(200);
  });

  it('answers an address nobody has exactly as one an account has, and mails nobody', async () => {
    const { account } = await signedUp();
    const nobody = uniqueEmail('nobody');
    const known = await askReset(browser(), account.email);
    const unknown = await askReset(browser(), nobody);
    expect({ status: unknown.status, text: unknown.text }).toEqual({
      status: known.status,
      text: known.text,
    });
    expect(known.status).toBe(202);
    await mailed(account.email, RESET);
    expect(smtp.received.filter((mail) => mail.recipients.includes(nobody))).toHaveLength(0);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, nobody))).toHaveLength(0);
  });

  it(`is braked per e-mail (${RESET_EMAIL_THROTTLE.limit} an hour) whether or not an account has it, and per address`, async () => {
    const { account } = await signedUp();
    for (const email of [account.email, uniqueEmail('braked-nobody')]) {
      for (let i = 0; i < RESET_EMAIL_THROTTLE.limit; i++)
        expect((await askReset(browser(), email)).status).toBe(202);
      const braked = await askReset(browser(), email);
      expect(braked.status).toBe(429);
      expect(errorOf(braked.body).code).toBe('too_many_requests');
      expect(Number(braked.headers.get('retry-after'))).toBe(RESET_EMAIL_THROTTLE.windowMs / 1000);
    }
    // A flood of requests for one address sends it no more than the limit's mails.
    await t.app.background.idle();
    expect(mailsAbout(smtp.received, account.email, RESET)).toHaveLength(RESET_EMAIL_THROTTLE.limit);

    const oneAddress = browser();
    for (let i = 0; i < RESET_ADDRESS_THROTTLE.limit; i++) {
      expect((await askReset(oneAddress, uniqueEmail('spray'))).status).toBe(202);
    }
    expect((await askReset(oneAddress, uniqueEmail('spray'))).status).toBe(429);
    expect((await askReset(browser(), uniqueEmail('spray'))).status).toBe(202);
  });

  it('refuses a link that is no link of ours: malformed (400 naming the token), unknown, or of another purpose (410)', async () => {
    const malformed = await completeReset(browser(), 'not-a-token', 'whatever-1');
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed.body).fields).toHaveProperty('token');
    const weak = await completeReset(browser(), 'A'.repeat(43), '123');
    expect(errorOf(weak.body).fields).toHaveProperty('password');

    const unknown = await completeReset(browser(), 'A'.repeat(43), 'whatever-1');
    expect(unknown.status).toBe(410);
    expect(errorOf(unknown.body)).toEqual({ code: 'link_invalid', message: CREDENTIAL_MESSAGES.linkInvalid });

    // A confirmation link proves the address, not the right to choose a password.
    const { account } = await signedUp();
    const confirmation = linkToken(await mailed(account.email, CONFIRM), '/account/confirm-email');
    const misused = await completeReset(browser(), confirmation, 'whatever-1');
    expect(errorOf(misused.body).code).toBe('link_invalid');
    expect((await signIn(browser(), account.email, PASSWORD)).status).toBe(200);
  });

  it(`stops an address after ${LINK_ADDRESS_THROTTLE.limit} links that did not work`, async () => {
    const guesser = browser();
    for (let i = 0; i < LINK_ADDRESS_THROTTLE.limit; i++) {
      const token = createHash('sha256').update(String(i)).digest('base64url');
      expect((await guesser.post('/api/auth/password-reset/check', { token })).status).toBe(410);
    }
    const stopped = await guesser.post('/api/auth/password-reset/check', { token: 'B'.repeat(43) });
    expect(stopped.status).toBe(429);
    expect((await browser().post('/api/auth/password-reset/check', { token: 'B'.repeat(43) })).status).toBe(
      410,
    );
  });

  it('a reset link to an address the account has left no longer works', async () => {
    const { client, account } = await signedUp();
    await askReset(browser(), account.email);
    const token = linkToken(await mailed(account.email, RESET), '/account/reset-password');
    const newEmail = uniqueEmail('moved');
    await client.post('/api/account/email', { currentPassword: PASSWORD, email: newEmail });
    await confirmLink(browser(), linkToken(await mailed(newEmail, CHANGE), '/account/confirm-email'));
    expect(errorOf((await completeReset(browser(), token, 'taken-over-1')).body).code).toBe('link_used');
    expect((await signIn(browser(), newEmail, PASSWORD)).status).toBe(200);
  });
});

describe('changing the password in /settings', () => {
  const change = (client: ApiClient, currentPassword: string, newPassword: string) =>
    client.post('/api/account/password', { currentPassword, newPassword });

  it('needs the current password; other sessions end, this one stays, and reset links die', async () => {
    const { client, account } = await signedUp();
    const other = browser();
    await signIn(other, account.email, PASSWORD);
    await askReset(browser(), account.email);
    const resetToken = linkToken(await mailed(account.email, RESET), '/account/reset-password');

    const wrong = await change(client, 'not-my-password', 'brand-new-1');
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong.body)).toMatchObject({
      code: 'wrong_password',
      fields: { currentPassword: CREDENTIAL_MESSAGES.wrongPassword },
    });
    expect(errorOf((await change(client, PASSWORD, '123')).body).fields).toHaveProperty('newPassword');
    expect((await session(other))?.id).toBe(account.id);

    const changed = await client.postAs(acceptedAnswerSchema, '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'brand-new-1',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(CREDENTIAL_MESSAGES.passwordChanged);
    expect((await session(client))?.id).toBe(account.id);
    expect(await session(other)).toBeNull();
    expect((await signIn(browser(), account.email, PASSWORD)).status).toBe(401);
    expect((await signIn(browser(), account.email, 'brand-new-1')).status).toBe(200);
    expect(errorOf((await completeReset(browser(), resetToken, 'hijack-1')).body).code).toBe('link_used');
  });

  it(`refuses a guest, and stops after ${CURRENT_PASSWORD_THROTTLE.limit} wrong current passwords, even the right one`, async () => {
    expect((await change(browser(), PASSWORD, 'brand-new-1')).status).toBe(401);
    const { client, account } = await signedUp();
    for (let i = 0; i < CURRENT_PASSWORD_THROTTLE.limit; i++) {
      expect((await change(client, `guess-${i}-x`, 'brand-new-1')).status).toBe(400);
    }
    const stopped = await change(client, PASSWORD, 'brand-new-1');
    expect(stopped.status).toBe(429);
    expect((await signIn(browser(), account.email, PASSWORD)).status).toBe(200);
  });
});

describe('changing the e-mail address in /settings', () => {
  const askChange = (client: ApiClient, email: string, currentPassword = PASSWORD) =>
    client.post('/api/account/email', { currentPassword, email });

  it('mails the new address a link; the account moves only when it is opened, and the old address is told', async () => {
    const { client, account } = await signedUp('Kabir Das');
    const newEmail = uniqueEmail('new-address');
    const asked = await client.postAs(emailStatusSchema, '/api/account/email', {
      currentPassword: PASSWORD,
      email: newEmail.toUpperCase(),
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ email: account.email, confirmed: false, pendingEmail: newEmail });
    const mail = await mailed(newEmail, CHANGE);
    expect(mail.parsed.text).toMatch(IST_UNTIL);
    expect(mailsAbout(smtp.received, account.email, CHANGED)).toHaveLength(0);
    // Nothing moved yet.
    expect((await client.getAs(emailStatusSchema, '/api/account/email')).body.pendingEmail).toBe(newEmail);
    expect((await session(client))?.email).toBe(account.email);
    expect((await signIn(browser(), account.email, PASSWORD)).status).toBe(200);

    // Opened anywhere, signed in or not: the link is the proof.
    const opened = await browser().postAs(emailConfirmedSchema, '/api/auth/email-confirmation', {
      token: linkToken(mail, '/account/confirm-email'),
    });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body).toEqual({ email: newEmail, changed: true, attachedBookings: 0 });
    expect((await session(client))?.email).toBe(newEmail);
    expect((await client.getAs(emailStatusSchema, '/api/account/email')).body).toEqual({
      email: newEmail,
      confirmed: true,
      pendingEmail: null,
    });
    const notice = await mailed(account.email, CHANGED);
    expect(notice.parsed.text).toContain(`Previous address: ${account.email}`);
    expect(notice.parsed.text).toContain(`New address: ${newEmail}`);
    expect(notice.parsed.text).toMatch(/Changed: \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
    expect((await signIn(browser(), account.email, PASSWORD)).status).toBe(401);
    expect((await signIn(browser(), newEmail, PASSWORD)).status).toBe(200);

    const replay = await confirmLink(browser(), linkToken(mail, '/account/confirm-email'));
    expect(replay.status).toBe(410);
    expect(errorOf(replay.body).code).toBe('link_used');
  });

  it('needs the current password, and refuses its own address or one another account has, saying no more', async () => {
    const { client, account } = await signedUp();
    const { account: other } = await signedUp('Someone Else');
    const target = uniqueEmail('wanted');
    const wrong = await askChange(client, target, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong.body).fields).toEqual({ currentPassword: CREDENTIAL_MESSAGES.wrongPassword });

    const same = await askChange(client, account.email);
    expect(errorOf(same.body).fields).toEqual({ email: CREDENTIAL_MESSAGES.sameEmail });

    const taken = await askChange(client, other.email);
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body)).toEqual({
      code: 'email_taken',
      message: CREDENTIAL_MESSAGES.emailInUse,
      fields: { email: CREDENTIAL_MESSAGES.emailInUse },
    });
    expect(taken.text).not.toContain('Someone Else');
    await t.app.background.idle();
    expect(mailsAbout(smtp.received, target, CHANGE)).toHaveLength(0);
    expect(mailsAbout(smtp.received, other.email, CHANGE)).toHaveLength(0);
    expect(errorOf((await askChange(browser(), target)).body).code).toBe('unauthenticated');
  });

  it('refuses the link when another account took the address meanwhile, and a newer change ends the older link', async () => {
    const { client, account } = await signedUp();
    const first = uniqueEmail('first-choice');
    const second = uniqueEmail('second-choice');
    await askChange(client, first);
    const firstToken = linkToken(await mailed(first, CHANGE), '/account/confirm-email');
    await askChange(client, second);
    const secondToken = linkToken(await mailed(second, CHANGE), '/account/confirm-email');
    expect(errorOf((await confirmLink(browser(), firstToken)).body).code).toBe('link_used');

    await signUp(browser(), 'Quicker Fan', second);
    const refused = await confirmLink(browser(), secondToken);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).code).toBe('email_taken');
    expect((await session(client))?.email).toBe(account.email);
  });

  it('ends a waiting change when the password is reset or changed, so whoever asked with the old password loses it', async () => {
    // Someone signed in with the password asks to move the account to their own address…
    const { client: intruder, account } = await signedUp();
    const theirs = uniqueEmail('intruder');
    await askChange(intruder, theirs);
    const token = linkToken(await mailed(theirs, CHANGE), '/account/confirm-email');
    // …and the owner resets the password: that link no longer moves the account.
    await askReset(browser(), account.email);
    const reset = linkToken(await mailed(account.email, RESET), '/account/reset-password');
    expect((await completeReset(browser(), reset, 'owner-again-1')).status).toBe(200);
    expect((await confirmLink(browser(), token)).status).toBe(410);
    expect((await signIn(browser(), account.email, 'owner-again-1')).status).toBe(200);

    // Likewise when the owner changes the password in /settings.
    const { client: stolen, account: other } = await signedUp();
    const elsewhere = uniqueEmail('intruder');
    await askChange(stolen, elsewhere);
    const changeToken = linkToken(await mailed(elsewhere, CHANGE), '/account/confirm-email');
    const owner = browser();
    expect((await signIn(owner, other.email, PASSWORD)).status).toBe(200);
    const changed = await owner.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'owner-again-2',
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await owner.getAs(emailStatusSchema, '/api/account/email')).body.pendingEmail).toBeNull();
    expect((await confirmLink(browser(), changeToken)).status).toBe(410);
    expect((await session(owner))?.email).toBe(other.email);
  });

  it("changes the link's account whoever opens it: another signed-in account stays as it was", async () => {
    const { client: owner, account } = await signedUp();
    const { client: bystander, account: bystanderAccount } = await signedUp();
    const newEmail = uniqueEmail('owners-new');
    await askChange(owner, newEmail);
    const token = linkToken(await mailed(newEmail, CHANGE), '/account/confirm-email');
    expect((await confirmLink(bystander, token)).status).toBe(200);
    expect((await session(bystander))?.email).toBe(bystanderAccount.email);
    expect(await session(owner)).toMatchObject({ id: account.id, email: newEmail });
  });
});

describe('confirming the address, and the guest bookings it takes in', () => {
  const myBookings = async (client: ApiClient) =>
    (await client.getAs(bookingListSchema, '/api/bookings')).body.items.map((booking) => booking.id);

  it('takes in guest bookings of the address only once it is confirmed, then at each sign-in', async () => {
    const email = uniqueEmail('guest-then-fan');
    const guest = browser();
    const early = await paidBooking(guest, events[0] as string, email);
    const elsewhere = await paidBooking(browser(), events[1] as string, uniqueEmail('someone-else'));

    const { client } = await signedUp('Guest Then Fan', email);
    expect(await myBookings(client)).toEqual([]);
    const again = browser();
    expect((await signIn(again, email, PASSWORD)).status).toBe(200);
    expect(await myBookings(again)).toEqual([]);
    expect((await client.getAs(emailStatusSchema, '/api/account/email')).body.confirmed).toBe(false);

    const mail = await mailed(email, CONFIRM);
    expect(mail.parsed.text).toContain(
      `Hi Guest Then Fan, please confirm that ${email} is your e-mail address`,
    );
    const token = linkToken(mail, '/account/confirm-email');
    const confirmed = await browser().postAs(emailConfirmedSchema, '/api/auth/email-confirmation', { token });
    expect(confirmed.body).toEqual({ email, changed: false, attachedBookings: 1 });
    expect(await myBookings(client)).toEqual([early.id]);
    expect((await client.getAs(emailStatusSchema, '/api/account/email')).body.confirmed).toBe(true);
    expect(errorOf((await confirmLink(browser(), token)).body).code).toBe('link_used');

    // Booked as a guest again since (the address typed in capitals): the next sign-in takes it in.
    const later = await paidBooking(browser(), events[2] as string, email.toUpperCase());
    expect(await myBookings(client)).toEqual([early.id]);
    const next = browser();
    await signIn(next, email, PASSWORD);
    expect(new Set(await myBookings(next))).toEqual(new Set([early.id, later.id]));
    expect(await myBookings(next)).not.toContain(elsewhere.id);
  });

  it(`mails the link again from /settings (${CONFIRMATION_THROTTLE.limit} an hour), and not once confirmed`, async () => {
    const { client, account } = await signedUp();
    for (let i = 0; i < CONFIRMATION_THROTTLE.limit; i++) {
      const resent = await client.postAs(acceptedAnswerSchema, '/api/account/email/confirmation');
      expect(resent.status).toBe(202);
      expect(resent.body.message).toBe(CREDENTIAL_MESSAGES.confirmationSent);
    }
    expect((await client.post('/api/account/email/confirmation')).status).toBe(429);
    await t.app.background.idle();
    const links = mailsAbout(smtp.received, account.email, CONFIRM);
    expect(links).toHaveLength(1 + CONFIRMATION_THROTTLE.limit);

    // Any of them confirms; after that none is needed.
    expect(
      (await confirmLink(browser(), linkToken(links[2] as (typeof links)[number], '/account/confirm-email')))
        .status,
    ).toBe(200);
    clock += CONFIRMATION_THROTTLE.windowMs;
    const done = await client.postAs(acceptedAnswerSchema, '/api/account/email/confirmation');
    expect(done.body.message).toBe(CREDENTIAL_MESSAGES.alreadyConfirmed);
  });

  it("confirms the link's own account, not the account signed in where it is opened", async () => {
    const { account } = await signedUp();
    const { client: other } = await signedUp();
    const token = linkToken(await mailed(account.email, CONFIRM), '/account/confirm-email');
    expect((await confirmLink(other, token)).status).toBe(200);
    expect((await other.getAs(emailStatusSchema, '/api/account/email')).body.confirmed).toBe(false);
    const [row] = await t.database.db
      .select({ confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, account.id));
    expect(row?.confirmedAt).toEqual(now());
  });

  it('counts a password reset as proof of the address', async () => {
    const email = uniqueEmail('reset-proves');
    const booked = await paidBooking(browser(), events[3] as string, email);
    await signedUp('Forgetful Fan', email);
    await askReset(browser(), email);
    const fresh = browser();
    await completeReset(
      fresh,
      linkToken(await mailed(email, RESET), '/account/reset-password'),
      'new-pass-77',
    );
    expect(await myBookings(fresh)).toEqual([booked.id]);
  });
});
