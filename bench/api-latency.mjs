// API latency over a 100,000-event catalogue on real PostgreSQL.
// A throwaway PostgreSQL 15+ (fsync on), the built server started against it with SEED_EVENTS=100000
// (the first start seeds), ANALYZE, a warm-up, then ROUNDS rounds per endpoint group of REQUESTS
// requests sequentially and REQUESTS with CONCURRENCY in flight, all over keep-alive connections to
// 127.0.0.1. Percentiles are per round; the report quotes the median across rounds. The budget is
// judged on the sequential p95 (latency of one request); the concurrent figures show behaviour under load.
import { startThrowawayPostgres } from '../scripts/pg-throwaway.mjs';
import { httpClient, median, percentile, round, startServer, table, verdict } from './lib.mjs';

/** BENCH_EVENTS changes the catalogue size for a quick trial; the budgets are set at 100,000. */
export const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 100_000);
export const title = `API latency (${EVENT_COUNT.toLocaleString('en-US')} events, PostgreSQL)`;
export const ROUNDS = 3;
export const REQUESTS = 300;
export const CONCURRENCY = 8;
export const WARMUP_PER_PATH = 30;

/** @param {string} date */
function groups(date) {
  return [
    {
      name: 'event list',
      budgetP95Ms: 20,
      paths: [
        '/api/events?sport=cricket',
        '/api/events?city=mumbai&sort=price',
        '/api/events?sort=popularity&page=3',
        '/api/events?q=mumbai',
        `/api/events?date=${date}`,
      ],
    },
    {
      name: 'search',
      budgetP95Ms: 30,
      paths: [
        '/api/search?q=mumbai',
        '/api/search?q=kabaddi',
        '/api/search?q=indian',
        '/api/search?q=wankhede',
        '/api/search?q=virat',
      ],
    },
  ];
}

