import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';

/**
 * 200 once a statement has been to the database and back; while it cannot be reached or does not
 * answer, app.onError answers 503 database_unavailable (decision record 008).
 */
export function healthRoutes(database: Database) {
  return new Hono().get('/', async (c) => {
    await database.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: database.kind });
  });
}
