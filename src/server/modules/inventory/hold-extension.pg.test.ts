import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryBlocks } from '../../../shared/domain/block-categories';
import { extendedHoldSchema, holdSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { apiClient, TEST_HOSTS } from '../../test/api-client';
import { holdCategory, openHold } from '../../test/booking-flow';
import { someoneWaitsForALock } from '../../test/lock-waits';
import { putOnPlan } from '../../test/plan-event';
import { createPgTestDatabase, onSaleEventTaker, TEST_ANCHOR } from '../../test/test-database';

// 'Need more time?' pressed many times at once (double clicks, two tabs of one fan) on a real
// PostgreSQL 15 server with a pool: the hold's row lock lets exactly two extensions through.
let database: Database;
let app: ReturnType<typeof createApp>;
let take: () => string;

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 10, poolSize: 10 });
  app = createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR.getTime() + 11 * 60_000),
    auth: { failureDelay: async () => {} },
    webhooksAtOnce: false,
  });
  take = await onSaleEventTaker(database);
}, 120_000);
afterAll(() => database.close());

describe('extending a hold at once', () => {
  it('lets exactly two of eight simultaneous extensions through, 5 minutes each', async () => {
    const fan = apiClient(app);
    const hold = await holdCategory(fan, take(), 'gold', 2);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        fan.postAs(z.union([extendedHoldSchema, apiErrorSchema]), `/api/holds/${hold.id}/extend`),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(6).fill(409));
    expect(refused.map((a) => apiErrorSchema.parse(a.body).error.code)).toEqual(
      Array(6).fill('extensions_used'),
    );
    const now = (await fan.getAs(holdSchema, `/api/holds/${hold.id}`)).body;
    expect(Date.parse(now.expiresAt) - Date.parse(hold.expiresAt)).toBe(600_000);
  });

  it("waits for the lock of its plan seats' blocks, as a buyer taking seats there does", async () => {
    const eventId = take();
    const plan = await putOnPlan(database, eventId);
    const blockId = categoryBlocks(plan).find((c) => c.id === 'gold')?.blockIds[0] ?? '';
    const fan = apiClient(app);
    const hold = await openHold(fan, eventId);
    const held = await fan.putAs(holdSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'planSeats', seats: [{ blockId, index: 0 }] },
    });
    expect(held.status, held.text).toBe(200);
    // A taker in the block (kp_plan_lock's row lock) until the extension waits for it.
    const extending = await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT 1 FROM block_inventory WHERE event_id = ${eventId} AND block_id = ${blockId} FOR UPDATE`,
      );
      const extension = fan.postAs(extendedHoldSchema, `/api/holds/${hold.id}/extend`);
      await someoneWaitsForALock(database);
      return { extension };
    });
    const extended = await extending.extension;
    expect(extended.status, extended.text).toBe(200);
    expect(Date.parse(extended.body.expiresAt) - Date.parse(held.body.expiresAt)).toBe(300_000);
  });
});
