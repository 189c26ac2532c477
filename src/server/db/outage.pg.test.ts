// PostgreSQL going away under the running server (issue 10; decision record 008). Restarted, the
// server answers 503 with Retry-After at once, and 200 again once PostgreSQL is back. Frozen (SIGSTOP,
// as a hung host or a network dropping packets looks), requests fail within DB_TIMEOUT_SECONDS and a
// second, and are answered again once it thaws. The server process is never restarted. On a
// PostgreSQL 15 server of this file's own: the suite's shared one must stay up for the other files.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/pg-throwaway.mjs';
import { TEST_CONTACT } from '../test/booking-flow';
import { fanClient, hotEvent, sleep, startServerProcess } from '../test/server-process';
import { openDatabase } from './client';
import { rowsOf } from './rows';
import { databaseUnavailableCause, QueryDeadlineError } from './unavailable';

/** What the server process runs with: the defaults (DB_TIMEOUT_SECONDS 5, so 6 s for a statement). */
const ANSWER_WITHIN_MS = 8_000;
const RECOVER_WITHIN_MS = 10_000;

let postgres: ThrowawayPostgres;
let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
/** Processes this file stopped with SIGSTOP; afterAll continues any still stopped. */
const stopped = new Set<number>();

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
}, 60_000);

afterAll(async () => {
  thaw();
  server?.child.kill('SIGKILL');
  await postgres?.stop();
});

const parentOf = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state, parent pid, …
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

function stop(pid: number) {
  process.kill(pid, 'SIGSTOP');
  stopped.add(pid);
}

/**
 * Stops the postmaster (so it forks nothing more), then every process it started: backends,
 * checkpointer, writers. Connections are still accepted by the kernel and never answered.
 */
function freeze() {
  const postmaster = postgres.postmasterPid();
  if (!postmaster) throw new Error('PostgreSQL is not running');
  stop(postmaster);
  for (const name of readdirSync('/proc')) {
    if (/^\d+$/.test(name) && parentOf(Number(name)) === postmaster) stop(Number(name));
  }
}

function thaw() {
  for (const pid of stopped) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // Gone already.
    }
  }
  stopped.clear();
}

async function timed<T>(call: () => Promise<T>) {
  const started = performance.now();
  const answer = await call();
  return { ...answer, ms: Math.round(performance.now() - started) };
}

/** Polls until `call` answers 200, for at most RECOVER_WITHIN_MS; resolves to the ms it took. */
async function answersAgain(call: () => Promise<{ status: number }>) {
  const started = performance.now();
  for (;;) {
    const { status } = await call().catch(() => ({ status: 0 }));
    const ms = Math.round(performance.now() - started);
    if (status === 200) return ms;
    if (ms > RECOVER_WITHIN_MS) throw new Error(`still ${status} after ${ms} ms`);
    await sleep(100);
  }
}

/** The answer a fan gets while the database cannot be reached. */
function expectUnavailable(answer: { status: number; headers: Headers; body: unknown; ms: number }) {
  expect({ status: answer.status, code: (answer.body as { error?: { code?: string } }).error?.code }).toEqual(
    {
      status: 503,
      code: 'database_unavailable',
    },
  );
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
}

describe('the pools', () => {
  it('a statement on a connection that stopped answering fails at its deadline, and that connection is not used again', async () => {
    const database = await openDatabase({ url: postgres.url, timeoutSeconds: 1 });
    try {
      let frozenBackend = 0;
      const started = performance.now();
      // A transaction, as drizzle runs one: checked out, BEGIN … ROLLBACK, released without an error.
      const failure = await database.db
        .transaction(async (tx) => {
          frozenBackend = rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`))[0]
            ?.pid as number;
          stop(frozenBackend);
          await tx.execute(sql`SELECT 1`);
        })
        .catch((error: unknown) => error);
      const ms = performance.now() - started;

      expect(databaseUnavailableCause(failure)).toBeInstanceOf(QueryDeadlineError);
      // 1 s of statement_timeout, which a stopped server never enforces, and 1 s more.
      expect(ms).toBeGreaterThan(1_900);
      expect(ms).toBeLessThan(3_500);
      thaw();
      const [next] = rowsOf<{ pid: number }>(await database.db.execute(sql`SELECT pg_backend_pid() AS pid`));
      expect(next?.pid).not.toBe(frozenBackend);
    } finally {
      thaw();
      await database.close();
    }
  });

  it('a connection ended inside a transaction fails that transaction, not the process', async () => {
    const database = await openDatabase({ url: postgres.url, timeoutSeconds: 1 });
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const [own] = rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
          // As a restart does to every session: FATAL 57P01 on a connection checked out between statements.
          await database.db.execute(sql`SELECT pg_terminate_backend(${own?.pid}::int)`);
          await sleep(200);
          await tx.execute(sql`SELECT 1`);
        })
        .catch((error: unknown) => error);
      expect(databaseUnavailableCause(failure)).toBeDefined();
      const [answer] = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT 42 AS n`));
      expect(answer?.n).toBe(42);
    } finally {
      await database.close();
    }
  });
});

