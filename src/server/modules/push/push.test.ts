// Web Push end to end (issue 12 point 3): fans subscribe through the API with keys made here as a
// browser makes them, the server pushes to a local push service (test/fake-push-service.ts) that
// checks the VAPID JWT and decrypts each message with the subscription's private key.
import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type Preferences, preferencesSchema } from '../../../shared/schemas/account';
import { bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { notificationListSchema } from '../../../shared/schemas/notifications';
import {
  type PushMessage,
  pushPublicKeySchema,
  pushSubscriptionListSchema,
  pushSubscriptionViewSchema,
} from '../../../shared/schemas/push';
import { appSecrets, events, pushSubscriptions } from '../../db/schema';
import { type ApiClient, apiClient, signUp, transcript } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { type FakePushService, startFakePushService } from '../../test/fake-push-service';
import { istDaysAhead, signedIn } from '../../test/organizer-flow';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { SUBSCRIPTIONS_PER_FAN } from './push.service';

let t: TestApp;
let service: FakePushService;
let clock = TEST_ANCHOR.getTime();
let take: () => string;
const logLines: string[] = [];
const PUSH_TIMEOUT_MS = 400;

beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({
    now: () => new Date(clock),
    push: { allowLoopbackEndpoints: true, timeoutMs: PUSH_TIMEOUT_MS },
    log: (message, detail) => logLines.push(`${message} ${JSON.stringify(detail) ?? ''}`),
  });
  take = await onSaleEventTaker(t.database);
});
afterAll(async () => {
  // Nothing the server said or logged carries the private key or a subscription's secrets.
  const [stored] = await t.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'web-push-vapid'));
  const privateKey = (JSON.parse(stored?.value ?? '{}') as { privateKey?: string }).privateKey;
  expect(privateKey).toMatch(/^[\w-]{43}$/);
  const said = [...transcript, ...logLines].join('\n');
  expect(said).not.toContain(privateKey);
  expect(said).not.toContain('"code":"internal"');
  expect(service.problems).toEqual([]);
  await service.close();
  await t.close();
});

const message = (overrides: Partial<PushMessage> = {}): PushMessage =>
  ({
    type: 'price_drop',
    title: 'Price drop',
    body: 'Mumbai vs Delhi is now ₹1,200',
    url: '/events/evt-1',
    data: { eventTitle: 'Mumbai vs Delhi', newPrice: 120_000, oldPrice: 150_000, eventId: 'evt-1' },
    ...overrides,
  }) as PushMessage;

async function fanWithBrowser() {
  const fan = apiClient(t.app);
  const user = await signUp(fan);
  const browser = service.subscription();
  const stored = await fan.postAs(pushSubscriptionViewSchema, '/api/push/subscriptions', browser);
  expect(stored.status).toBe(201);
  return { fan, user, browser };
}

const subscriptionsOf = async (fan: ApiClient) =>
  (await fan.getAs(pushSubscriptionListSchema, '/api/push/subscriptions')).body.items;

describe('the VAPID public key', () => {
  it('is one P-256 key, generated once and kept in the database, for anyone', async () => {
    const guest = apiClient(t.app);
    const first = await guest.getAs(pushPublicKeySchema, '/api/push/public-key');
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await guest.getAs(pushPublicKeySchema, '/api/push/public-key')).body).toEqual(first.body);
    const [stored] = await t.database.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, 'web-push-vapid'));
    expect(JSON.parse(stored?.value ?? '{}')).toMatchObject({ publicKey: first.body.publicKey });
    // The private key is the public key's.
    const { privateKey } = JSON.parse(stored?.value ?? '{}') as { privateKey: string };
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(first.body.publicKey);
    // Another app over the same database (a restart, another process) has the same pair.
    const restarted = await createTestApp({ database: t.database });
    expect((await apiClient(restarted.app).getAs(pushPublicKeySchema, '/api/push/public-key')).body).toEqual(
      first.body,
    );
  });

  it('is the configured pair when one is given, and the pushes are signed with it', async () => {
    const configured = webpush.generateVAPIDKeys();
    const other = await createTestApp({
      database: t.database,
      push: {
        vapidKeys: configured,
        vapidSubject: 'https://tickets.example.in/contact',
        allowLoopbackEndpoints: true,
      },
    });
    const fan = apiClient(other.app);
    const user = await signUp(fan);
    expect((await fan.getAs(pushPublicKeySchema, '/api/push/public-key')).body.publicKey).toBe(
      configured.publicKey,
    );
    await fan.postAs(pushSubscriptionViewSchema, '/api/push/subscriptions', service.subscription());
    expect((await other.app.push.sendPush(user.id, message())).delivered).toBe(1);
    const push = service.received.at(-1);
    expect(push?.vapidPublicKey).toBe(configured.publicKey);
    expect(push?.claims.sub).toBe('https://tickets.example.in/contact');
  });
});

