import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';

export function healthRoutes(database: Database) {
  return new Hono().get('/', async (c) => {
    await database.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: database.kind });
  });
}
