import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { events } from '../db/schema';
import { createPgTestDatabase, TEST_EVENT_COUNT } from './test-database';

const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

async function setting(database: Database, name: string): Promise<string> {
  const result = await database.db.execute(sql`select current_setting(${name}) as value`);
  const rows = (result as unknown as { rows: Array<{ value: string }> }).rows;
  return rows[0]?.value ?? '';
}

describe('createPgTestDatabase', () => {
  it('runs on a real, durable PostgreSQL 15 or newer', async () => {
    const database = await createPgTestDatabase({ seed: false });
    opened.push(database);
    expect(database.kind).toBe('postgres');
    expect(Number(await setting(database, 'server_version_num'))).toBeGreaterThanOrEqual(150_000);
    expect(await setting(database, 'fsync')).toBe('on');
  });

  it('migrates and seeds the test catalogue, and starts over on every call', async () => {
    const first = await createPgTestDatabase();
    opened.push(first);
    await first.db.delete(events);
    const second = await createPgTestDatabase();
    opened.push(second);
    const [row] = await second.db.select({ n: count() }).from(events);
    expect(row?.n).toBe(TEST_EVENT_COUNT);
  });
});
