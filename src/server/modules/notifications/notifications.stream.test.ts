import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { type NotificationEvent, notificationEventSchema } from '../../../shared/schemas/notifications';
import { type ApiClient, apiClient, signUp, TEST_ORIGIN } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { type EventStream, openEventStream } from '../../test/event-stream';
import { plainNotice } from '../../test/notices';
import { promoterUpcoming } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { createNotificationsRepo } from './notifications.repo';

const STREAM = '/api/me/notifications/stream';
const HEARTBEAT_MS = 150;
let t: TestApp;
let upcoming: string[];
const nextEvent = () => {
  const id = upcoming.shift();
  if (!id) throw new Error('out of the promoter’s upcoming events');
  return id;
};

beforeAll(async () => {
  t = await createTestApp({ notificationStreams: { heartbeatMs: HEARTBEAT_MS } });
  upcoming = (await promoterUpcoming(t.database)).map((row) => row.id);
});
afterAll(() => t.close());

const fan = async () => {
  const client = apiClient(t.app);
  const account = await signUp(client);
  return { client, id: account.id };
};

/** The fan books one Gold place and pays: the confirmation is written inside the booking's transaction. */
async function book(client: ApiClient) {
  const hold = await holdCategory(client, nextEvent(), 'gold', 1);
  const created = (await checkout(client, hold.id)).body;
  const paid = (await pay(client, created.order.id)).body;
  const confirmed = await client.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
  expect(confirmed.body.status).toBe('confirmed');
  return confirmed.body;
}

const open = async (client: ApiClient, headers?: Record<string, string>) => {
  const stream = await openEventStream(t.app, client, STREAM, headers);
  expect(stream.status).toBe(200);
  await stream.comment('connected');
  return stream;
};

/** The next event, checked against the contract. */
async function nextNotification(stream: EventStream, timeoutMs?: number) {
  const event = await stream.next(timeoutMs);
  expect(event.event).toBe('notification');
  const body: NotificationEvent = notificationEventSchema.strict().parse(JSON.parse(event.data));
  return { seq: Number(event.id), ...body };
}

