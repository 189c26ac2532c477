import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  adminOverviewSchema,
  authResponseSchema,
  organizerOverviewSchema,
  sessionResponseSchema,
} from '../../../shared/schemas/account';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { createApp } from '../../app';
import { users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { apiClient, signUp, TEST_HOSTS, transcript, uniqueEmail } from '../../test/api-client';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import {
  ADDRESS_THROTTLE,
  EMAIL_BRAKE,
  failureDelayMs,
  PAIR_THROTTLE,
  SIGN_UPS_PER_ADDRESS,
  TRUSTED_SESSION_DAYS,
} from './auth.service';

const DAY = 86_400_000;
let clock = TEST_ANCHOR.getTime();
const delays: number[] = [];
let t: TestApp;
/** Every token a client held, to prove neither it nor its hash is ever in a body. */
const tokens = new Set<string>();
let ipCounter = 0;
const nextAddress = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
/** Each client gets its own address so the per-address limits only meet the tests meant for them. */
const client = (options: Parameters<typeof apiClient>[1] = {}) =>
  apiClient(t.app, { ip: nextAddress(), ...options });

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(clock),
    auth: {
      trustProxy: true,
      failureDelay: async (ms) => {
        delays.push(ms);
      },
    },
  });
});
beforeEach(() => {
  clock += 2 * EMAIL_BRAKE.windowMs; // every test starts outside earlier tests' attempt windows
  delays.length = 0;
});
afterAll(async () => {
  // No response ever carried a 500, a password hash, a session token or its hash.
  const all = transcript.join('\n');
  expect(all).not.toContain('scrypt$');
  expect(all.toLowerCase()).not.toMatch(/password_?hash/);
  expect(all).not.toContain('"code":"internal"');
  for (const token of tokens) {
    expect(all).not.toContain(token);
    expect(all).not.toContain(createHash('sha256').update(token).digest('hex'));
  }
  await t.close();
});

function remember(c: ReturnType<typeof client>) {
  if (c.token) tokens.add(c.token);
}

function expectError(response: { status: number; body: unknown }, status: number, code: string) {
  expect(response.status).toBe(status);
  const { error } = apiErrorSchema.parse(response.body);
  expect(error.code).toBe(code);
  return error;
}

