// Admissions synced per second on PostgreSQL: gate phones that admitted offline sending their queues
// to POST /api/organizer/events/:eventId/admissions/sync at once, through the HTTP API of the built
// server on a throwaway PostgreSQL 15+ (fsync on). Each round, TICKETS fresh tickets of one event
// are split among DEVICES phones, each syncing its share in batches of ADMISSION_SYNC_MAX (one batch
// after another, as a phone does); a further phone re-sends CONFLICT_SHARE of all of them, dated
// later, so conflicts are part of the load; then every phone sends its first batch again (a replay,
// which must change nothing). The rate counts every item answered (admitted, conflict, replay) over
// the round's wall time; ROUNDS rounds, the report quotes the median round and the batches' p50/p95.
// Checked after each round: every ticket stands admitted once, the conflicts are exactly the
// re-sent ones, and the replay recorded nothing.
import { startThrowawayPostgres } from '../scripts/pg-throwaway.mjs';
import { median, percentile, round, startServer, table, verdict } from './lib.mjs';

export const title = 'Gate: admissions synced per second (PostgreSQL)';

const TICKETS = Number(process.env.BENCH_SYNC_TICKETS ?? 4000);
const DEVICES = 4;
const BATCH = 200;
const CONFLICT_SHARE = 0.1;
const ROUNDS = Number(process.env.BENCH_SYNC_ROUNDS ?? 5);
/** A stadium gate of 40,000 fans in an hour is ~11 admissions/s; a backlog of a whole gate's day syncs in seconds. */
const BUDGET_PER_SECOND = 200;
const ORGANISER = { email: 'organizer@khelpass.in', password: 'Organizer@123' };

/** A cookie-keeping client for the API, sending the Origin the server's same-origin guard wants. */
function apiClient(baseUrl) {
  let cookie = '';
  const call = async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        origin: baseUrl,
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('kp_session='));
    if (session) cookie = session.split(';')[0];
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return { call };
}

/** One confirmed booking of the event, made as a fan does: the tickets of each round join it. */
async function bookOnce(baseUrl, eventId) {
  const fan = apiClient(baseUrl);
  await fan.call('POST', '/auth/sign-up', {
    name: 'Bench Fan',
    email: `bench.gate.${Date.now()}@example.in`,
    password: 'secret123',
  });
  const hold = await fan.call('POST', '/holds', { eventId });
  await fan.call('PUT', `/holds/${hold.id}`, {
    selection: { kind: 'category', categoryId: 'regular', quantity: 1 },
  });
  const { booking, order } = await fan.call('POST', `/holds/${hold.id}/checkout`, {
    contact: { name: 'Bench Fan', email: 'bench.fan@example.in', phone: '9876543210' },
    guests: [],
    addOns: [],
    insurance: false,
  });
  const paid = await fan.call('POST', `/gateway/orders/${order.id}/payments`, {
    method: 'card',
    card: { number: '4111111111111111', expiry: '12/30', cvv: '123', name: 'Bench Fan' },
  });
  return fan.call('POST', `/bookings/${booking.id}/confirm`, paid);
}

