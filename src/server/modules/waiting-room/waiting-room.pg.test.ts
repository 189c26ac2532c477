import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { eventQueues, queueEntries, users } from '../../db/schema';
import { apiClient, signUp, TEST_HOSTS } from '../../test/api-client';
import { createPgTestDatabase, TEST_ANCHOR } from '../../test/test-database';

// Two API processes on one PostgreSQL 15 (two apps, each with its own pool) share one queue: fans
// join through both at once, both run the admission pass at the same moments, and the admissions
// keep to the event's rate in every minute, each fan admitted once, in the queue's order. A pass
// presented to both processes at once opens one session. PGlite has one connection and cannot show this.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const RATE = 120;
const FANS = 600;

let first: Database;
let second: Database;
let clock = TEST_ANCHOR.getTime();
const failures: unknown[] = [];
const appOn = (database: Database) =>
  createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(clock),
    log: (message, detail) => {
      if (detail !== undefined) failures.push([message, detail]);
    },
    auth: { failureDelay: async () => {}, signUpsPerAddress: 0 },
    webhooksAtOnce: false,
  });
let apps: ReturnType<typeof appOn>[];
let eventId: string;

beforeAll(async () => {
  first = await createPgTestDatabase({ eventCount: 30, poolSize: 10 });
  second = await openDatabase({ url: process.env.TEST_DATABASE_URL ?? '', poolSize: 10 });
  apps = [appOn(first), appOn(second)];
  const onSale = await first.db.execute(
    sql`SELECT id FROM events WHERE kp_event_on_sale(id, ${new Date(clock).toISOString()}::timestamptz) ORDER BY id LIMIT 1`,
  );
  const [event] = rowsOf<{ id: string }>(onSale);
  if (!event) throw new Error('no event on sale');
  eventId = event.id;
}, 120_000);
afterAll(async () => {
  await Promise.all(apps?.map((app) => app.background.idle()) ?? []);
  await Promise.all([first?.close(), second?.close()]);
});

describe('two processes sharing one queue', () => {
  it('admit at the event’s rate in every minute, each fan once, in the queue’s order', async () => {
    const opensAt = new Date(clock + MINUTE);
    await first.db
      .insert(eventQueues)
      .values({ eventId, enabled: true, opensAt, ratePerMinute: RATE, updatedAt: opensAt });
    const fans = await first.db
      .insert(users)
      .values(
        Array.from({ length: FANS }, (_, i) => ({
          email: `queue.fan.${i}@example.in`,
          name: `Fan ${i}`,
          passwordHash: 'not-a-password',
        })),
      )
      .returning({ id: users.id });
    // Half join before the start, half after; each through both processes at once (a fan's two tabs).
    const joinAll = (ids: { id: string }[]) =>
      Promise.all(
        ids.flatMap(({ id }) =>
          [first, second].map((database) =>
            database.db.execute(
              sql`SELECT kp_queue_join(${eventId}, ${id}::uuid, ${new Date(clock).toISOString()}::timestamptz)`,
            ),
          ),
        ),
      );
    await joinAll(fans.slice(0, FANS / 2));
    clock = opensAt.getTime() + 100;
    await joinAll(fans.slice(FANS / 2));
    const [{ entries = 0 } = {}] = await first.db
      .select({ entries: sql<number>`count(*)::int` })
      .from(queueEntries)
      .where(eq(queueEntries.eventId, eventId));
    expect(entries).toBe(FANS);

    // Both processes run the pass at once, three times a moment, at uneven steps over four minutes.
    let reported = 0;
    for (let step = 0; clock < opensAt.getTime() + 4 * MINUTE; step += 1) {
      clock += 700 + (step % 5) * 450;
      for (let round = 0; round < 3; round += 1) {
        const counts = await Promise.all(apps.map((app) => app.background.admitNow()));
        reported += counts.reduce((sum, count) => sum + count, 0);
      }
    }

    const admitted = await first.db
      .select({ at: queueEntries.admittedAt, key: queueEntries.orderKey })
      .from(queueEntries)
      .where(and(eq(queueEntries.eventId, eventId), isNotNull(queueEntries.admittedAt)));
    // Each admission the passes reported is one fan's: none admitted twice.
    expect(admitted.length).toBe(reported);
    // Four minutes at 120 a minute, less a step's rounding.
    expect(admitted.length).toBeGreaterThan(4 * RATE - 10);
    expect(admitted.length).toBeLessThanOrEqual(4 * RATE);
    // No minute (any window of 60 s ending at an admission) holds more than the rate.
    const times = admitted.map((row) => row.at?.getTime() ?? 0).sort((a, b) => a - b);
    for (const end of times) {
      expect(times.filter((time) => time > end - MINUTE && time <= end).length).toBeLessThanOrEqual(RATE);
    }
    // The admitted are the front of the queue: every waiting key is behind every admitted one.
    const waiting = await first.db
      .select({ key: sql<string>`min(order_key)::text` })
      .from(queueEntries)
      .where(and(eq(queueEntries.eventId, eventId), eq(queueEntries.state, 'waiting')));
    const lastAdmitted = admitted.reduce((max, row) => Math.max(max, row.key), 0);
    expect(Number(waiting[0]?.key)).toBeGreaterThan(lastAdmitted);
    expect(failures).toEqual([]);
  }, 120_000);

  it('opens one booking session for a pass shown to both processes at once', async () => {
    const email = 'queue.two.tabs@example.in';
    const fan = apiClient(apps[0] as ReturnType<typeof appOn>);
    await signUp(fan, 'Two Tabs', email);
    const twin = apiClient(apps[1] as ReturnType<typeof appOn>);
    twin.token = fan.token;
    const joins = await Promise.all([fan, twin].map((client) => client.post(`/api/events/${eventId}/queue`)));
    expect(joins.map((response) => response.status)).toEqual([200, 200]);
    // Their turn comes (the line ahead is long; the pass is what this test is about).
    const [account] = await first.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await first.db
      .update(queueEntries)
      .set({ state: 'admitted', admittedAt: new Date(clock), passExpiresAt: new Date(clock + 10 * MINUTE) })
      .where(and(eq(queueEntries.eventId, eventId), eq(queueEntries.userId, account?.id ?? '')));
    const opens = await Promise.all([fan, twin].map((client) => client.post('/api/holds', { eventId })));
    expect(opens.map((response) => response.status).sort()).toEqual([201, 403]);
    const [{ sessions = 0 } = {}] = rowsOf<{ sessions: number }>(
      await first.db.execute(
        sql`SELECT count(*)::int AS sessions FROM holds WHERE event_id = ${eventId} AND user_id = ${account?.id ?? ''}::uuid`,
      ),
    );
    expect(sessions).toBe(1);
    expect(failures).toEqual([]);
  });
});
