import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { events } from '../db/schema';
import { createTestApp, createTestDatabase, TEST_EVENT_COUNT } from './test-database';

const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

async function eventCount(database: Database) {
  const [row] = await database.db.select({ n: count() }).from(events);
  return row?.n ?? 0;
}

describe('createTestDatabase', () => {
  it('gives a migrated PGlite database holding the seeded test catalogue', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    expect(database.kind).toBe('pglite');
    expect(await eventCount(database)).toBe(TEST_EVENT_COUNT);
  });

  it('gives every caller its own copy', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    opened.push(first, second);
    const [victim] = await first.db.select({ id: events.id }).from(events).limit(1);
    if (!victim) throw new Error('the test catalogue is empty');
    await first.db.delete(events).where(eq(events.id, victim.id));
    expect(await eventCount(first)).toBe(TEST_EVENT_COUNT - 1);
    expect(await eventCount(second)).toBe(TEST_EVENT_COUNT);
  });
});

describe('createTestApp', () => {
  it('serves the API over the test database', async () => {
    const { app, close } = await createTestApp();
    try {
      const health = await app.request('/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      const missing = await app.request('/api/no-such-thing');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await close();
    }
  });
});
