// For *.pg.test.ts: a concurrency test that holds a row lock in its own transaction waits here until
// the request it started is blocked on that lock, and only then lets the transaction end.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

/** Waits until `count` statements on the server wait for a lock; throws after 10 seconds without. */
export async function someoneWaitsForALock(database: Database, count = 1) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`),
    );
    if ((row?.n ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} statements waited for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
