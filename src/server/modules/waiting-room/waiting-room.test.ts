import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMISSION_RATE, QUEUE_PASS_MINUTES } from '../../../shared/domain/waiting-room';
import { apiErrorSchema } from '../../../shared/schemas/common';
import {
  type QueueStatus,
  queueSettingsSchema,
  queueStatusSchema,
} from '../../../shared/schemas/waiting-room';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { auditTrail } from '../../test/audit-trail';
import { openHold } from '../../test/booking-flow';
import { openEventStream } from '../../test/event-stream';
import { CRICKET_BOARD, PROMOTER, promoterUpcoming, signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { QUEUE_GUEST_MESSAGE, QUEUE_PASS_MESSAGE } from '../inventory/inventory.service';
import { QUEUE_SIGN_IN_MESSAGE } from './waiting-room.routes';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
let clock = TEST_ANCHOR.getTime();
let t: TestApp;
let promoter: ApiClient;
/** The promoter's events on sale at TEST_ANCHOR, one per test that queues. */
let events: string[];

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(clock),
    queueStreams: { pollMs: 50, heartbeatMs: 200, sessionCheckMs: 100 },
  });
  promoter = await signedIn(t.app, PROMOTER);
  events = (await promoterUpcoming(t.database)).map((event) => event.id);
});
afterAll(async () => {
  await t?.close();
});

const queuePath = (eventId: string) => `/api/organizer/events/${eventId}/queue`;
const fanPath = (eventId: string) => `/api/events/${eventId}/queue`;

