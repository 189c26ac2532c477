import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The inventory tables every hold rewrites; their dead row versions pile up fastest. */
const HOT_TABLES = sql`event_categories, event_seats, holds`;
const EVERY_MS = 20_000;

/**
 * PGlite runs PostgreSQL single-user, so no autovacuum worker ever starts: without this, every
 * hold leaves dead rows behind and holds get slower by the minute. PostgreSQL vacuums by itself.
 * Returns a stop function.
 */
export function vacuumHotTables(
  database: Database,
  log: (message: string, detail?: unknown) => void,
): () => void {
  if (database.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    database.db.execute(sql`VACUUM ${HOT_TABLES}`).catch((error: unknown) => log('vacuum failed', error));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