describe('POST /api/auth/sign-up', () => {
  it('creates a user account, answers 201 with the user and sets an httpOnly session cookie', async () => {
    const fan = client();
    const email = uniqueEmail();
    const response = await fan.postAs(authResponseSchema, '/api/auth/sign-up', {
      email: `  ${email.toUpperCase()} `,
      name: '  Priya Nair ',
      password: 'secret1',
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email, name: 'Priya Nair', role: 'user' });
    expect(Object.keys(response.body.user).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'role']);
    expect(response.body.user.createdAt).toBe(new Date(clock).toISOString());
    const cookie = response.setCookies.find((line) => line.startsWith('kp_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain http request, COOKIE_SECURE=auto
    expect(fan.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    remember(fan);
    const session = await fan.getAs(sessionResponseSchema, '/api/auth/session');
    expect(session.body.user?.email).toBe(email);
    expect(session.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure over https (COOKIE_SECURE=auto) or when COOKIE_SECURE=true', async () => {
    const https = apiClient(t.app, { origin: 'https://localhost', ip: '10.9.9.9' });
    const response = await https.post('https://localhost/api/auth/sign-up', {
      email: uniqueEmail(),
      name: 'Secure Fan',
      password: 'secret1',
    });
    expect(response.status).toBe(201);
    expect(response.setCookies.join()).toMatch(/kp_session=[^;]+;.*Secure/);
    remember(https);
    const always = createApp({
      database: t.database,
      allowedHosts: TEST_HOSTS,
      now: () => new Date(clock),
      auth: { cookieSecure: 'true' },
    });
    const plain = await apiClient(always).post('/api/auth/sign-up', {
      email: uniqueEmail(),
      name: 'Secure Fan',
      password: 'secret1',
    });
    expect(plain.setCookies.join()).toMatch(/Secure/);
    const never = createApp({
      database: t.database,
      allowedHosts: TEST_HOSTS,
      now: () => new Date(clock),
      auth: { cookieSecure: 'false' },
    });
    const insecure = await apiClient(never, { origin: 'https://localhost' }).post(
      'https://localhost/api/auth/sign-up',
      { email: uniqueEmail(), name: 'Plain Fan', password: 'secret1' },
    );
    expect(insecure.status).toBe(201);
    expect(insecure.setCookies.join()).not.toMatch(/Secure/);
  });

  it('names every missing field', async () => {
    const error = expectError(await client().post('/api/auth/sign-up', {}), 400, 'invalid_request');
    expect(error.fields).toEqual({
      email: 'Please enter your e-mail address',
      name: 'Please enter your name',
      password: 'Please enter a password',
    });
    const empty = expectError(await client().post('/api/auth/sign-up'), 400, 'invalid_request');
    expect(Object.keys(empty.fields ?? {}).sort()).toEqual(['email', 'name', 'password']);
  });

  it('refuses a short password, a bad e-mail, a blank name and a body that is not JSON', async () => {
    const short = expectError(
      await client().post('/api/auth/sign-up', { email: uniqueEmail(), name: 'A', password: '12345' }),
      400,
      'invalid_request',
    );
    expect(short.fields).toEqual({ password: 'Password must be at least 6 characters' });
    for (const email of ['not-an-email', 'a@', '@b.in', 'a b@c.in']) {
      const bad = expectError(
        await client().post('/api/auth/sign-up', { email, name: 'A', password: 'secret1' }),
        400,
        'invalid_request',
      );
      expect(bad.fields).toEqual({ email: 'Please enter a valid e-mail address' });
    }
    const blank = expectError(
      await client().post('/api/auth/sign-up', { email: uniqueEmail(), name: '   ', password: 'secret1' }),
      400,
      'invalid_request',
    );
    expect(blank.fields).toEqual({ name: 'Please enter your name' });
    const long = expectError(
      await client().post('/api/auth/sign-up', {
        email: `${'a'.repeat(250)}@x.in`,
        name: 'A',
        password: 'x'.repeat(201),
      }),
      400,
      'invalid_request',
    );
    expect(Object.keys(long.fields ?? {}).sort()).toEqual(['email', 'password']);
    expectError(await client().post('/api/auth/sign-up', '{"email":'), 400, 'invalid_request');
    expectError(await client().post('/api/auth/sign-up', '[1,2]'), 400, 'invalid_request');
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const email = uniqueEmail();
    await signUp(client(), 'First', email);
    const second = client();
    const error = expectError(
      await second.post('/api/auth/sign-up', {
        email: email.toUpperCase(),
        name: 'Second',
        password: 'secret1',
      }),
      409,
      'email_taken',
    );
    expect(error.message).toBe('An account with this e-mail already exists. Sign in instead.');
    expect(error.fields).toEqual({ email: AUTH_MESSAGES.emailTaken });
    expect(second.token).toBeUndefined();
  });
});

describe('POST /api/auth/sign-in', () => {
  it('signs in with the right password (e-mail in any case) and sets the cookie', async () => {
    const account = await signUp(client());
    const fan = client();
    const response = await fan.postAs(authResponseSchema, '/api/auth/sign-in', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(account.email);
    expect(fan.token).toBeDefined();
    remember(fan);
    expect((await fan.getAs(sessionResponseSchema, '/api/auth/session')).body.user?.id).toBe(account.id);
  });

  it('answers a wrong password and an unknown e-mail the same way: 401, no cookie', async () => {
    const account = await signUp(client());
    const wrong = client();
    const a = expectError(
      await wrong.post('/api/auth/sign-in', { email: account.email, password: 'not-it' }),
      401,
      'invalid_credentials',
    );
    expect(a.message).toBe('Please check your credentials and try again.');
    expect(wrong.token).toBeUndefined();
    const unknown = client();
    const b = expectError(
      await unknown.post('/api/auth/sign-in', { email: uniqueEmail('nobody'), password: 'whatever' }),
      401,
      'invalid_credentials',
    );
    expect(b).toEqual(a);
    expect(unknown.token).toBeUndefined();
  });

  it('needs both fields and a valid e-mail', async () => {
    const error = expectError(await client().post('/api/auth/sign-in', {}), 400, 'invalid_request');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'password']);
    const noPassword = expectError(
      await client().post('/api/auth/sign-in', { email: uniqueEmail(), password: '' }),
      400,
      'invalid_request',
    );
    expect(noPassword.fields).toEqual({ password: 'Please enter your password' });
    expectError(
      await client().post('/api/auth/sign-in', { email: 'nope', password: 'secret1' }),
      400,
      'invalid_request',
    );
  });

  it('signs in each demo account with its role', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const c = client();
      const response = await c.postAs(authResponseSchema, '/api/auth/sign-in', {
        email: demo.email,
        password: demo.password,
      });
      expect(response.status, demo.email).toBe(200);
      expect(response.body.user).toMatchObject({ role: demo.role, name: demo.name });
      remember(c);
    }
  });
});