describe('subscribing', () => {
  it('needs a signed-in person', async () => {
    const guest = apiClient(t.app);
    expect((await guest.post('/api/push/subscriptions', service.subscription())).status).toBe(401);
    expect((await guest.get('/api/push/subscriptions')).status).toBe(401);
    expect((await guest.delete('/api/push/subscriptions')).status).toBe(401);
  });

  it('stores the browser as the fan’s, and lists only the fan’s own', async () => {
    const { fan, browser } = await fanWithBrowser();
    const items = await subscriptionsOf(fan);
    expect(items).toEqual([
      {
        endpoint: browser.endpoint,
        userAgent: '',
        createdAt: new Date(clock).toISOString(),
        lastSuccessAt: null,
      },
    ]);
    const stranger = apiClient(t.app);
    await signUp(stranger);
    expect(await subscriptionsOf(stranger)).toEqual([]);
  });

  it('refuses what is not a browser subscription with a 400 naming the field, storing nothing', async () => {
    const fan = apiClient(t.app);
    const user = await signUp(fan);
    const good = service.subscription();
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const cases: Array<[unknown, string, string]> = [
      [{ keys: good.keys }, 'endpoint', 'Missing the subscription endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint', 'Must be a URL'],
      [{ ...good, endpoint: 'http://push.example.com/x' }, 'endpoint', 'Must be an https URL'],
      [{ ...good, endpoint: 'https://10.1.2.3/push' }, 'endpoint', "Must be a push service's address"],
      [
        { ...good, endpoint: `https://push.example.com/${'x'.repeat(2048)}` },
        'endpoint',
        'An endpoint has at most 2048 characters',
      ],
      [{ endpoint: good.endpoint }, 'keys', 'Missing the subscription keys'],
      [{ ...good, keys: { auth: good.keys.auth } }, 'keys.p256dh', 'Missing the p256dh key'],
      [
        { ...good, keys: { ...good.keys, p256dh: good.keys.auth } },
        'keys.p256dh',
        'Must be a base64url P-256 public key (65 bytes)',
      ],
      [
        { ...good, keys: { ...good.keys, p256dh: notOnCurve } },
        'keys.p256dh',
        'Must be a point on the P-256 curve',
      ],
      [
        { ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } },
        'keys.auth',
        'Must be a base64url secret of 16 bytes',
      ],
      [{ ...good, keys: { ...good.keys, auth: 42 } }, 'keys.auth', 'Must be text'],
    ];
    for (const [body, field, text] of cases) {
      const response = await fan.postAs(apiErrorSchema, '/api/push/subscriptions', body);
      expect(response.status, field).toBe(400);
      expect(response.body.error.fields?.[field], JSON.stringify(body).slice(0, 120)).toBe(text);
    }
    expect((await fan.post('/api/push/subscriptions', '{not json')).status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('refuses a body far larger than a subscription', async () => {
    const fan = apiClient(t.app);
    await signUp(fan);
    const huge = { ...service.subscription(), padding: 'x'.repeat(5000) };
    expect((await fan.post('/api/push/subscriptions', huge)).status).toBe(413);
  });

  it('gives an endpoint to whoever subscribes it last (one browser, another account)', async () => {
    const { fan, browser } = await fanWithBrowser();
    const other = apiClient(t.app);
    await signUp(other);
    expect((await other.post('/api/push/subscriptions', browser)).status).toBe(201);
    expect(await subscriptionsOf(fan)).toEqual([]);
    expect((await subscriptionsOf(other)).map((item) => item.endpoint)).toEqual([browser.endpoint]);
  });

  it(`keeps a fan's ${SUBSCRIPTIONS_PER_FAN} newest browsers`, async () => {
    const fan = apiClient(t.app);
    await signUp(fan);
    const browsers = Array.from({ length: SUBSCRIPTIONS_PER_FAN + 2 }, () => service.subscription());
    for (const browser of browsers) {
      clock += 1000;
      expect((await fan.post('/api/push/subscriptions', browser)).status).toBe(201);
    }
    expect((await subscriptionsOf(fan)).map((item) => item.endpoint)).toEqual(
      browsers
        .slice(2)
        .reverse()
        .map((browser) => browser.endpoint),
    );
  });
});

describe('unsubscribing', () => {
  it('forgets the fan’s own browser; another account’s endpoint is not found and stays', async () => {
    const { fan, browser } = await fanWithBrowser();
    const stranger = apiClient(t.app);
    await signUp(stranger);
    const refused = await stranger.request('DELETE', '/api/push/subscriptions', {
      endpoint: browser.endpoint,
    });
    expect(refused.status).toBe(404);
    expect(await subscriptionsOf(fan)).toHaveLength(1);
    expect((await fan.request('DELETE', '/api/push/subscriptions', {})).status).toBe(400);
    expect(
      (await fan.request('DELETE', '/api/push/subscriptions', { endpoint: browser.endpoint })).status,
    ).toBe(204);
    expect(await subscriptionsOf(fan)).toEqual([]);
    expect(
      (await fan.request('DELETE', '/api/push/subscriptions', { endpoint: browser.endpoint })).status,
    ).toBe(404);
  });
});

describe('signing out', () => {
  it('stops the account’s pushes to that browser until it is subscribed again in a new sign-in', async () => {
    const { fan, user, browser } = await fanWithBrowser();
    expect((await fan.post('/api/auth/sign-out')).status).toBe(204);
    const before = service.received.length;
    expect(await t.app.push.sendPush(user.id, message())).toMatchObject({ delivered: 0, pushOff: false });
    expect(service.received.length).toBe(before);

    const signIn = await fan.post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    // This sign-in has no subscription yet: the browser's Enable Push is offered again.
    expect(await subscriptionsOf(fan)).toEqual([]);
    const again = await fan.postAs(pushSubscriptionViewSchema, '/api/push/subscriptions', browser);
    expect(again.status).toBe(201);
    const arrives = service.nextPush();
    expect(await t.app.push.sendPush(user.id, message())).toMatchObject({ delivered: 1 });
    expect((await arrives).subscriptionId).toBe(browser.id);
  });
});

describe('sendPush', () => {
  it('encrypts the message to each of the fan’s browsers and signs it with the VAPID key', async () => {
    const { fan, user, browser } = await fanWithBrowser();
    const second = service.subscription();
    await fan.postAs(pushSubscriptionViewSchema, '/api/push/subscriptions', second);
    const before = service.received.length;
    const report = await t.app.push.sendPush(user.id, message());
    expect(report).toEqual({ pushOff: false, delivered: 2, removed: 0, failed: 0 });
    const pushes = service.received.slice(before);
    expect(pushes.map((push) => push.subscriptionId).sort()).toEqual([browser.id, second.id].sort());
    const { publicKey } = (await fan.getAs(pushPublicKeySchema, '/api/push/public-key')).body;
    for (const push of pushes) {
      expect(JSON.parse(push.payload)).toEqual(message());
      expect(push.vapidPublicKey).toBe(publicKey);
      expect(push.claims.aud).toBe(service.origin);
      expect(push.claims.sub).toBe('mailto:support@khelpass.in');
      expect(push.headers.ttl).toBe(String(6 * 3600));
      expect(push.headers.urgency).toBe('normal');
    }
    expect((await subscriptionsOf(fan)).map((item) => item.lastSuccessAt)).toEqual([
      new Date(clock).toISOString(),
      new Date(clock).toISOString(),
    ]);
  });

  it('sends nothing when the fan turned push notifications off', async () => {
    const { fan, user } = await fanWithBrowser();
    const preferences = (await fan.getAs(preferencesSchema, '/api/me/preferences')).body;
    expect(preferences.notifications.push).toBe(true); // the spec's default
    const off: Preferences = { ...preferences, notifications: { ...preferences.notifications, push: false } };
    expect((await fan.put('/api/me/preferences', off)).status).toBe(200);
    const before = service.received.length;
    expect(await t.app.push.sendPush(user.id, message())).toEqual({
      pushOff: true,
      delivered: 0,
      removed: 0,
      failed: 0,
    });
    expect(service.received.length).toBe(before);
  });

  it('deletes a subscription its push service reports gone (410, 404)', async () => {
    for (const status of [410, 404]) {
      const { fan, user, browser } = await fanWithBrowser();
      service.answerWith(browser.id, status);
      expect(await t.app.push.sendPush(user.id, message())).toEqual({
        pushOff: false,
        delivered: 0,
        removed: 1,
        failed: 0,
      });
      expect(await subscriptionsOf(fan)).toEqual([]);
    }
  });

  it('counts a refusal or a push service that does not answer in time, logging no secret, and keeps the subscription', async () => {
    const { fan, user, browser } = await fanWithBrowser();
    service.answerWith(browser.id, 500);
    logLines.length = 0;
    expect((await t.app.push.sendPush(user.id, message())).failed).toBe(1);
    service.answerWith(browser.id, 201, PUSH_TIMEOUT_MS * 3);
    const started = Date.now();
    expect((await t.app.push.sendPush(user.id, message())).failed).toBe(1);
    expect(Date.now() - started).toBeLessThan(PUSH_TIMEOUT_MS * 3);
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(row?.failures).toBe(2);
    expect(await subscriptionsOf(fan)).toHaveLength(1);
    expect(logLines).toHaveLength(2);
    expect(logLines[0]).toContain('"status":500');
    expect(logLines[1]).toContain('"status":"no answer"');
    for (const line of logLines) {
      expect(line).toContain(new URL(service.origin).host);
      expect(line).not.toContain(browser.id);
      expect(line).not.toContain(browser.keys.p256dh);
      expect(line).not.toContain(browser.keys.auth);
    }
    // A later success clears the count.
    await t.app.push.sendPush(user.id, message());
    const [after] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(after?.failures).toBe(0);
  });

  it('refuses a message outside the contract (a link to another site), sending nothing', async () => {
    const { user } = await fanWithBrowser();
    const before = service.received.length;
    await expect(t.app.push.sendPush(user.id, message({ url: '//evil.example/' }))).rejects.toThrow();
    expect(service.received.length).toBe(before);
  });
});

describe('a confirmed booking', () => {
  async function book(fan: ApiClient) {
    const hold = await holdCategory(fan, take(), 'gold', 1);
    const created = (await checkout(fan, hold.id)).body;
    const paid = (await pay(fan, created.order.id)).body;
    const started = Date.now();
    const confirmed = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
    return { confirmed, tookMs: Date.now() - started };
  }

  it('pushes booking_confirmed with the event, the reference and the tickets’ page', async () => {
    const { fan, browser } = await fanWithBrowser();
    const arrives = service.nextPush();
    const { confirmed } = await book(fan);
    expect(confirmed.status).toBe(200);
    const booking = confirmed.body;
    const push = await arrives;
    expect(push.subscriptionId).toBe(browser.id);
    // The fan's in-app notification of it, in the same words.
    const [notice] = (await fan.getAs(notificationListSchema, '/api/me/notifications')).body.items;
    expect(notice?.data.bookingId).toBe(booking.id);
    expect(JSON.parse(push.payload)).toEqual({
      type: 'booking_confirmed',
      title: 'Booking confirmed',
      body: notice?.message,
      url: `/bookings?booking=${booking.id}`,
      data: {
        eventTitle: booking.eventTitle,
        qrCodeUrl: `/bookings?booking=${booking.id}`,
        bookingId: booking.id,
        reference: booking.reference,
      },
    });
    expect(push.headers.ttl).toBe(String(24 * 3600));
  });

  it('is confirmed without waiting for a slow push service, and whatever it answers', async () => {
    const slowAnswerMs = 1500;
    // Same database, a push timeout longer than the push service's delay.
    const patient = await createTestApp({
      database: t.database,
      now: () => new Date(clock),
      push: { allowLoopbackEndpoints: true, timeoutMs: 10_000 },
      log: (line, detail) => logLines.push(`${line} ${JSON.stringify(detail) ?? ''}`),
    });
    const fan = apiClient(patient.app);
    const user = await signUp(fan);
    const browser = service.subscription();
    await fan.postAs(pushSubscriptionViewSchema, '/api/push/subscriptions', browser);
    service.answerWith(browser.id, 503, slowAnswerMs);
    const arrives = service.nextPush();
    const { confirmed, tookMs } = await book(fan);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect(tookMs).toBeLessThan(slowAnswerMs);
    await arrives;
    // The refusal is counted once the push service answers, after the booking was long confirmed.
    await expect
      .poll(
        async () =>
          (
            await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))
          )[0]?.failures,
        { timeout: 5000 },
      )
      .toBe(1);
  });
});

