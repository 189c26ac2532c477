import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEventChangeSchema } from '../../../shared/schemas/admin-events';
import { holdSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { events, holds } from '../../db/schema';
import { seedDemoAccounts } from '../../db/seed/accounts';
import { type ApiClient, apiClient, signUp, TEST_HOSTS } from '../../test/api-client';
import { heldTransaction, someoneWaitsForALock } from '../../test/lock-waits';
import { createDraft, PROMOTER, publish, signedIn } from '../../test/organizer-flow';
import { createPgTestDatabase, TEST_ANCHOR } from '../../test/test-database';

// An admin's takedown racing fans who open booking sessions, on a real PostgreSQL 15 server with a
// 20-connection pool (decision 014): a session opened across the takedown is either refused or
// released by it; none is left open on an event that is off sale.
let database: Database;
let app: ReturnType<typeof createApp>;
let promoter: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 20, poolSize: 20 });
  await seedDemoAccounts(database.db, TEST_ANCHOR);
  app = createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR),
    auth: { failureDelay: async () => {}, trustProxy: true },
    webhooksAtOnce: false,
    sessionsPerAddress: 0,
  });
  promoter = await signedIn(app, PROMOTER);
  admin = await signedIn(app, { email: 'admin@khelpass.in', password: 'Admin@123' });
}, 120_000);
afterAll(() => database.close());

async function onSaleEvent(tournament: string) {
  const draft = await createDraft(promoter, { tournament });
  return (await publish(promoter, draft.id)).id;
}

const openHolds = (eventId: string) =>
  database.db
    .select({ id: holds.id })
    .from(holds)
    .where(and(eq(holds.eventId, eventId), inArray(holds.status, ['active', 'checked_out'])));

const unpublish = (eventId: string) =>
  admin.postAs(adminEventChangeSchema, `/api/admin/events/${eventId}/unpublish`, { reason: 'Race' });

describe('a takedown racing sessions being opened (PostgreSQL)', () => {
  it('a session opened while the takedown holds the event row is refused when the takedown commits', async () => {
    const eventId = await onSaleEvent('Race Cup One');
    // The takedown's first steps, held open: the row locked FOR UPDATE, the columns set.
    const takedown = heldTransaction(database, async (tx) => {
      await tx.execute(sql`SELECT id FROM events WHERE id = ${eventId} FOR UPDATE`);
      await tx
        .update(events)
        .set({ unpublishedAt: TEST_ANCHOR, unpublishReason: 'Race' })
        .where(eq(events.id, eventId));
    });
    await takedown.isReady;
    const fan = apiClient(app);
    await signUp(fan);
    // Its on-sale check saw the event on sale (the takedown is not committed); its insert waits.
    const opening = fan.postAs(apiErrorSchema, '/api/holds', { eventId });
    await someoneWaitsForALock(database);
    takedown.release();
    await takedown.done;
    const refused = await opening;
    expect([refused.status, refused.body.error.code]).toEqual([409, 'not_on_sale']);
    expect(await openHolds(eventId)).toEqual([]);
  });

  it('a session whose insert holds the event row first is released by the takedown that waited for it', async () => {
    const eventId = await onSaleEvent('Race Cup Two');
    // A session's insert, held open: its foreign key holds the event row's KEY SHARE lock.
    const opening = heldTransaction(database, (tx) =>
      tx.insert(holds).values({
        eventId,
        holderKey: 'race-holder',
        clientAddress: '203.0.113.9',
        createdAt: TEST_ANCHOR,
        expiresAt: new Date(TEST_ANCHOR.getTime() + 900_000),
      }),
    );
    await opening.isReady;
    const takingDown = unpublish(eventId);
    await someoneWaitsForALock(database);
    opening.release();
    await opening.done;
    const down = await takingDown;
    expect(down.status, down.text).toBe(200);
    expect(down.body.releasedHolds).toBe(1);
    expect(await openHolds(eventId)).toEqual([]);
  });

  it('40 fans opening and holding sessions during a takedown leave no session open after it', async () => {
    const eventId = await onSaleEvent('Race Cup Storm');
    const fans = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const client = apiClient(app, { ip: `198.51.100.${i + 1}` });
        await signUp(client);
        return client;
      }),
    );
    const attempts = fans.map(async (client, i) => {
      // Staggered so that some open before the takedown, some during, some after.
      await new Promise((resolve) => setTimeout(resolve, i * 3));
      const opened = await client.post('/api/holds', { eventId });
      if (opened.status !== 201) return `${opened.status} ${opened.text}`;
      const held = await client.put(`/api/holds/${holdSchema.parse(opened.body).id}`, {
        selection: { kind: 'category', categoryId: 'gold', quantity: 1 },
      });
      return `${held.status} ${held.text}`;
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    const down = await unpublish(eventId);
    expect(down.status, down.text).toBe(200);
    const statuses = await Promise.all(attempts);
    // Every attempt either held a place (before the takedown) or was refused; none failed.
    expect(statuses.filter((answer) => !/^(200|201|409|410) /.test(answer))).toEqual([]);
    expect(await openHolds(eventId)).toEqual([]);
    const held = await database.db.execute(
      sql`SELECT coalesce(sum(held), 0)::int AS held FROM event_categories WHERE event_id = ${eventId}`,
    );
    expect(rowsOf<{ held: number }>(held)[0]?.held).toBe(0);
  });
});