describe('sessions', () => {
  it('GET /api/auth/session answers {user:null} for a guest, never 401', async () => {
    const response = await client().getAs(sessionResponseSchema, '/api/auth/session');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: null });
  });

  it('treats a tampered, malformed or unknown cookie as signed out and clears it', async () => {
    const fan = client();
    await signUp(fan);
    remember(fan);
    const real = fan.token as string;
    const tampered = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    for (const value of [tampered, 'garbage', '', 'x'.repeat(500), `${real}.sig`]) {
      const response = await fan.getAs(sessionResponseSchema, '/api/auth/session', {
        headers: { cookie: `kp_session=${value}` },
      });
      expect(response.status, value).toBe(200);
      expect(response.body.user, value).toBeNull();
      if (value !== '') expect(response.setCookies.join()).toMatch(/kp_session=;.*Max-Age=0/);
      const me = await fan.get('/api/me/profile', { headers: { cookie: `kp_session=${value}` } });
      expectError(me, 401, 'unauthenticated');
    }
  });

  it('sign-out answers 204, revokes the session and clears the cookie', async () => {
    const fan = client();
    await signUp(fan);
    const token = fan.token as string;
    tokens.add(token);
    const response = await fan.post('/api/auth/sign-out');
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(response.setCookies.join()).toMatch(/kp_session=;.*Max-Age=0/);
    expect(fan.token).toBeUndefined();
    // The old cookie, replayed, no longer works.
    const replay = apiClient(t.app);
    replay.token = token;
    expect((await replay.getAs(sessionResponseSchema, '/api/auth/session')).body.user).toBeNull();
    expectError(await replay.get('/api/me/profile'), 401, 'unauthenticated');
    // Signing out again, or as a guest, is harmless.
    expect((await replay.post('/api/auth/sign-out')).status).toBe(204);
    expect((await client().post('/api/auth/sign-out')).status).toBe(204);
  });

  it('ends a session unused for 14 days', async () => {
    const fan = client();
    await signUp(fan);
    remember(fan);
    clock += 14 * DAY - 60_000;
    expect((await fan.getAs(sessionResponseSchema, '/api/auth/session')).body.user).not.toBeNull();
    const token = fan.token;
    clock += 14 * DAY - 120_000; // the use above slid the expiry forward: still fine just before it
    expect((await fan.getAs(sessionResponseSchema, '/api/auth/session')).body.user).not.toBeNull();
    clock += 14 * DAY + 60_000;
    const expired = await fan.getAs(sessionResponseSchema, '/api/auth/session');
    expect(expired.body.user).toBeNull();
    expect(expired.setCookies.join()).toMatch(/kp_session=;.*Max-Age=0/);
    const replay = apiClient(t.app);
    replay.token = token;
    expectError(await replay.get('/api/me/profile'), 401, 'unauthenticated');
  });

  it('ends every session after 30 days, however active', async () => {
    const fan = client();
    await signUp(fan);
    remember(fan);
    const started = clock;
    while (clock + 10 * DAY < started + 30 * DAY) {
      clock += 10 * DAY;
      expect((await fan.getAs(sessionResponseSchema, '/api/auth/session')).body.user).not.toBeNull();
    }
    clock = started + 30 * DAY - 60_000;
    expect((await fan.getAs(sessionResponseSchema, '/api/auth/session')).body.user).not.toBeNull();
    clock = started + 30 * DAY;
    expect((await fan.getAs(sessionResponseSchema, '/api/auth/session')).body.user).toBeNull();
  });

  it('a session survives sign-out elsewhere: each sign-in is its own session', async () => {
    const account = await signUp(client());
    const phone = client();
    const laptop = client();
    for (const device of [phone, laptop]) {
      await device.post('/api/auth/sign-in', { email: account.email, password: account.password });
      remember(device);
    }
    expect(phone.token).not.toBe(laptop.token);
    await phone.post('/api/auth/sign-out');
    expect((await laptop.getAs(sessionResponseSchema, '/api/auth/session')).body.user?.id).toBe(account.id);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request without Origin or Referer, or from another site', async () => {
    const account = await signUp(client());
    const body = { email: account.email, password: account.password };
    const missing = expectError(await client({ origin: null }).post('/api/auth/sign-in', body), 403, 'csrf');
    expect(missing.message).toBe(AUTH_MESSAGES.csrf);
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'null',
      'http://localhost:5173',
    ]) {
      expectError(await client({ origin }).post('/api/auth/sign-in', body), 403, 'csrf');
    }
    expectError(
      await client({ origin: null }).post('/api/auth/sign-in', body, {
        headers: { referer: 'https://evil.example/page' },
      }),
      403,
      'csrf',
    );
  });

  it('accepts a same-host Referer when Origin is missing, and GET without either', async () => {
    const account = await signUp(client());
    const fan = client({ origin: null });
    const response = await fan.post('/api/auth/sign-in', account, {
      headers: { referer: 'http://localhost/login?redirect=/dashboard' },
    });
    expect(response.status).toBe(200);
    remember(fan);
    expect((await fan.get('/api/me/profile')).status).toBe(200);
    // Every method that changes state is covered, signed in or not.
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expectError(await fan.request(method, '/api/me/cart', {}), 403, 'csrf');
    }
  });
});