describe('the push outbox (every notification, pushed once)', () => {
  /** A fan with a browser and a confirmed Gold place at a fresh event, its confirmation push received. */
  async function bookedFanWithBrowser() {
    const { fan, browser } = await fanWithBrowser();
    const eventId = take();
    const confirmationArrives = service.nextPush();
    const hold = await holdCategory(fan, eventId, 'gold', 1);
    const created = (await checkout(fan, hold.id)).body;
    const paid = (await pay(fan, created.order.id)).body;
    await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
    await confirmationArrives;
    return { fan, browser, eventId };
  }
  const pushesTo = (browserId: string) => service.received.filter((p) => p.subscriptionId === browserId);
  const admin = () => signedIn(t.app, { email: 'admin@khelpass.in', password: 'Admin@123' });
  const postpone = async (eventId: string) => {
    const moved = await (await admin()).post(`/api/organizer/events/${eventId}/postpone`, istDaysAhead(200));
    expect(moved.status, moved.text).toBe(200);
  };

  it('pushes a notice written inside another transaction once, though two servers look at once', async () => {
    const { fan, browser, eventId } = await bookedFanWithBrowser();
    await postpone(eventId);
    const other = await createTestApp({
      database: t.database,
      now: () => new Date(clock),
      push: { allowLoopbackEndpoints: true, timeoutMs: PUSH_TIMEOUT_MS },
    });
    await Promise.all([
      t.app.background.pushNow(),
      other.app.background.pushNow(),
      t.app.background.pushNow(),
    ]);
    const pushes = pushesTo(browser.id);
    expect(pushes).toHaveLength(2);
    const [notice] = (await fan.getAs(notificationListSchema, '/api/me/notifications')).body.items;
    expect(notice?.title).toBe('Match postponed');
    const [event] = await t.database.db
      .select({ title: events.title, team1: events.team1, team2: events.team2, startsAt: events.startsAt })
      .from(events)
      .where(eq(events.id, eventId));
    expect(JSON.parse(pushes[1]?.payload ?? '')).toMatchObject({
      type: 'match_reminder',
      title: 'Match postponed',
      body: notice?.message,
      url: notice?.target,
      data: {
        title: event?.title,
        teams: `${event?.team1} vs ${event?.team2}`,
        reminderTime: event?.startsAt.toISOString(),
        eventId,
      },
    });
  });

  it('does not push a reminder hours late (the server was down): it stays in-app', async () => {
    const { fan, browser, eventId } = await bookedFanWithBrowser();
    await postpone(eventId);
    const started = clock;
    clock += 3601_000;
    try {
      await t.app.background.pushNow();
    } finally {
      clock = started;
    }
    expect(pushesTo(browser.id)).toHaveLength(1);
    const [notice] = (await fan.getAs(notificationListSchema, '/api/me/notifications')).body.items;
    expect(notice).toMatchObject({ title: 'Match postponed', read: false });
  });
});