describe('the running server', () => {
  let baseUrl = '';
  /** The event on sale, and its category with the most free places. */
  let eventId = '';
  let categoryId = '';
  /** A fan choosing seats: each call changes the selection, on the holds pool. */
  let changeSeats: () => ReturnType<ReturnType<typeof fanClient>['call']>;
  const events = () => fanClient(baseUrl).call('GET', '/api/events');
  const health = () => fanClient(baseUrl).call('GET', '/api/health');

  beforeAll(async () => {
    server = await startServerProcess({ DATABASE_URL: postgres.url });
    baseUrl = server.baseUrl;
    const event = await hotEvent(baseUrl);
    eventId = event.id;
    categoryId = event.categories.reduce((most, next) => (next.available > most.available ? next : most)).id;
    const chooser = fanClient(baseUrl);
    const hold = (await chooser.call('POST', '/api/holds', { eventId })).body.id;
    let quantity = 1;
    changeSeats = () => {
      quantity = (quantity % 3) + 1;
      return chooser.call('PUT', `/api/holds/${hold}`, {
        selection: { kind: 'category', categoryId, quantity },
      });
    };
    expect((await changeSeats()).status).toBe(200);
  }, 120_000);

  /** Fans checking out again and again (each a transaction on the main pool) and browsing, until stopped. */
  function steadyLoad(fans: number) {
    let running = true;
    const statuses: (number | string)[] = [];
    const loops = Array.from({ length: fans }, async () => {
      const fan = fanClient(baseUrl);
      const hold = (await fan.call('POST', '/api/holds', { eventId })).body.id;
      await fan.call('PUT', `/api/holds/${hold}`, {
        selection: { kind: 'category', categoryId, quantity: 1 },
      });
      while (running) {
        for (const call of [
          () => fan.call('POST', `/api/holds/${hold}/checkout`, { contact: TEST_CONTACT }),
          () => fan.call('GET', '/api/events'),
        ]) {
          statuses.push(
            await call().then(
              (answer) => answer.status,
              (error: Error) => `no answer: ${error.message}`,
            ),
          );
        }
      }
    });
    return {
      async stop() {
        running = false;
        await Promise.all(loops);
        return statuses;
      },
    };
  }

  it('PostgreSQL restarts: 503 with Retry-After at once (also for requests in flight), 200 again once it is back', async () => {
    expect((await events()).status).toBe(200);
    const load = steadyLoad(6);
    await sleep(500);
    await postgres.shutDown();
    await sleep(300);
    const during = await load.stop();

    // Every request in flight was answered: 2xx before the shutdown, 503 during it; never a 500,
    // never a dropped connection (the process lives on).
    expect(new Set(during.filter((status) => status !== 200 && status !== 201))).toEqual(new Set([503]));
    expect(server?.child.exitCode).toBeNull();

    const down = {
      events: await timed(events),
      health: await timed(health),
      holds: await timed(changeSeats),
    };
    expectUnavailable(down.events);
    expectUnavailable(down.health);
    expectUnavailable(down.holds);

    await postgres.startAgain();
    const recovered = { events: await answersAgain(events), holds: await answersAgain(changeSeats) };
    const refused = during.filter((status) => status === 503).length;
    console.info(
      `restart: under load ${during.length - refused} answered 2xx and ${refused} 503; ` +
        `then 503 in ${down.events.ms} ms (events), ${down.health.ms} ms (health), ${down.holds.ms} ms (holds); ` +
        `200 again ${recovered.events} ms after PostgreSQL was back (events), holds ${recovered.holds} ms after that`,
    );
  }, 60_000);

  it('PostgreSQL freezes: 503 with Retry-After within a few seconds, 200 again once it thaws', async () => {
    // Idle connections in both pools, as a running server has.
    expect((await events()).status).toBe(200);
    expect((await health()).status).toBe(200);
    expect((await changeSeats()).status).toBe(200);
    freeze();

    // On idle pooled connections: the query is sent and never answered.
    const [onIdleHealth, onIdleHolds] = await Promise.all([timed(health), timed(changeSeats)]);
    expectUnavailable(onIdleHealth);
    expectUnavailable(onIdleHolds);

    // More requests than the pool has connections: new connections that never start, and waits for a slot.
    const burst = await Promise.all(Array.from({ length: 25 }, () => timed(events)));
    for (const answer of burst) expectUnavailable(answer);

    thaw();
    const recovered = { events: await answersAgain(events), holds: await answersAgain(changeSeats) };
    const burstMs = burst.map((answer) => answer.ms);
    console.info(
      `freeze: 503 in ${onIdleHealth.ms} ms (health on an idle connection), ${onIdleHolds.ms} ms (holds on an idle connection), ` +
        `${Math.min(...burstMs)}–${Math.max(...burstMs)} ms (burst of 25 event lists); ` +
        `200 again ${recovered.events} ms after it thawed (events), holds ${recovered.holds} ms after that`,
    );
  }, 60_000);
});
