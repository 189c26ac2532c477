// The admin console's accounts (issue 14) through the API: search, one account, and an admin's
// changes to it, each seen as the changed account's own browser sees it on its next request.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT } from '../../../shared/constants';
import { ACCOUNT_CHANGE_MESSAGES } from '../../../shared/domain/account-admin';
import { AUTH_MESSAGES, sessionResponseSchema } from '../../../shared/schemas/account';
import {
  accountActionSchema,
  accountDetailSchema,
  accountsPageSchema,
  sessionsEndedSchema,
} from '../../../shared/schemas/admin-accounts';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { accountTokens, bookings, tickets, users } from '../../db/schema';
import { sessionIdOf } from '../../http/session';
import { type ApiClient, apiClient, signUp, transcript, uniqueEmail } from '../../test/api-client';
import { auditTrail } from '../../test/audit-trail';
import { signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp, testBookingRow } from '../../test/test-database';
import { newLinkToken } from './link-token';

const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, ADMIN);
  adminId = (await admin.getAs(sessionResponseSchema, '/api/auth/session')).body.user?.id ?? '';
});
afterAll(() => t.close());

/** A new account signed in in a browser of its own. */
async function newAccount(name = 'Test Fan') {
  const browser = apiClient(t.app);
  const account = await signUp(browser, name, uniqueEmail('account'));
  return { browser, account };
}

const auditOf = (accountId: string) => auditTrail(admin, 'account', accountId);

const search = async (query: string) =>
  (await admin.getAs(accountsPageSchema, `/api/admin/accounts?${query}`)).body;

describe('GET /api/admin/accounts', () => {
  let priya: Awaited<ReturnType<typeof newAccount>>;
  let holder: Awaited<ReturnType<typeof newAccount>>;
  const booked = testBookingRow({ eventId: 'ev-000001', seats: 2, totalPaise: 250_000 });
  const given = testBookingRow({ eventId: 'ev-000002', seats: 1, totalPaise: 90_000 });

  beforeAll(async () => {
    priya = await newAccount('Priya Shah');
    await priya.browser.put('/api/me/profile', { name: 'Priya Shah', phone: '98765 01234' });
    holder = await newAccount('Kabir Holder');
    await t.database.db.insert(bookings).values({ ...booked, userId: priya.account.id, status: 'confirmed' });
    // Someone else's booking, one of whose tickets was given to the holder's account.
    const [other] = await t.database.db
      .insert(bookings)
      .values({ ...given, status: 'confirmed' })
      .returning();
    if (!other) throw new Error('no booking');
    await t.database.db.insert(tickets).values({
      bookingId: other.id,
      eventId: other.eventId,
      seatLabel: 'Gold 1',
      holderName: 'Kabir Holder',
      position: 1,
      issuedAt: TEST_ANCHOR,
      holderEmail: holder.account.email,
      holderUserId: holder.account.id,
    });
  });

  it('finds an account by name, e-mail, phone or the reference of a booking it made', async () => {
    for (const q of [
      'priya sha',
      priya.account.email.toUpperCase(),
      '9876501234',
      booked.reference.toLowerCase(),
    ]) {
      const page = await search(`q=${encodeURIComponent(q)}`);
      expect(
        page.items.map((item) => item.id),
        q,
      ).toEqual([priya.account.id]);
    }
    const [row] = (await search(`q=${encodeURIComponent(priya.account.email)}`)).items;
    expect(row).toEqual({
      id: priya.account.id,
      name: 'Priya Shah',
      email: priya.account.email,
      phone: '+91 9876501234',
      role: 'user',
      createdAt: TEST_ANCHOR.toISOString(),
      suspendedAt: null,
      emailConfirmed: false,
      bookings: 1,
    });
  });

  it('finds the account holding a ticket of a booking by its reference', async () => {
    const page = await search(`q=${given.reference}`);
    expect(page.items.map((item) => item.id)).toEqual([holder.account.id]);
  });

  it('filters by role and status, and pages', async () => {
    const admins = await search('role=admin');
    expect(admins.items.map((item) => item.email)).toEqual([ADMIN.email]);
    expect((await search('status=suspended')).total).toBe(0);
    const page = await search('pageSize=1&page=2');
    expect(page).toMatchObject({ page: 2, pageSize: 1, hasMore: true });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(2);
    // Wildcards are matched as text.
    expect((await search('q=%25')).total).toBe(0);
  });

  it('answers 400 naming the field for a bad query', async () => {
    const response = await admin.getAs(apiErrorSchema, '/api/admin/accounts?role=boss&pageSize=999');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields ?? {}).sort()).toEqual(['pageSize', 'role']);
  });

  it('shows one account: profile, bookings and live sessions, never a password hash or session id', async () => {
    const before = transcript.length;
    const response = await admin.getAs(accountDetailSchema, `/api/admin/accounts/${priya.account.id}`);
    expect(response.status).toBe(200);
    expect(response.body.account).toMatchObject({ name: 'Priya Shah', suspendedReason: null, bookings: 1 });
    expect(response.body.bookings).toEqual([
      {
        reference: booked.reference,
        eventTitle: expect.any(String),
        status: 'confirmed',
        totalPaise: 250_000,
        createdAt: expect.any(String),
      },
    ]);
    expect(response.body.sessions).toHaveLength(1);
    expect(response.body.sessions[0]).toMatchObject({
      startedAt: TEST_ANCHOR.toISOString(),
      address: 'unknown',
    });
    const token = priya.browser.token ?? '';
    const said = transcript.slice(before).join('\n');
    expect(said).not.toContain(sessionIdOf(token));
    expect(said).not.toContain(token);
    expect(said).not.toMatch(/scrypt|passwordHash|password_hash/i);
    expect((await admin.getAs(apiErrorSchema, `/api/admin/accounts/${UNKNOWN_ID}`)).status).toBe(404);
    const bad = await admin.getAs(apiErrorSchema, '/api/admin/accounts/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('accountId');
  });
});

