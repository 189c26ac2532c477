import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushSubscriptionViewSchema } from '../../../shared/schemas/push';
import { createApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { events, notifications } from '../../db/schema';
import { apiClient, signUp, TEST_HOSTS } from '../../test/api-client';
import { type FakePushService, startFakePushService } from '../../test/fake-push-service';
import { createPgTestDatabase, TEST_ANCHOR } from '../../test/test-database';

// The Web Push outbox on a real PostgreSQL 15 server: two API processes (two pools) pushing at
// once take each notification once, so no fan's browser shows one twice.
let database: Database;
let second: Database;
let service: FakePushService;
const clock = TEST_ANCHOR.getTime();

const serverOn = (db: Database) =>
  createApp({
    database: db,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(clock),
    auth: { failureDelay: async () => {}, signUpsPerAddress: 0 },
    push: { allowLoopbackEndpoints: true, timeoutMs: 5000 },
  });

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 10, poolSize: 10 });
  second = await openDatabase({ url: process.env.TEST_DATABASE_URL ?? '', poolSize: 10 });
  service = await startFakePushService();
}, 120_000);
afterAll(async () => {
  await service.close();
  await second.close();
  await database.close();
});

it('two servers pushing at once push each of 300 notifications exactly once', async () => {
  const [one, two] = [serverOn(database), serverOn(second)];
  const [event] = await database.db.select({ id: events.id }).from(events).limit(1);
  if (!event) throw new Error('no event seeded');
  const fans = await Promise.all(
    Array.from({ length: 30 }, async () => {
      const fan = apiClient(one);
      const user = await signUp(fan);
      const browser = service.subscription();
      const stored = await fan.postAs(pushSubscriptionViewSchema, '/api/push/subscriptions', browser);
      expect(stored.status).toBe(201);
      return { user, browser };
    }),
  );
  // Written as a job or another process writes them: nobody nudged either server.
  const written = fans.flatMap(({ user, browser }) =>
    Array.from({ length: 10 }, (_, i) => ({
      userId: user.id,
      type: 'live' as const,
      channel: 'live-updates' as const,
      priority: 'medium' as const,
      title: `Update ${i} for ${browser.id}`,
      message: 'Half time',
      target: `/events/${event.id}`,
      data: { eventId: event.id },
      dedupeKey: `outbox-test:${i}`,
      createdAt: new Date(clock),
    })),
  );
  await database.db.insert(notifications).values(written);

  // Each server's pass, three at once on each (a nudge while one runs makes it look again).
  const [byOne, byTwo] = await Promise.all([
    one.background.pushNow(),
    two.background.pushNow(),
    one.background.pushNow(),
    two.background.pushNow(),
    two.background.pushNow(),
    one.background.pushNow(),
  ]);
  expect((byOne ?? 0) + (byTwo ?? 0)).toBe(300);
  expect(service.problems).toEqual([]);
  const titles = service.received.map((push) => (JSON.parse(push.payload) as { title: string }).title);
  expect(titles).toHaveLength(300);
  expect(new Set(titles).size).toBe(300);
  // Each went to its own fan's browser.
  for (const push of service.received)
    expect((JSON.parse(push.payload) as { title: string }).title).toContain(push.subscriptionId);
}, 120_000);
