// For *.pg.test.ts: a concurrency test holds a row lock in a transaction of its own (heldTransaction),
// waits until the request it started is blocked on that lock (someoneWaitsForALock), and only then
// lets the transaction end.
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

/** A transaction held open until `release` is called, once `setUp` has run in it. */
export function heldTransaction(database: Database, setUp: (tx: Database['db']) => Promise<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ready = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const done = database.db.transaction(async (tx) => {
    await setUp(tx as unknown as Database['db']);
    ready();
    await released;
  });
  return { isReady, release, done };
}

/**
 * What `work` answers within 10 seconds, or 'still waiting' (a lock wait that never ends, where the
 * test expects none). The timer is cleared either way, so it never keeps the test file running.
 */
export async function answerWithin<T>(work: Promise<T>): Promise<T | 'still waiting'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), 10_000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