async function runRound({ baseUrl, pgClient, eventId, bookingId, round: n }) {
  const { rows } = await pgClient.query(
    `INSERT INTO tickets (booking_id, event_id, seat_label, holder_name, position)
     SELECT $1, $2, 'Bench-' || $3::int || '-' || g, 'Bench Fan', g FROM generate_series(1, $4::int) g
     RETURNING id`,
    [bookingId, eventId, n, TICKETS],
  );
  const ids = rows.map((row) => row.id);
  const started = Date.now() - 3_600_000;
  const at = (i, lateMs = 0) => new Date(started + i * 100 + lateMs).toISOString();
  const queues = Array.from({ length: DEVICES }, (_, d) =>
    ids.flatMap((id, i) => (i % DEVICES === d ? [{ ticketId: id, admittedAt: at(i) }] : [])),
  );
  const conflicting = ids
    .slice(0, Math.round(TICKETS * CONFLICT_SHARE))
    .map((id, i) => ({ ticketId: id, admittedAt: at(i, 60_000) }));
  const phones = [
    ...queues.map((queue, d) => ({ deviceId: `Bench ${n}.${d}`, queue })),
    { deviceId: `Bench ${n}.late`, queue: conflicting },
  ];
  const organiser = apiClient(baseUrl);
  await organiser.call('POST', '/auth/sign-in', ORGANISER);

  const batchMs = [];
  const outcomes = { admitted: 0, conflict: 0, void: 0, rejected: 0 };
  const send = async (deviceId, admissions) => {
    const before = performance.now();
    const { items } = await organiser.call('POST', `/organizer/events/${eventId}/admissions/sync`, {
      deviceId,
      admissions,
    });
    batchMs.push(performance.now() - before);
    for (const item of items) outcomes[item.outcome] += 1;
    return items.length;
  };
  const began = performance.now();
  const answered = await Promise.all(
    phones.map(async ({ deviceId, queue }) => {
      let count = 0;
      for (let i = 0; i < queue.length; i += BATCH) count += await send(deviceId, queue.slice(i, i + BATCH));
      // The phone lost the answer and sends its first batch again.
      count += await send(deviceId, queue.slice(0, BATCH));
      return count;
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const items = answered.reduce((sum, count) => sum + count, 0);

  const { rows: check } = await pgClient.query(
    `SELECT count(*) FILTER (WHERE outcome = 'admitted' AND undone_at IS NULL)::int AS standing,
            count(*) FILTER (WHERE outcome = 'conflict')::int AS conflicts,
            count(*)::int AS recorded,
            count(DISTINCT ticket_id) FILTER (WHERE outcome = 'admitted')::int AS tickets
       FROM admissions WHERE ticket_id = ANY($1::uuid[])`,
    [ids],
  );
  const [recorded] = check;
  const sound =
    recorded.standing === TICKETS &&
    recorded.tickets === TICKETS &&
    recorded.conflicts === conflicting.length &&
    recorded.recorded === TICKETS + conflicting.length;
  return { perSecond: items / seconds, items, seconds, batchMs, outcomes, recorded, sound };
}

export async function run() {
  const pg = await startThrowawayPostgres();
  let server;
  let pgClient;
  try {
    server = await startServer({
      env: { DATABASE_URL: pg.url, SESSIONS_PER_ADDRESS: '0', SIGN_UPS_PER_ADDRESS: '0' },
      timeoutMs: 180_000,
    });
    const { default: pgLib } = await import('pg');
    pgClient = new pgLib.Client({ connectionString: pg.url });
    await pgClient.connect();
    const { rows } = await pgClient.query(
      `SELECT e.id FROM events e JOIN users u ON u.id = e.organizer_id
        WHERE u.email = $1 AND e.status = 'scheduled' AND e.starts_at > now() + interval '7 days'
          AND (e.sale_opens_at IS NULL OR e.sale_opens_at < now())
        ORDER BY e.starts_at LIMIT 1`,
      [ORGANISER.email],
    );
    const eventId = rows[0]?.id;
    if (!eventId) throw new Error('no scheduled event of the demo organiser on sale');
    const booking = await bookOnce(server.baseUrl, eventId);
    const rounds = [];
    for (let n = 1; n <= ROUNDS; n += 1) {
      const result = await runRound({
        baseUrl: server.baseUrl,
        pgClient,
        eventId,
        bookingId: booking.id,
        round: n,
      });
      console.log(
        `  round ${n}: ${Math.round(result.perSecond)} admissions/s (${result.items} in ${round(result.seconds, 2)} s), ` +
          `batch p50 ${round(percentile(result.batchMs, 50), 1)} ms p95 ${round(percentile(result.batchMs, 95), 1)} ms, ` +
          `${JSON.stringify(result.outcomes)}, ${result.sound ? 'sound' : `NOT SOUND ${JSON.stringify(result.recorded)}`}`,
      );
      rounds.push(result);
    }
    const rates = rounds.map((result) => result.perSecond);
    const batches = rounds.flatMap((result) => result.batchMs);
    const perSecond = median(rates);
    const sound = rounds.every((result) => result.sound);
    const pass = sound && perSecond >= BUDGET_PER_SECOND;
    const markdown = [
      table(
        [
          'admissions/s (median round)',
          'rounds',
          'p95 of rounds',
          'batch p50 ms',
          'batch p95 ms',
          'sound',
          'budget',
          'verdict',
        ],
        [
          [
            Math.round(perSecond),
            rates.map((rate) => Math.round(rate)).join(', '),
            Math.round(percentile(rates, 95)),
            round(percentile(batches, 50), 1),
            round(percentile(batches, 95), 1),
            sound ? 'yes' : '**no**',
            `≥ ${BUDGET_PER_SECOND}/s`,
            verdict(pass),
          ],
        ],
      ),
      '',
      `PostgreSQL (throwaway, fsync on). Per round ${TICKETS} new tickets of one event: ${DEVICES} phones sync their shares in batches of ${BATCH} at once, a fifth re-sends ${Math.round(CONFLICT_SHARE * 100)} % of the tickets dated later (conflicts), and each phone replays its first batch (recorded nothing). Each item is its own transaction with its ticket locked. Checked each round: one standing admission per ticket, conflicts exactly the re-sent ones.`,
    ].join('\n');
    return { title, pass, markdown, data: { rounds: rounds.map(({ batchMs, ...rest }) => rest), perSecond } };
  } finally {
    await pgClient?.end();
    await server?.stop();
    await pg.stop();
  }
}
