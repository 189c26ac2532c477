// For *.pg.test.ts: a concurrency test that holds a row lock in its own transaction waits here until
// the request it started is blocked on that lock, and only then lets the transaction end.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

/** Waits until some statement on the server waits for a lock; throws after 5 seconds without one. */
export async function someoneWaitsForALock(database: Database) {
  for (let tries = 0; tries < 250; tries += 1) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`),
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('nothing waited for a lock');
}