async function pickDate(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // What a real deployment gets from autovacuum shortly after a bulk load.
    await client.query('ANALYZE');
    // A typical day: the 8th upcoming day that has events.
    const { rows } = await client.query(
      `SELECT local_date FROM events WHERE starts_at > now()
       GROUP BY local_date ORDER BY local_date OFFSET 7 LIMIT 1`,
    );
    const date = rows[0]?.local_date;
    if (!date) throw new Error('the seeded catalogue has no upcoming events');
    const { rows: counts } = await client.query('SELECT count(*)::int AS n FROM events');
    return { date: String(date), events: counts[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}

/** Fires `total` GETs cycling through paths with `concurrency` in flight; returns samples per path. */
async function fire(client, paths, total, concurrency) {
  const samples = new Map(paths.map((path) => [path, []]));
  const all = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const path = paths[next % paths.length];
      next += 1;
      const result = await client.get(path);
      if (result.status !== 200)
        throw new Error(`GET ${path} answered ${result.status}: ${result.body.toString().slice(0, 300)}`);
      samples.get(path)?.push(result.ms);
      all.push(result.ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { samples, all, seconds: (performance.now() - started) / 1000 };
}

function summarize(rounds) {
  // rounds: [{ all, samples, seconds }]; the median across rounds of each statistic.
  const stat = (pick) => median(rounds.map(pick));
  return {
    p50: stat((r) => percentile(r.all, 50)),
    p95: stat((r) => percentile(r.all, 95)),
    p99: stat((r) => percentile(r.all, 99)),
    max: stat((r) => Math.max(...r.all)),
    rps: stat((r) => r.all.length / r.seconds),
  };
}

export async function run() {
  const pg = await startThrowawayPostgres({ settings: { shared_buffers: '256MB', max_wal_size: '2GB' } });
  let server;
  try {
    console.log(`Seeding ${EVENT_COUNT} events into PostgreSQL (first start of the built server)…`);
    server = await startServer({
      env: { DATABASE_URL: pg.url, SEED_EVENTS: String(EVENT_COUNT), LOG_LEVEL: 'info' },
      timeoutMs: 20 * 60_000,
      echo: true,
    });
    const seedMs = server.readyMs;
    const { date, events } = await pickDate(pg.url);
    const client = httpClient(server.baseUrl, { maxSockets: CONCURRENCY });
    const results = [];
    try {
      for (const group of groups(date)) {
        const sizes = {};
        for (const path of group.paths) {
          for (let i = 0; i < WARMUP_PER_PATH; i++) {
            const response = await client.get(path);
            if (response.status !== 200) {
              throw new Error(
                `GET ${path} answered ${response.status}: ${response.body.toString().slice(0, 300)}`,
              );
            }
            sizes[path] = response.bytes;
          }
        }
        const sequential = [];
        const concurrent = [];
        for (let round = 0; round < ROUNDS; round++) {
          sequential.push(await fire(client, group.paths, REQUESTS, 1));
          concurrent.push(await fire(client, group.paths, REQUESTS, CONCURRENCY));
        }
        const perPath = group.paths.map((path) => ({
          path,
          bytes: sizes[path],
          p50: median(sequential.map((r) => percentile(r.samples.get(path) ?? [], 50))),
          p95: median(sequential.map((r) => percentile(r.samples.get(path) ?? [], 95))),
        }));
        const seq = summarize(sequential);
        const conc = summarize(concurrent);
        results.push({
          ...group,
          sequential: seq,
          concurrent: conc,
          perPath,
          pass: seq.p95 < group.budgetP95Ms,
        });
      }
    } finally {
      client.close();
    }

    const pass = results.every((r) => r.pass);
    const ms = (value) => round(value, 1);
    const markdown = [
      `${events.toLocaleString('en-US')} events on PostgreSQL (throwaway server, fsync on); ` +
        `${ROUNDS} rounds × ${REQUESTS} requests per group, median across rounds; first start with seeding took ${round(seedMs / 1000, 1)} s.`,
      '',
      table(
        ['group', 'mode', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'req/s', 'budget p95', 'verdict'],
        results.flatMap((r) => [
          [
            r.name,
            'sequential',
            ms(r.sequential.p50),
            ms(r.sequential.p95),
            ms(r.sequential.p99),
            ms(r.sequential.max),
            round(r.sequential.rps, 0),
            `< ${r.budgetP95Ms} ms`,
            verdict(r.pass),
          ],
          [
            r.name,
            `concurrency ${CONCURRENCY}`,
            ms(r.concurrent.p50),
            ms(r.concurrent.p95),
            ms(r.concurrent.p99),
            ms(r.concurrent.max),
            round(r.concurrent.rps, 0),
            'info',
            'info',
          ],
        ]),
      ),
      '',
      'Per endpoint, sequential:',
      '',
      table(
        ['request', 'p50 ms', 'p95 ms', 'response bytes (gzip)'],
        results.flatMap((r) => r.perPath.map((p) => [`\`${p.path}\``, ms(p.p50), ms(p.p95), p.bytes])),
      ),
    ].join('\n');

    return {
      title,
      pass,
      markdown,
      data: {
        events,
        date,
        seedMs: round(seedMs, 0),
        rounds: ROUNDS,
        requestsPerRound: REQUESTS,
        concurrency: CONCURRENCY,
        groups: results.map((r) => ({
          name: r.name,
          budgetP95Ms: r.budgetP95Ms,
          pass: r.pass,
          sequential: Object.fromEntries(Object.entries(r.sequential).map(([k, v]) => [k, round(v, 2)])),
          concurrent: Object.fromEntries(Object.entries(r.concurrent).map(([k, v]) => [k, round(v, 2)])),
          perPath: r.perPath.map((p) => ({ ...p, p50: round(p.p50, 2), p95: round(p.p95, 2) })),
        })),
      },
    };
  } finally {
    await server?.stop();
    await pg.stop();
  }
}