describe('throttling failed sign-ins', () => {
  /** Wrong passwords for the account, each from an address of its own (many machines, one e-mail). */
  async function guessFromEverywhere(email: string, times: number) {
    for (let i = 0; i < times; i++) {
      expect((await client().post('/api/auth/sign-in', { email, password: `wrong-${i}` })).status).toBe(401);
    }
  }

  it(`a stranger's ${PAIR_THROTTLE.limit} wrong passwords stop the stranger's address, not the owner`, async () => {
    const home = nextAddress();
    const account = await signUp(client({ ip: home }));
    const stranger = client({ ip: '203.0.113.50' });
    for (let i = 1; i <= PAIR_THROTTLE.limit; i++) {
      expectError(
        await stranger.post('/api/auth/sign-in', { email: account.email, password: `wrong-${i}` }),
        401,
        'invalid_credentials',
      );
    }
    expect(delays).toEqual([200, 400, 600, 800, 1000]);
    // Past the limit the stranger is refused whatever the password.
    const blocked = await stranger.post('/api/auth/sign-in', account);
    const error = expectError(blocked, 429, 'too_many_attempts');
    expect(error.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(Number(blocked.headers.get('retry-after'))).toBe(PAIR_THROTTLE.windowMs / 1000);
    clock += 5 * 60_000;
    const later = await stranger.post('/api/auth/sign-in', account);
    expectError(later, 429, 'too_many_attempts');
    expect(Number(later.headers.get('retry-after'))).toBe(PAIR_THROTTLE.windowMs / 1000 - 300);

    // The owner signs in at home, and from any other address too.
    for (const owner of [client({ ip: home }), client()]) {
      expect((await owner.post('/api/auth/sign-in', account)).status).toBe(200);
      remember(owner);
    }
    // Once the window has passed, the stranger's address may try again.
    clock += PAIR_THROTTLE.windowMs;
    expect((await stranger.post('/api/auth/sign-in', account)).status).toBe(200);
    remember(stranger);
  });

  it(`past ${EMAIL_BRAKE.limit} failures from many addresses, the e-mail closes to strangers, not to the owner's address or browser`, async () => {
    const home = nextAddress();
    const owner = client({ ip: home });
    const account = await signUp(owner);
    expect((await owner.post('/api/auth/sign-out')).status).toBe(204);
    // Guessers spread over addresses, each under the pair's limit, until the brake.
    await guessFromEverywhere(account.email, EMAIL_BRAKE.limit);

    // Anyone else is refused, even with the right password (a leaked one, say), for up to an hour.
    const stranger = await client().post('/api/auth/sign-in', account);
    expectError(stranger, 429, 'too_many_attempts');
    const retryAfter = Number(stranger.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(PAIR_THROTTLE.windowMs / 1000);
    expect(retryAfter).toBeLessThanOrEqual(EMAIL_BRAKE.windowMs / 1000);
    // An unknown e-mail answers the same past the brake: nothing tells whether the account exists.
    const ghost = uniqueEmail('ghost');
    await guessFromEverywhere(ghost, EMAIL_BRAKE.limit);
    expectError(
      await client().post('/api/auth/sign-in', { email: ghost, password: 'x-secret-1' }),
      429,
      'too_many_attempts',
    );

    // The owner's own address, in a browser that has never been here: let in.
    const atHome = client({ ip: home });
    expect((await atHome.post('/api/auth/sign-in', account)).status).toBe(200);
    remember(atHome);
    // The owner's own browser (signed out) on another network, e.g. mobile data: let in.
    const roaming = await owner.post('/api/auth/sign-in', account, { ip: nextAddress() });
    expect(roaming.status).toBe(200);
    remember(owner);
    // The owner's successes do not reopen the e-mail to strangers.
    expectError(await client().post('/api/auth/sign-in', account), 429, 'too_many_attempts');

    // When the brake's hour is over, a right password works from anywhere.
    clock += EMAIL_BRAKE.windowMs;
    const newcomer = client();
    expect((await newcomer.post('/api/auth/sign-in', account)).status).toBe(200);
    remember(newcomer);
  });

  it(`a session last used more than ${TRUSTED_SESSION_DAYS} days ago no longer vouches for its address or browser`, async () => {
    const home = nextAddress();
    const owner = client({ ip: home });
    const account = await signUp(owner);
    expect((await owner.post('/api/auth/sign-out')).status).toBe(204);
    clock += (TRUSTED_SESSION_DAYS + 1) * DAY;
    await guessFromEverywhere(account.email, EMAIL_BRAKE.limit);
    expectError(await client({ ip: home }).post('/api/auth/sign-in', account), 429, 'too_many_attempts');
    expectError(await owner.post('/api/auth/sign-in', account), 429, 'too_many_attempts');
  });

  it('a successful sign-in clears the count of its address and e-mail', async () => {
    const account = await signUp(client());
    const c = client();
    for (let i = 0; i < PAIR_THROTTLE.limit - 1; i++) {
      expect((await c.post('/api/auth/sign-in', { ...account, password: 'wrong-pass' })).status).toBe(401);
    }
    expect((await c.post('/api/auth/sign-in', account)).status).toBe(200);
    remember(c);
    for (let i = 0; i < PAIR_THROTTLE.limit; i++) {
      expect((await c.post('/api/auth/sign-in', { ...account, password: 'wrong-pass' })).status).toBe(401);
    }
    expect((await c.post('/api/auth/sign-in', account)).status).toBe(429);
  });

  it('waits 200 ms more after each failure, at most 2 s', () => {
    expect([1, 2, 5, 10, 11, 50].map(failureDelayMs)).toEqual([200, 400, 1000, 2000, 2000, 2000]);
  });

  it(`answers 429 after ${ADDRESS_THROTTLE.limit} failures from one address, for any e-mail`, async () => {
    const account = await signUp(client());
    const attacker = client({ ip: '203.0.113.7' });
    for (let i = 0; i < ADDRESS_THROTTLE.limit; i++) {
      const response = await attacker.post('/api/auth/sign-in', {
        email: uniqueEmail('guess'),
        password: 'wrong-pass',
      });
      expect(response.status).toBe(401);
    }
    const blocked = await attacker.post('/api/auth/sign-in', account);
    expectError(blocked, 429, 'too_many_attempts');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const fan = client({ ip: '203.0.113.8' });
    expect((await fan.post('/api/auth/sign-in', account)).status).toBe(200);
    remember(fan);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    // Same database, an app that does not trust proxies: every caller is the socket's address.
    const strict = createApp({
      database: t.database,
      allowedHosts: TEST_HOSTS,
      now: () => new Date(clock),
      auth: { failureDelay: async () => {} },
    });
    const account = await signUp(client());
    for (let i = 0; i < ADDRESS_THROTTLE.limit; i++) {
      const c = apiClient(strict, { ip: `198.51.100.${i}` });
      const response = await c.post('/api/auth/sign-in', { email: uniqueEmail('x'), password: 'wrong-pass' });
      expect(response.status).toBe(401);
    }
    const spoofed = apiClient(strict, { ip: '198.51.100.250' });
    expectError(await spoofed.post('/api/auth/sign-in', account), 429, 'too_many_attempts');
  });
});

describe('throttling sign-ups', () => {
  it(`answers 429 past ${SIGN_UPS_PER_ADDRESS} sign-ups an hour from one address, e-mail taken or not`, async () => {
    // The shipped default (env SIGN_UPS_PER_ADDRESS); the other tests' app has no cap.
    const capped = createApp({
      database: t.database,
      allowedHosts: TEST_HOSTS,
      now: () => new Date(clock),
      auth: { trustProxy: true, failureDelay: async () => {} },
    });
    const from = (ip: string) => apiClient(capped, { ip });
    const office = '192.0.2.10';
    const taken = await signUp(from(office));
    for (let i = 1; i < SIGN_UPS_PER_ADDRESS - 1; i++) await signUp(from(office));
    // Trying a taken e-mail counts too: the limit also slows finding out who has an account.
    expectError(
      await from(office).post('/api/auth/sign-up', { ...taken, name: 'Again' }),
      409,
      'email_taken',
    );

    const refusedEmail = uniqueEmail('one-too-many');
    const refused = await from(office).post('/api/auth/sign-up', {
      email: refusedEmail,
      name: 'One Too Many',
      password: 'secret-123',
    });
    const error = expectError(refused, 429, 'too_many_sign_ups');
    expect(error.message).toBe('Too many new accounts from this network. Please try again later.');
    expect(refused.setCookies).toEqual([]);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Nothing was made: the refused e-mail has no account.
    expectError(
      await from('192.0.2.11').post('/api/auth/sign-in', { email: refusedEmail, password: 'secret-123' }),
      401,
      'invalid_credentials',
    );
    // Another address signs up; the office again once the hour is over.
    await signUp(from('192.0.2.12'));
    clock += 3_600_000;
    await signUp(from(office), 'Next Hour', refusedEmail);
  });
});

describe('phone, OTP and third-party sign-in', () => {
  const cases = [
    ['/api/auth/phone', { phone: '+91 9876543210', code: '123456' }, { phone: '12345', code: 'x' }],
    ['/api/auth/otp', { phone: '+919876543210' }, { phone: '+91 5876543210' }],
    ['/api/auth/provider', { provider: 'google' }, { provider: 'myspace' }],
  ] as const;
  for (const [path, good, bad] of cases) {
    it(`${path} validates the body, then answers 501 provider_not_configured`, async () => {
      const error = expectError(await client().post(path, good), 501, 'provider_not_configured');
      expect(error.message).toBe(
        'The identity provider is not properly configured. Credentials must be added before this sign-in method can be used.',
      );
      expectError(await client().post(path, bad), 400, 'invalid_request');
      expectError(await client().post(path, {}), 400, 'invalid_request');
    });
  }
});

describe('roles on the API', () => {
  async function signedIn(role: 'user' | 'organizer' | 'admin') {
    const demo = DEMO_ACCOUNTS.find((account) => account.role === role);
    if (!demo) throw new Error(role);
    const c = client();
    expect((await c.post('/api/auth/sign-in', demo)).status).toBe(200);
    remember(c);
    return c;
  }

  it('guests get 401 and the wrong role 403 with the guard messages', async () => {
    const guest = client();
    const fan = await signedIn('user');
    for (const path of ['/api/admin/overview', '/api/organizer/overview']) {
      const a = expectError(await guest.get(path), 401, 'unauthenticated');
      expect(a.message).toBe('Please sign in to continue.');
      const b = expectError(await fan.get(path), 403, 'forbidden');
      expect(b.message).toBe("You don't have permission to do that.");
    }
    const organizer = await signedIn('organizer');
    expectError(await organizer.get('/api/admin/overview'), 403, 'forbidden');
    const admin = await signedIn('admin');
    expectError(await admin.get('/api/organizer/overview'), 403, 'forbidden');
  });

  it('/api/me/stats is for role user only; the rest of /api/me for every signed-in role', async () => {
    const organizer = await signedIn('organizer');
    const admin = await signedIn('admin');
    const fan = await signedIn('user');
    expect((await fan.get('/api/me/stats')).status).toBe(200);
    for (const staff of [organizer, admin]) {
      expectError(await staff.get('/api/me/stats'), 403, 'forbidden');
      for (const path of ['/api/me/profile', '/api/me/preferences', '/api/me/cart', '/api/me/wishlist']) {
        expect((await staff.get(path)).status, path).toBe(200);
      }
      for (const path of ['/api/me/activity', '/api/me/recently-viewed', '/api/me/bookings/recent']) {
        expect((await staff.get(path)).status, path).toBe(200);
      }
    }
    expectError(await client().get('/api/me/stats'), 401, 'unauthenticated');
  });

  it('the admin overview has real platform figures', async () => {
    const admin = await signedIn('admin');
    const response = await admin.getAs(adminOverviewSchema, '/api/admin/overview');
    expect(response.status).toBe(200);
    const figures = response.body;
    expect(figures.users.admin).toBeGreaterThanOrEqual(1);
    expect(figures.users.organizer).toBeGreaterThanOrEqual(1);
    expect(figures.users.user).toBeGreaterThanOrEqual(1);
    expect(figures.users.total).toBe(figures.users.user + figures.users.organizer + figures.users.admin);
    expect(figures.upcomingEvents).toBeGreaterThan(0);
    expect(figures.eventsBySport.map((row) => row.sport)).toEqual([
      'cricket',
      'football',
      'kabaddi',
      'tennis',
      'hockey',
      'badminton',
    ]);
    expect(figures.eventsBySport.reduce((sum, row) => sum + row.upcoming, 0)).toBe(figures.upcomingEvents);
    expect(figures.venues).toBeGreaterThan(0);
    expect(figures.confirmedBookings).toBeGreaterThanOrEqual(0);
  });

  it('an organiser sees the figures of its own events only', async () => {
    const admin = await signedIn('admin');
    const platform = (await admin.getAs(adminOverviewSchema, '/api/admin/overview')).body;
    // organizer@khelpass.in runs the catalogue's kabaddi, tennis, hockey and badminton.
    const promoter = await signedIn('organizer');
    const own = (await promoter.getAs(organizerOverviewSchema, '/api/organizer/overview')).body;
    expect(own).not.toHaveProperty('users');
    const upcoming = Object.fromEntries(own.eventsBySport.map((row) => [row.sport, row.upcoming]));
    expect([upcoming.cricket, upcoming.football]).toEqual([0, 0]);
    for (const sport of ['kabaddi', 'tennis', 'hockey', 'badminton']) {
      expect(upcoming[sport], sport).toBe(
        platform.eventsBySport.find((row) => row.sport === sport)?.upcoming,
      );
    }
    expect(own.upcomingEvents).toBeLessThan(platform.upcomingEvents);
    expect(own.venues).toBeLessThan(platform.venues);

    // A new organiser runs nothing yet: every figure is zero.
    const newcomer = client();
    const account = await signUp(newcomer);
    await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, account.id));
    const empty = (await newcomer.getAs(organizerOverviewSchema, '/api/organizer/overview')).body;
    expect([empty.upcomingEvents, empty.venues, empty.confirmedBookings, empty.revenuePaise]).toEqual([
      0, 0, 0, 0,
    ]);
  });
});