describe('the notification stream', () => {
  it('refuses a guest (401) and a session that is gone', async () => {
    const guest = await openEventStream(t.app, null, STREAM);
    expect(guest.status).toBe(401);
    expect(apiErrorSchema.parse(JSON.parse(guest.text)).error.code).toBe('unauthenticated');
    const { client } = await fan();
    const token = client.token;
    await client.post('/api/auth/sign-out');
    const signedOut = apiClient(t.app);
    for (const stale of [token, 'not-a-session']) {
      signedOut.token = stale;
      expect((await openEventStream(t.app, signedOut, STREAM)).status).toBe(401);
    }
  });

  it('streams unbuffered and uncompressed, with a reconnection delay', async () => {
    const { client } = await fan();
    const stream = await open(client, { 'accept-encoding': 'gzip, deflate' });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.retry).toBe(3000);
    await stream.close();
  });

  it('delivers a notification written after connecting, with the unread count', async () => {
    const { client } = await fan();
    const stream = await open(client);
    const booking = await book(client);
    const first = await nextNotification(stream);
    expect(first.notification).toMatchObject({
      title: 'Booking confirmed',
      read: false,
      target: `/bookings?booking=${booking.id}`,
    });
    expect(first.unread).toBe(1);
    expect(first.seq).toBeGreaterThan(0);
    await book(client);
    const second = await nextNotification(stream);
    expect(second.unread).toBe(2);
    expect(second.seq).toBeGreaterThan(first.seq);
    expect(await stream.during(300)).toEqual([]);
    await stream.close();
  });

  it('on reconnect with Last-Event-ID replays only the newer ones, then goes on live', async () => {
    const { client } = await fan();
    const live = await open(client);
    await book(client);
    const first = await nextNotification(live);
    await live.close();
    // Written while the fan was away.
    await book(client);
    await book(client);
    const resumed = await open(client, { 'last-event-id': String(first.seq) });
    const replayed = [await nextNotification(resumed), await nextNotification(resumed)];
    expect(replayed.map((event) => event.notification.id)).not.toContain(first.notification.id);
    expect(replayed[0]?.seq).toBeLessThan(replayed[1]?.seq ?? 0);
    expect(replayed.map((event) => event.unread)).toEqual([3, 3]);
    expect(await resumed.during(300)).toEqual([]);
    await book(client);
    expect((await nextNotification(resumed)).unread).toBe(4);
    await resumed.close();
  });

  it('never carries another account’s notification', async () => {
    const mine = await fan();
    const other = await fan();
    const stream = await open(mine.client);
    await book(other.client);
    expect(await stream.during(1500)).toEqual([]);
    await book(mine.client);
    const event = await nextNotification(stream);
    expect(event.unread).toBe(1);
    // Nor in a replay: the other account's seq is below and above this one's.
    await book(other.client);
    const replay = await open(mine.client, { 'last-event-id': '0' });
    expect((await nextNotification(replay)).notification.id).toBe(event.notification.id);
    expect(await replay.during(300)).toEqual([]);
    await Promise.all([stream.close(), replay.close()]);
  });

  it('delivers what another process wrote (no nudge here) within two seconds', async () => {
    const { client, id } = await fan();
    const stream = await open(client);
    const elsewhere = createNotificationsRepo(t.database.db);
    await elsewhere.insert(
      [{ userId: id, notice: plainNotice('elsewhere-1', 'From another process') }],
      TEST_ANCHOR,
    );
    const event = await nextNotification(stream, 2500);
    expect(event.notification.title).toBe('From another process');
    // Written again (a retried job): once per account, nothing new.
    await elsewhere.insert(
      [{ userId: id, notice: plainNotice('elsewhere-1', 'From another process') }],
      TEST_ANCHOR,
    );
    expect(await stream.during(1500)).toEqual([]);
    await stream.close();
  });

  it('sends every stream each notification once, with several tabs open', async () => {
    const { client } = await fan();
    const [a, b] = [await open(client), await open(client)];
    await book(client);
    const [fromA, fromB] = [await nextNotification(a), await nextNotification(b)];
    expect(fromA.notification.id).toBe(fromB.notification.id);
    expect([...(await a.during(1200)), ...(await b.during(0))]).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('keeps an idle stream alive with heartbeat comments', async () => {
    const { client } = await fan();
    const stream = await open(client);
    await stream.comment('heartbeat', HEARTBEAT_MS * 10);
    await stream.close();
  });

  it('refuses a Last-Event-ID that is no seq (400 naming it)', async () => {
    const { client } = await fan();
    for (const bad of ['abc', '-1', '1.5', '9'.repeat(30)]) {
      const stream = await openEventStream(t.app, client, STREAM, { 'last-event-id': bad });
      expect(stream.status, bad).toBe(400);
      const body = apiErrorSchema.parse(JSON.parse(stream.text));
      expect(body.error.fields?.['Last-Event-ID']).toBe('Not an event id of this stream');
    }
  });

  it('answers HEAD without opening a stream (hono drops its body unread: it would never end)', async () => {
    const own = await createTestApp({ database: t.database });
    const client = apiClient(own.app);
    await signUp(client);
    const response = await own.app.request(STREAM, {
      method: 'HEAD',
      headers: { origin: TEST_ORIGIN, cookie: `kp_session=${client.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(own.app.notificationStreams.open).toBe(0);
    own.app.notificationStreams.close();
  });

  it('refuses an account’s eleventh open stream (429), and admits one again when another closes', async () => {
    const { client } = await fan();
    const streams = await Promise.all(Array.from({ length: 10 }, () => open(client)));
    const refused = await openEventStream(t.app, client, STREAM);
    expect(refused.status).toBe(429);
    expect(apiErrorSchema.parse(JSON.parse(refused.text)).error.code).toBe('too_many_streams');
    // Another account is not held back by this one's.
    const other = await open((await fan()).client);
    await streams.pop()?.close();
    await expect
      .poll(async () => {
        const again = await openEventStream(t.app, client, STREAM);
        await again.close();
        return again.status;
      })
      .toBe(200);
    await Promise.all([...streams, other].map((stream) => stream.close()));
  });

  it('forgets a stream whose client went away, and ends every stream at shutdown', async () => {
    const own = await createTestApp({ database: t.database });
    const client = apiClient(own.app);
    await signUp(client);
    const gone = await openEventStream(own.app, client, STREAM);
    await gone.comment('connected');
    expect(own.app.notificationStreams.open).toBe(1);
    await gone.close();
    await expect.poll(() => own.app.notificationStreams.open).toBe(0);
    const staying = await openEventStream(own.app, client, STREAM);
    await staying.comment('connected');
    own.app.notificationStreams.close();
    await staying.end();
    expect(own.app.notificationStreams.open).toBe(0);
    // A stream asked for after shutdown ends at once.
    const late = await openEventStream(own.app, client, STREAM);
    await late.end();
  });
});
