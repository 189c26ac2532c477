// The notification stream on a real PostgreSQL 15 with two API processes (two apps, each with its
// own stream hub, on one database): what one process writes reaches the other's streams, and a
// transaction that commits after a later one still delivers its notification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../../../shared/domain/notices';
import { bookingSchema } from '../../../shared/schemas/booking';
import { notificationEventSchema } from '../../../shared/schemas/notifications';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { retryingTransaction } from '../../db/transaction';
import { apiClient, signUp, TEST_HOSTS } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { type EventStream, openEventStream } from '../../test/event-stream';
import { createPgTestDatabase, onSaleEventTaker, TEST_ANCHOR } from '../../test/test-database';
import { createNotificationsRepo } from './notifications.repo';

const STREAM = '/api/me/notifications/stream';
let database: Database;
let first: ReturnType<typeof createApp>;
let second: ReturnType<typeof createApp>;
let take: () => string;

const processOn = (db: Database) =>
  createApp({
    database: db,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR),
    auth: { failureDelay: async () => {}, signUpsPerAddress: 0 },
    webhooksAtOnce: false,
  });

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 30, poolSize: 10 });
  first = processOn(database);
  second = processOn(database);
  take = await onSaleEventTaker(database);
}, 120_000);
afterAll(async () => {
  first.notificationStreams.close();
  second.notificationStreams.close();
  await database.close();
});

const titleOf = async (stream: EventStream, timeoutMs: number) => {
  const event = await stream.next(timeoutMs);
  return { seq: Number(event.id), ...notificationEventSchema.parse(JSON.parse(event.data)) };
};

const notice = (key: string): Notice => ({
  key,
  type: 'match',
  channel: 'match-reminders',
  priority: 'medium',
  title: key,
  message: `${key}.`,
  target: '/events',
  data: {},
});

describe('the notification stream across processes (PostgreSQL)', () => {
  it('a booking confirmed through one process reaches the fan’s stream on the other within 2 s', async () => {
    const fanOnFirst = apiClient(first);
    await signUp(fanOnFirst);
    // The same session through the other process (a load balancer sends the stream there).
    const fanOnSecond = apiClient(second);
    fanOnSecond.token = fanOnFirst.token;
    const stream = await openEventStream(second, fanOnSecond, STREAM);
    await stream.comment('connected');

    const hold = await holdCategory(fanOnFirst, take(), 'gold', 1);
    const created = (await checkout(fanOnFirst, hold.id)).body;
    const paid = (await pay(fanOnFirst, created.order.id)).body;
    const confirmed = await fanOnFirst.postAs(
      bookingSchema,
      `/api/bookings/${created.booking.id}/confirm`,
      paid,
    );
    expect(confirmed.status).toBe(200);
    const event = await titleOf(stream, 2500);
    expect(event.notification.title).toBe('Booking confirmed');
    expect(event.unread).toBe(1);
    await stream.close();
  });

  it('delivers a notification whose transaction commits after a later one', async () => {
    const fan = apiClient(second);
    const account = await signUp(fan);
    const stream = await openEventStream(second, fan, STREAM);
    await stream.comment('connected');
    const repo = createNotificationsRepo(database.db);

    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let inserted = () => {};
    const insertedEarly = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // Takes its seq first, commits last.
    const slow = retryingTransaction(database.db, async (_tx, transaction) => {
      await repo.joining(transaction).insert([{ userId: account.id, notice: notice('slow') }], TEST_ANCHOR);
      inserted();
      await held;
    });
    await insertedEarly;
    await repo.insert([{ userId: account.id, notice: notice('quick') }], TEST_ANCHOR);
    const quick = await titleOf(stream, 2500);
    expect(quick.notification.title).toBe('quick');

    // The hub has moved past the slow one's seq by now; the commit still reaches the fan.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    commit();
    await slow;
    const late = await titleOf(stream, 2500);
    expect(late.notification.title).toBe('slow');
    expect(late.seq).toBeLessThan(quick.seq);
    expect(late.unread).toBe(2);
    expect(await stream.during(1500)).toEqual([]);
    await stream.close();
  });
});