/** Turns the event's queue on, opening `opensIn` from now at `rate` fans a minute. */
async function queueOn(eventId: string, opensIn: number, rate?: number) {
  const response = await promoter.putAs(queueSettingsSchema, queuePath(eventId), {
    enabled: true,
    opensAt: new Date(clock + opensIn).toISOString(),
    ...(rate === undefined ? {} : { ratePerMinute: rate }),
  });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

async function newFans(count: number) {
  const fans: ApiClient[] = [];
  for (let i = 0; i < count; i += 1) {
    const fan = apiClient(t.app);
    await signUp(fan, `Queue Fan ${i}`);
    fans.push(fan);
  }
  return fans;
}

/** Joins the queue; `again`: a fan whose turn ended asks for a new place at the back. */
async function join(fan: ApiClient, eventId: string, again?: boolean): Promise<QueueStatus> {
  const response = await fan.postAs(queueStatusSchema, fanPath(eventId), again ? { again } : undefined);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

async function statusOf(fan: ApiClient, eventId: string): Promise<QueueStatus> {
  const response = await fan.getAs(queueStatusSchema, fanPath(eventId));
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** Turns the queue off at a test's end: the admission pass looks at every started queue. */
async function queueOff(eventId: string) {
  const response = await promoter.put(queuePath(eventId), {
    enabled: false,
    opensAt: new Date(clock).toISOString(),
  });
  expect(response.status).toBe(200);
}

const positions = async (fans: ApiClient[], eventId: string) =>
  Promise.all(fans.map(async (fan) => (await statusOf(fan, eventId)).place?.position));

async function holdRefusal(client: ApiClient, eventId: string) {
  const response = await client.postAs(apiErrorSchema, '/api/holds', { eventId });
  expect(response.status, response.text).toBe(403);
  return response.body.error;
}

describe('the organiser’s queue settings', () => {
  it('turns a queue on with the default rate and a 10-minute pass, and off again', async () => {
    const [eventId = ''] = events;
    const on = await queueOn(eventId, MINUTE);
    expect(on).toEqual({
      eventId,
      enabled: true,
      opensAt: new Date(clock + MINUTE).toISOString(),
      ratePerMinute: DEFAULT_ADMISSION_RATE,
      passMinutes: QUEUE_PASS_MINUTES,
    });
    expect((await promoter.getAs(queueSettingsSchema, queuePath(eventId))).body).toEqual(on);
    const off = await promoter.putAs(queueSettingsSchema, queuePath(eventId), {
      enabled: false,
      opensAt: on.opensAt,
      ratePerMinute: 120,
    });
    expect(off.body).toMatchObject({ enabled: false, ratePerMinute: 120 });
    // Both changes are on record; saving the same settings again adds nothing.
    await promoter.put(queuePath(eventId), { enabled: false, opensAt: on.opensAt, ratePerMinute: 120 });
    const admin = await signedIn(t.app, { email: 'admin@khelpass.in', password: 'Admin@123' });
    const trail = await auditTrail(admin, 'event', eventId);
    expect(
      trail.filter((e) => e.action === 'event.queue_changed').map((e) => [e.actor?.email, e.before, e.after]),
    ).toEqual([
      [
        PROMOTER.email,
        { enabled: true, opensAt: on.opensAt, ratePerMinute: DEFAULT_ADMISSION_RATE },
        { enabled: false, opensAt: on.opensAt, ratePerMinute: 120 },
      ],
      [PROMOTER.email, null, { enabled: true, opensAt: on.opensAt, ratePerMinute: DEFAULT_ADMISSION_RATE }],
    ]);
    const fan = (await newFans(1))[0] as ApiClient;
    const noQueue = await fan.postAs(apiErrorSchema, fanPath(eventId));
    expect(noQueue.status).toBe(404);
    expect(noQueue.body.error.code).toBe('no_queue');
    // Off: anyone books straight away.
    await openHold(fan, eventId);
  });

  it('is another organiser’s to see or change only as not found, and a fan’s not at all', async () => {
    const [eventId = ''] = events;
    const board = await signedIn(t.app, CRICKET_BOARD);
    const body = { enabled: true, opensAt: new Date(clock).toISOString() };
    expect((await board.put(queuePath(eventId), body)).status).toBe(404);
    expect((await board.get(queuePath(eventId))).status).toBe(404);
    expect((await promoter.put(queuePath('no-such-event'), body)).status).toBe(404);
    const fan = (await newFans(1))[0] as ApiClient;
    expect((await fan.put(queuePath(eventId), body)).status).toBe(403);
  });

  it('answers 400 naming each bad field, and saves nothing', async () => {
    const eventId = events[1] ?? '';
    const response = await promoter.putAs(apiErrorSchema, queuePath(eventId), {
      enabled: 'yes',
      opensAt: 'tomorrow',
      ratePerMinute: 0,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields ?? {}).sort()).toEqual([
      'enabled',
      'opensAt',
      'ratePerMinute',
    ]);
    expect((await promoter.get(queuePath(eventId))).text).toBe('null');
  });
});

describe('joining a queue', () => {
  it('is for accounts: a guest is told to sign in, to join and to book', async () => {
    const eventId = events[2] ?? '';
    await queueOn(eventId, 0);
    const guest = apiClient(t.app);
    for (const response of [await guest.post(fanPath(eventId)), await guest.get(fanPath(eventId))]) {
      expect(response.status).toBe(401);
      expect(apiErrorSchema.parse(response.body).error.message).toBe(QUEUE_SIGN_IN_MESSAGE);
    }
    const refusal = await holdRefusal(guest, eventId);
    expect(refusal).toMatchObject({ code: 'queue_pass_required', message: QUEUE_GUEST_MESSAGE });
  });

  it('places the pre-queue in random order at the start, later fans behind in arrival order, one place each', async () => {
    const eventId = events[3] ?? '';
    await queueOn(eventId, 10 * MINUTE, 60);
    const early = await newFans(8);
    for (const fan of early) {
      const status = await join(fan, eventId);
      // Before the start the pre-queue has no order to tell.
      expect(status.place).toMatchObject({ state: 'waiting', position: null, estimatedWaitSeconds: null });
    }
    // The same account again, as on a reload or another device: the same place, no second one.
    const again = apiClient(t.app);
    again.token = early[0]?.token;
    await join(again, eventId);
    clock += 10 * MINUTE;
    const late = await newFans(3);
    for (const fan of late) await join(fan, eventId);

    const earlyPlaces = await positions(early, eventId);
    expect([...earlyPlaces].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 8 }, (_, i) => i + 1),
    );
    // Joining order is not the order at the start (1 in 8! by chance).
    expect(earlyPlaces).not.toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
    expect(await positions(late, eventId)).toEqual([9, 10, 11]);
    expect((await statusOf(late[2] as ApiClient, eventId)).place).toMatchObject({
      ahead: 10,
      estimatedWaitSeconds: 11,
    });

    // At 60 a minute, 5 seconds after the start admits 5: the first five places.
    clock += 5 * SECOND;
    expect(await t.app.background.admitNow()).toBe(5);
    expect(await t.app.background.admitNow()).toBe(0);
    const states = await Promise.all(early.map(async (fan) => (await statusOf(fan, eventId)).place?.state));
    early.forEach((_, i) => {
      expect(states[i]).toBe((earlyPlaces[i] ?? 0) <= 5 ? 'admitted' : 'waiting');
    });
    expect(await positions(late, eventId)).toEqual([4, 5, 6]);
    await queueOff(eventId);
  });
});

describe('the pass', () => {
  it('lets its fan start one booking session; without one, or after it, the hold is refused', async () => {
    const eventId = events[4] ?? '';
    await queueOn(eventId, 0, 60);
    const [first, second] = (await newFans(2)) as [ApiClient, ApiClient];
    await join(first, eventId);
    await join(second, eventId);
    expect(await holdRefusal(first, eventId)).toMatchObject({
      code: 'queue_pass_required',
      message: QUEUE_PASS_MESSAGE,
    });
    clock += SECOND;
    expect(await t.app.background.admitNow()).toBe(1);
    const admitted = await statusOf(first, eventId);
    expect(admitted.place).toMatchObject({
      state: 'admitted',
      passExpiresAt: new Date(clock + QUEUE_PASS_MINUTES * MINUTE).toISOString(),
    });
    expect((await holdRefusal(second, eventId)).code).toBe('queue_pass_required');

    const hold = await openHold(first, eventId);
    expect((await statusOf(first, eventId)).place?.state).toBe('used');
    // Used: a second session needs a new turn; the running one reopens (a reload) without a pass.
    expect((await holdRefusal(first, eventId)).code).toBe('queue_pass_required');
    const resumed = await first.post('/api/holds', { eventId, resume: true });
    expect(resumed.status).toBe(200);
    expect((resumed.body as { id: string }).id).toBe(hold.id);
    await queueOff(eventId);
  });

  it('runs out after 10 minutes unused; the fan may then join again, at the back', async () => {
    const eventId = events[5] ?? '';
    await queueOn(eventId, 0, 60);
    const [slow, other] = (await newFans(2)) as [ApiClient, ApiClient];
    await join(slow, eventId);
    clock += SECOND;
    expect(await t.app.background.admitNow()).toBe(1);
    await join(other, eventId);
    clock += QUEUE_PASS_MINUTES * MINUTE;
    expect((await statusOf(slow, eventId)).place).toMatchObject({ state: 'expired', passExpiresAt: null });
    expect((await holdRefusal(slow, eventId)).code).toBe('queue_pass_required');
    // The admission pass admits `other` (next in line) and marks the pass expired.
    expect(await t.app.background.admitNow()).toBe(1);
    // Coming back to the page tells the fan their turn ended; only asking again queues them.
    expect((await join(slow, eventId)).place).toMatchObject({ state: 'expired' });
    const back = await join(slow, eventId, true);
    expect(back.place).toMatchObject({ state: 'waiting', position: 1 });
    // Asking again while waiting keeps the place.
    expect((await join(slow, eventId, true)).place).toMatchObject({ state: 'waiting', position: 1 });
    const bad = await slow.post(fanPath(eventId), { again: 'yes' });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(bad.body).error.fields).toHaveProperty('again');
    expect((await statusOf(other, eventId)).place?.state).toBe('admitted');
    await queueOff(eventId);
  });
});