describe('who may use /api/admin/accounts', () => {
  it('answers 401 to a guest and 403 to a fan or an organiser, for every route', async () => {
    const { browser: fan, account } = await newAccount();
    const organizer = await signedIn(t.app, { email: 'organizer@khelpass.in', password: 'Organizer@123' });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/accounts'],
      ['GET', `/api/admin/accounts/${account.id}`],
      ['PUT', `/api/admin/accounts/${account.id}/role`, { role: 'admin' }],
      ['POST', `/api/admin/accounts/${account.id}/suspend`, { reason: 'x' }],
      ['POST', `/api/admin/accounts/${account.id}/restore`],
      ['POST', `/api/admin/accounts/${account.id}/sessions/end`],
    ];
    for (const [method, path, body] of routes) {
      expect((await apiClient(t.app).request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await fan.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await organizer.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await auditOf(account.id)).toEqual([]);
  });
});

describe('PUT /api/admin/accounts/:id/role', () => {
  it("takes effect on the account's next request, without signing in again, and is recorded", async () => {
    const { browser: club, account } = await newAccount('Worli Sports Club');
    expect((await club.get('/api/organizer/events')).status).toBe(403);

    const promoted = await admin.putAs(accountActionSchema, `/api/admin/accounts/${account.id}/role`, {
      role: 'organizer',
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ changed: true, account: { role: 'organizer' } });
    expect((await club.get('/api/organizer/events')).status).toBe(200);
    expect((await club.getAs(sessionResponseSchema, '/api/auth/session')).body.user?.role).toBe('organizer');

    // Asked again: the same answer, nothing recorded twice.
    const again = await admin.putAs(accountActionSchema, `/api/admin/accounts/${account.id}/role`, {
      role: 'organizer',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ changed: false, account: { role: 'organizer' } });

    const demoted = await admin.putAs(accountActionSchema, `/api/admin/accounts/${account.id}/role`, {
      role: 'user',
    });
    expect(demoted.body.changed).toBe(true);
    expect((await club.get('/api/organizer/events')).status).toBe(403);

    const entries = await auditOf(account.id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['account.role_changed', { role: 'organizer' }, { role: 'user' }],
      ['account.role_changed', { role: 'user' }, { role: 'organizer' }],
    ]);
    expect(entries[0]).toMatchObject({
      actor: { id: adminId, email: ADMIN.email, role: 'admin' },
      target: { kind: 'account', id: account.id, label: account.email },
    });
  });

  it("refuses an admin's own role, and answers 400 naming the field, 404 for no such account", async () => {
    const own = await admin.putAs(apiErrorSchema, `/api/admin/accounts/${adminId}/role`, { role: 'user' });
    expect(own.status).toBe(409);
    expect(own.body.error).toMatchObject({
      code: 'own_account',
      message: ACCOUNT_CHANGE_MESSAGES.own_account,
    });
    const bad = await admin.putAs(apiErrorSchema, `/api/admin/accounts/${adminId}/role`, { role: 'owner' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('role');
    const missing = await admin.putAs(apiErrorSchema, `/api/admin/accounts/${UNKNOWN_ID}/role`, {
      role: 'user',
    });
    expect(missing.status).toBe(404);
    expect((await admin.getAs(sessionResponseSchema, '/api/auth/session')).body.user?.role).toBe('admin');
    expect(await auditOf(adminId)).toEqual([]);
  });

  it('leaves an admin when two admins demote each other: the second is no longer an admin', async () => {
    const { browser: second, account } = await newAccount('Second Admin');
    await admin.put(`/api/admin/accounts/${account.id}/role`, { role: 'admin' });
    const demotedFirst = await second.putAs(accountActionSchema, `/api/admin/accounts/${adminId}/role`, {
      role: 'user',
    });
    expect(demotedFirst.body.changed).toBe(true);
    const refused = await admin.putAs(apiErrorSchema, `/api/admin/accounts/${account.id}/role`, {
      role: 'user',
    });
    expect(refused.status).toBe(403);
    // The remaining admin is the last: no one can take it away (their own role they cannot change).
    const own = await second.putAs(apiErrorSchema, `/api/admin/accounts/${account.id}/role`, {
      role: 'user',
    });
    expect(own.body.error.code).toBe('own_account');
    const admins = await second.getAs(accountsPageSchema, '/api/admin/accounts?role=admin');
    expect(admins.body.items.map((item) => item.id)).toEqual([account.id]);
    // Put back as it was for the tests after this one.
    await second.put(`/api/admin/accounts/${adminId}/role`, { role: 'admin' });
    expect((await admin.get('/api/admin/accounts')).status).toBe(200);
  });
});

describe('POST /api/admin/accounts/:id/suspend and /restore', () => {
  it('signs the account out on its next request and refuses its sign-in with a clear message', async () => {
    const { browser: fan, account } = await newAccount('Suspended Fan');
    const otherBrowser = await signedIn(t.app, account);
    const suspended = await admin.postAs(accountActionSchema, `/api/admin/accounts/${account.id}/suspend`, {
      reason: '  Chargeback fraud  ',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({
      changed: true,
      account: { suspendedAt: TEST_ANCHOR.toISOString(), suspendedReason: 'Chargeback fraud' },
      sessions: [],
    });

    // Mid-session: the next request is a guest's, and the cookie is cleared.
    const profile = await fan.get('/api/me/profile');
    expect(profile.status).toBe(401);
    expect(profile.setCookies.join('\n')).toMatch(/kp_session=;/);
    expect(fan.token).toBeUndefined();
    expect((await otherBrowser.getAs(sessionResponseSchema, '/api/auth/session')).body.user).toBeNull();

    const signIn = await apiClient(t.app).postAs(apiErrorSchema, '/api/auth/sign-in', account);
    expect(signIn.status).toBe(403);
    expect(signIn.body.error).toEqual({ code: 'account_suspended', message: AUTH_MESSAGES.accountSuspended });
    expect(signIn.body.error.message).toContain(SUPPORT.email);
    expect(signIn.setCookies.join('\n')).not.toContain('kp_session=');
    // A wrong password is told nothing more than any wrong password.
    const wrong = await apiClient(t.app).postAs(apiErrorSchema, '/api/auth/sign-in', {
      email: account.email,
      password: 'not-it-at-all',
    });
    expect(wrong.body.error.code).toBe('invalid_credentials');
    // Signing up again with the address does not get round it.
    expect((await apiClient(t.app).post('/api/auth/sign-up', { ...account, name: 'Again' })).status).toBe(
      409,
    );

    // Asked again: the same answer, nothing recorded twice, the first reason kept.
    const again = await admin.postAs(accountActionSchema, `/api/admin/accounts/${account.id}/suspend`, {
      reason: 'Another reason',
    });
    expect(again.body).toMatchObject({ changed: false, account: { suspendedReason: 'Chargeback fraud' } });
    expect((await search('status=suspended')).items.map((item) => item.id)).toEqual([account.id]);

    const restored = await admin.postAs(accountActionSchema, `/api/admin/accounts/${account.id}/restore`);
    expect(restored.body).toMatchObject({
      changed: true,
      account: { suspendedAt: null, suspendedReason: null },
    });
    const restoredAgain = await admin.postAs(
      accountActionSchema,
      `/api/admin/accounts/${account.id}/restore`,
    );
    expect(restoredAgain.body.changed).toBe(false);
    expect((await apiClient(t.app).post('/api/auth/sign-in', account)).status).toBe(200);

    const entries = await auditOf(account.id);
    expect(entries.map((entry) => [entry.action, entry.reason, entry.before, entry.after])).toEqual([
      ['account.restored', null, { suspended: true }, { suspended: false }],
      ['account.suspended', 'Chargeback fraud', { suspended: false }, { suspended: true, sessionsEnded: 2 }],
    ]);
  });

  it('does not let a password reset link open a suspended account', async () => {
    const { account } = await newAccount('Reset Fan');
    await admin.post(`/api/admin/accounts/${account.id}/suspend`, { reason: 'Abuse' });
    const { token, id } = newLinkToken();
    await t.database.db.insert(accountTokens).values({
      id,
      userId: account.id,
      purpose: 'password_reset',
      email: account.email,
      createdAt: TEST_ANCHOR,
      expiresAt: new Date(TEST_ANCHOR.getTime() + 3_600_000),
    });
    const browser = apiClient(t.app);
    const reset = await browser.postAs(apiErrorSchema, '/api/auth/password-reset/complete', {
      token,
      password: 'a-new-secret-1',
    });
    expect(reset.status).toBe(403);
    expect(reset.body.error.code).toBe('account_suspended');
    expect(browser.token).toBeUndefined();
    // Nothing was half-done: the password and the link are as they were.
    const [link] = await t.database.db.select().from(accountTokens).where(eq(accountTokens.id, id));
    expect(link?.usedAt).toBeNull();
    expect((await apiClient(t.app).post('/api/auth/sign-in', account)).status).toBe(403);
  });

  it('does not let a link mailed before the suspension move or confirm the address', async () => {
    const { account } = await newAccount('Mover Fan');
    const links = (['email_change', 'email_confirmation'] as const).map((purpose) => {
      const { token, id } = newLinkToken();
      return { token, id, purpose, email: purpose === 'email_change' ? uniqueEmail('moved') : account.email };
    });
    await t.database.db.insert(accountTokens).values(
      links.map(({ id, purpose, email }) => ({
        id,
        userId: account.id,
        purpose,
        email,
        createdAt: TEST_ANCHOR,
        expiresAt: new Date(TEST_ANCHOR.getTime() + 3_600_000),
      })),
    );
    await admin.post(`/api/admin/accounts/${account.id}/suspend`, { reason: 'Abuse' });
    for (const { token } of links) {
      const opened = await apiClient(t.app).postAs(apiErrorSchema, '/api/auth/email-confirmation', { token });
      expect([opened.status, opened.body.error.code]).toEqual([403, 'account_suspended']);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect([row?.email, row?.emailConfirmedAt]).toEqual([account.email, null]);
  });

  it('refuses suspending oneself, a missing reason, and an unknown account', async () => {
    const own = await admin.postAs(apiErrorSchema, `/api/admin/accounts/${adminId}/suspend`, {
      reason: 'Test',
    });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('own_account');
    const { account } = await newAccount();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const bad = await admin.postAs(apiErrorSchema, `/api/admin/accounts/${account.id}/suspend`, body);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['reason']);
    }
    const missing = await admin.postAs(apiErrorSchema, `/api/admin/accounts/${UNKNOWN_ID}/suspend`, {
      reason: 'Test',
    });
    expect(missing.status).toBe(404);
    expect((await admin.postAs(apiErrorSchema, `/api/admin/accounts/${UNKNOWN_ID}/restore`)).status).toBe(
      404,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.suspendedAt).toBeNull();
    expect((await auditOf(adminId)).map((entry) => entry.action)).not.toContain('account.suspended');
  });
});

describe('POST /api/admin/accounts/:id/sessions/end', () => {
  it('signs the account out everywhere; it may sign in again', async () => {
    const { browser: phone, account } = await newAccount('Two Devices');
    const laptop = await signedIn(t.app, account);
    const ended = await admin.postAs(sessionsEndedSchema, `/api/admin/accounts/${account.id}/sessions/end`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ ended: 2, changed: true, sessions: [] });
    expect((await phone.get('/api/me/profile')).status).toBe(401);
    expect((await laptop.get('/api/me/profile')).status).toBe(401);

    const again = await admin.postAs(sessionsEndedSchema, `/api/admin/accounts/${account.id}/sessions/end`);
    expect(again.body).toMatchObject({ ended: 0, changed: false });
    expect((await apiClient(t.app).post('/api/auth/sign-in', account)).status).toBe(200);

    const entries = await auditOf(account.id);
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual([
      ['account.sessions_ended', { sessionsEnded: 2 }],
    ]);
    const missing = await admin.postAs(apiErrorSchema, `/api/admin/accounts/${UNKNOWN_ID}/sessions/end`);
    expect(missing.status).toBe(404);
  });
});