describe('the live status stream', () => {
  it('sends the place when it changes, skips what the page already shows, and beats', async () => {
    const eventId = events[6] ?? '';
    await queueOn(eventId, 0, 60);
    const [first, second] = (await newFans(2)) as [ApiClient, ApiClient];
    await join(first, eventId);
    await join(second, eventId);
    const stream = await openEventStream(t.app, second, `${fanPath(eventId)}/stream`);
    expect(stream.status).toBe(200);
    const waiting = await stream.next();
    expect(queueStatusSchema.parse(JSON.parse(waiting.data)).place).toMatchObject({ position: 2, ahead: 1 });
    await stream.comment('heartbeat');
    await stream.close();

    // Reconnecting with what it shows: nothing is sent until the place moves.
    const resumed = await openEventStream(t.app, second, `${fanPath(eventId)}/stream`, {
      'Last-Event-ID': waiting.id ?? '',
    });
    expect(await resumed.during(150)).toEqual([]);
    clock += SECOND;
    expect(await t.app.background.admitNow()).toBe(1);
    const moved = await resumed.next();
    expect(queueStatusSchema.parse(JSON.parse(moved.data)).place).toMatchObject({ position: 1, ahead: 0 });
    await resumed.close();

    const bad = await openEventStream(t.app, second, `${fanPath(eventId)}/stream`, {
      'Last-Event-ID': '<x>',
    });
    expect(bad.status).toBe(400);
    const guest = await openEventStream(t.app, null, `${fanPath(eventId)}/stream`);
    expect(guest.status).toBe(401);
    await queueOff(eventId);
  });

  it('ends once the fan signs out (a stolen cookie its owner revoked hears no more)', async () => {
    const eventId = events[6] ?? '';
    await queueOn(eventId, 0, 60);
    const [fan] = (await newFans(1)) as [ApiClient];
    await join(fan, eventId);
    const stream = await openEventStream(t.app, fan, `${fanPath(eventId)}/stream`);
    await stream.next();
    expect((await fan.post('/api/auth/sign-out')).status).toBeLessThan(300);
    await stream.end();
    await queueOff(eventId);
  });

  it('refuses one account more than a few open streams at once (429), not others', async () => {
    const eventId = events[6] ?? '';
    await queueOn(eventId, 0, 60);
    const [greedy, other] = (await newFans(2)) as [ApiClient, ApiClient];
    await join(greedy, eventId);
    await join(other, eventId);
    const path = `${fanPath(eventId)}/stream`;
    const open = [];
    for (let i = 0; i < 5; i += 1) {
      const stream = await openEventStream(t.app, greedy, path);
      expect(stream.status).toBe(200);
      open.push(stream);
    }
    const refused = await openEventStream(t.app, greedy, path);
    expect(refused.status).toBe(429);
    expect(apiErrorSchema.parse(JSON.parse(refused.text)).error.code).toBe('too_many_streams');
    const theirs = await openEventStream(t.app, other, path);
    expect(theirs.status).toBe(200);
    for (const stream of [...open, theirs]) await stream.close();
    await queueOff(eventId);
  });
});
