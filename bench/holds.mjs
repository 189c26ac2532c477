// Holds per second through the HTTP API: BUYERS concurrent buyers on one hot (upcoming, on-sale) event,
// on PGlite and on PostgreSQL (throwaway server, fsync on). Each buyer loops over booking sessions:
// POST /api/holds, then SELECTIONS_PER_SESSION PUTs of a selection, each replacing the last as a fan
// clicking seats does (half category places, random category × 1–4; half map seats, 1–4 random seats
// of one section from the seating fetched once at the start of the round), then DELETE the hold, so
// inventory is given back and the run measures steady state. A "hold" is one PUT answered 200; 409s (place already
// taken) are correct refusals and are counted apart. Per round: WARMUP_S warm-up, DURATION_S measured;
// then a sell-out pass (SELLOUT_ATTEMPTS holds per buyer that are kept, until the event is sold out),
// checked and released. ROUNDS rounds per database; the report quotes medians across rounds.
//
// Oversold (must be 0) adds up every place granted beyond what was free:
//   - per category, the peak of places held by holds that were certainly alive at the same instant
//     (from the PUT's 200 to the DELETE being sent) minus what was free at the start of the round;
//   - map seats granted to two holds whose certain lifetimes overlap;
//   - the same two checks over the sell-out pass, whose holds all stay alive;
//   - from the database: capacity − sold − held < 0 (PostgreSQL: sampled every 250 ms in flight;
//     both: after the rounds), and counted `held` below the live holds' quantities.
// "Inconsistent" counts seating answers that contradict the holds known to be alive (more places
// shown free than can be, a held seat shown available) and inventory not given back after release.
//
// The load generator is a separate process (this file, forked), so its CPU is measured apart from the
// server's; CPU of the server, the database (PostgreSQL processes; PGlite runs inside the server) and
// the load generator is reported for the measured window. On PostgreSQL the report adds statements
// and transactions per PUT (pg_stat_statements, pg_stat_database) and sampled wait events.
import { fork, spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from '../scripts/pg-throwaway.mjs';
import {
  freshFolder,
  median,
  percentile,
  round,
  seededDataDir,
  serverEntry,
  startServer,
  table,
  verdict,
} from './lib.mjs';

export const title = 'Holds per second (200 buyers, one hot event)';
export const BUYERS = 200;
export const ROUNDS = Number(process.env.BENCH_HOLDS_ROUNDS ?? 3);
export const WARMUP_S = 2;
/** BENCH_HOLDS_SECONDS / _ROUNDS / _DATABASES (pglite,postgres) shorten a trial; the report is judged at 3 × 10 s on both. */
export const DURATION_S = Number(process.env.BENCH_HOLDS_SECONDS ?? 10);
export const SELLOUT_ATTEMPTS = 3;
/** Selections a buyer makes in one session (each replaces the last, as a fan clicking seats does). */
export const SELECTIONS_PER_SESSION = 4;
/** holds/s the median round must reach on this 2-core machine. */
export const TARGETS = { pglite: 300, postgres: 1000 };
const SAMPLE_EVERY_MS = 500;

const selfFile = fileURLToPath(import.meta.url);

// =============================================================================================
// Load generator (child process)
// =============================================================================================

/** Deterministic random numbers, so every run asks for the same selections. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A keep-alive JSON client with the Origin header state-changing requests need. */
function jsonClient(baseUrl, maxSockets) {
  const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const { hostname, port } = new URL(baseUrl);
  // cookie: the session's holder cookie (a session is the browser's that opened it); each session
  // here is a fan of its own, so each keeps the cookie its POST was given.
  const call = (method, path, body, cookie) =>
    new Promise((resolveCall, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { accept: 'application/json', origin: baseUrl };
      if (cookie) headers.cookie = cookie;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      const sent = performance.now();
      const req = request({ hostname, port, path, method, agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const done = performance.now();
          const text = Buffer.concat(chunks).toString();
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          const holder = res.headers['set-cookie']?.find((line) => line.startsWith('kp_holder='));
          const setCookie = holder?.split(';')[0];
          resolveCall({ status: res.statusCode ?? 0, json, text, sent, done, ms: done - sent, setCookie });
        });
        res.on('error', reject);
      });
      req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', (error) => {
        // The server closed an idle keep-alive connection just as we reused it: nothing was
        // processed, so sending again is safe (what browsers do too).
        if (req.reusedSocket && (error.code === 'ECONNRESET' || error.message === 'socket hang up')) {
          stats.resent += 1;
          call(method, path, body, cookie).then(resolveCall, reject);
        } else reject(new Error(`${method} ${path}: ${error.message}`));
      });
      req.end(payload);
    });
  const stats = { resent: 0 };
  return { call, stats, close: () => agent.destroy() };
}

/** What the seating answer says is free: category places and available map seats. */
function freeInventory(seating) {
  const categories = Object.fromEntries(seating.categories.map((c) => [c.id, c.available]));
  const seats = new Map();
  for (const section of seating.sections) {
    for (const row of section.rows) {
      for (const seat of row.seats) seats.set(seat.id, { section: section.id, status: seat.status });
    }
  }
  return { categories, seats };
}

/** Peak sum of quantities over intervals [from, to) per key; removals first on equal times. */
function peakPerKey(intervals) {
  const byKey = new Map();
  for (const { key, quantity, from, to } of intervals) {
    const list = byKey.get(key) ?? [];
    list.push([from, quantity], [to, -quantity]);
    byKey.set(key, list);
  }
  const peaks = {};
  for (const [key, points] of byKey) {
    points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let level = 0;
    let peak = 0;
    for (const [, delta] of points) {
      level += delta;
      peak = Math.max(peak, level);
    }
    peaks[key] = peak;
  }
  return peaks;
}

/** Seats granted to two holds whose certain lifetimes [from, to) overlap: one per extra grant. */
function doubleGrants(grants) {
  const bySeat = new Map();
  for (const grant of grants) {
    for (const seatId of grant.seatIds ?? []) {
      const list = bySeat.get(seatId) ?? [];
      list.push([grant.from, grant.to]);
      bySeat.set(seatId, list);
    }
  }
  let count = 0;
  for (const list of bySeat.values()) {
    list.sort((a, b) => a[0] - b[0]);
    let end = -Infinity;
    for (const [from, to] of list) {
      if (from < end) count += 1;
      end = Math.max(end, to);
    }
  }
  return count;
}

async function loadGenerator(config, send, waitFor) {
  const { baseUrl, eventId, buyers, warmupMs, durationMs, selloutAttempts, round } = config;
  const client = jsonClient(baseUrl, buyers + 2);
  const cpuStart = process.cpuUsage();
  const errors = {};
  const errorSamples = [];
  const fail = (what, response) => {
    const code = response.json?.error?.code ?? '';
    const key = `${what} ${response.status}${code ? ` ${code}` : ''}`;
    errors[key] = (errors[key] ?? 0) + 1;
    if (errorSamples.length < 5) errorSamples.push(`${key}: ${response.text.slice(0, 200)}`);
  };
  const seatingPath = `/api/events/${encodeURIComponent(eventId)}/seating`;

  // The seating, fetched once: what is free at the start of the round.
  const first = await client.call('GET', seatingPath);
  if (first.status !== 200)
    throw new Error(`GET seating answered ${first.status}: ${first.text.slice(0, 300)}`);
  const start = freeInventory(first.json);
  const categoryIds = Object.keys(start.categories);
  const freeSeats = [...start.seats].filter(([, s]) => s.status === 'available');
  const freeBySection = new Map();
  for (const [id, seat] of freeSeats) {
    const list = freeBySection.get(seat.section) ?? [];
    list.push(id);
    freeBySection.set(seat.section, list);
  }

  const pickSelection = (random) => {
    const quantity = 1 + Math.floor(random() * 4);
    if (random() < (config.categoryShare ?? 0.5) || freeSeats.length === 0) {
      const categoryId = categoryIds[Math.floor(random() * categoryIds.length)];
      return { kind: 'category', categoryId, quantity };
    }
    // A random free seat, then more from its section (every seat equally likely to be wanted).
    const section = freeSeats[Math.floor(random() * freeSeats.length)][1].section;
    const pool = [...(freeBySection.get(section) ?? [])];
    const seatIds = [];
    while (seatIds.length < quantity && pool.length > 0) {
      seatIds.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
    }
    return { kind: 'seats', seatIds };
  };

  // --- steady state: POST, PUT, DELETE in a loop -------------------------------------------
  const t0 = performance.now();
  const measureFrom = t0 + warmupMs;
  const endAt = measureFrom + durationMs;
  /** PUTs completed inside the measured window: [ms, status]. */
  const puts = [];
  const otherMs = { POST: [], DELETE: [] };
  let requests = 0;
  /** Every granted hold with its certain lifetime [PUT answered, DELETE sent). */
  const grants = [];
  let stopping = false;

  const buyer = async (index) => {
    const random = mulberry32(0x9e3779b9 ^ (round * 7919 + index * 104_729));
    while (!stopping && performance.now() < endAt) {
      const created = await client.call('POST', '/api/holds', { eventId });
      const inWindow = (r) => r.done >= measureFrom && r.done <= endAt;
      if (inWindow(created)) {
        requests += 1;
        otherMs.POST.push(created.ms);
      }
      if (created.status !== 201) {
        fail('POST /api/holds', created);
        continue;
      }
      const holdId = created.json.id;
      /** The grant alive now: a 200 replaces it, a 409 leaves it standing. */
      let alive = null;
      const end = (at) => {
        if (alive) grants.push({ ...alive, to: at });
        alive = null;
      };
      for (let k = 0; k < SELECTIONS_PER_SESSION && !stopping && performance.now() < endAt; k += 1) {
        const selection = pickSelection(random);
        const put = await client.call('PUT', `/api/holds/${holdId}`, { selection }, created.setCookie);
        if (inWindow(put)) {
          requests += 1;
          puts.push([put.ms, put.status]);
        }
        if (put.status !== 200 && put.status !== 409) fail('PUT /api/holds/:id', put);
        if (put.status !== 200) continue;
        end(put.sent);
        const granted = put.json.selection;
        alive = {
          kind: selection.kind,
          categoryId: selection.categoryId,
          quantity: selection.kind === 'category' ? selection.quantity : selection.seatIds.length,
          seatIds: selection.kind === 'seats' ? selection.seatIds : undefined,
          from: put.done,
          // The server must grant exactly what was asked.
          mismatch:
            selection.kind === 'category'
              ? granted?.categoryId !== selection.categoryId || granted?.quantity !== selection.quantity
              : [...(granted?.seatIds ?? [])].sort().join() !== [...selection.seatIds].sort().join(),
        };
      }
      const released = await client.call('DELETE', `/api/holds/${holdId}`, undefined, created.setCookie);
      if (inWindow(released)) {
        requests += 1;
        otherMs.DELETE.push(released.ms);
      }
      if (released.status !== 204) fail('DELETE /api/holds/:id', released);
      end(released.sent);
    }
  };

  // The in-flight checker: seating sampled every SAMPLE_EVERY_MS while the buyers run.
  const samples = [];
  const sampler = async () => {
    while (performance.now() < endAt) {
      const response = await client.call('GET', seatingPath);
      if (response.status === 200) {
        samples.push({
          sent: response.sent,
          done: response.done,
          ms: response.ms,
          ...freeInventory(response.json),
        });
      } else fail('GET seating (checker)', response);
      await new Promise((resolveSleep) => setTimeout(resolveSleep, SAMPLE_EVERY_MS));
    }
  };

  const windowMarks = (async () => {
    await new Promise((r) => setTimeout(r, Math.max(0, measureFrom - performance.now())));
    send({ type: 'measuring' });
    await new Promise((r) => setTimeout(r, Math.max(0, endAt - performance.now())));
    send({ type: 'measured' });
  })();
  await Promise.all([...Array.from({ length: buyers }, (_, i) => buyer(i)), sampler(), windowMarks]);
  stopping = true;

  // --- checks of the steady state -------------------------------------------------------------
  const excess = (peaks) =>
    Object.entries(peaks).reduce(
      (sum, [id, peak]) => sum + Math.max(0, peak - (start.categories[id] ?? 0)),
      0,
    );
  const categoryGrants = grants.filter((g) => g.kind === 'category');
  const seatGrants = grants.filter((g) => g.kind === 'seats');
  const steadyPeaks = peakPerKey(
    categoryGrants.map((g) => ({ key: g.categoryId, quantity: g.quantity, from: g.from, to: g.to })),
  );
  const steadyCategoryExcess = excess(steadyPeaks);
  const steadyDoubleSeats = doubleGrants(seatGrants);
  const mismatches = grants.filter((g) => g.mismatch).length;

  // Each sample must not show more free than start − places of holds alive throughout the request.
  let inconsistentSamples = 0;
  for (const sample of samples) {
    const alive = grants.filter((g) => g.from <= sample.sent && g.to >= sample.done);
    const held = {};
    let bad = false;
    for (const g of alive) {
      if (g.kind === 'category') held[g.categoryId] = (held[g.categoryId] ?? 0) + g.quantity;
      else if (g.seatIds.some((id) => sample.seats.get(id)?.status === 'available')) bad = true;
    }
    for (const id of categoryIds) {
      if (sample.categories[id] + (held[id] ?? 0) > start.categories[id]) bad = true;
    }
    if (bad) inconsistentSamples += 1;
  }

  // --- sell-out: every buyer keeps what it gets, SELLOUT_ATTEMPTS times --------------------------
  const kept = [];
  let selloutRefused = 0;
  const selloutBuyer = async (index) => {
    const random = mulberry32(0x85ebca6b ^ (round * 7919 + index * 104_729));
    for (let attempt = 0; attempt < selloutAttempts; attempt++) {
      const created = await client.call('POST', '/api/holds', { eventId });
      if (created.status !== 201) {
        fail('POST /api/holds (sell-out)', created);
        continue;
      }
      const holdId = created.json.id;
      const selection = pickSelection(random);
      const put = await client.call('PUT', `/api/holds/${holdId}`, { selection }, created.setCookie);
      if (put.status === 200) {
        kept.push({
          holdId,
          cookie: created.setCookie,
          kind: selection.kind,
          categoryId: selection.categoryId,
          quantity: selection.kind === 'category' ? selection.quantity : selection.seatIds.length,
          seatIds: selection.kind === 'seats' ? selection.seatIds : undefined,
          from: put.done,
          to: Infinity,
        });
        continue;
      }
      if (put.status === 409) selloutRefused += 1;
      else fail('PUT /api/holds/:id (sell-out)', put);
      const released = await client.call('DELETE', `/api/holds/${holdId}`, undefined, created.setCookie);
      if (released.status !== 204) fail('DELETE /api/holds/:id (sell-out)', released);
    }
  };
  await Promise.all(Array.from({ length: buyers }, (_, i) => selloutBuyer(i)));

  const keptHeld = {};
  for (const g of kept) {
    if (g.kind === 'category') keptHeld[g.categoryId] = (keptHeld[g.categoryId] ?? 0) + g.quantity;
  }
  const selloutCategoryExcess = excess(keptHeld);
  const selloutDoubleSeats = doubleGrants(kept.filter((g) => g.kind === 'seats'));
  const keptSeats = new Set(kept.flatMap((g) => g.seatIds ?? []));
  let inconsistentAfterSellout = 0;
  const soldOut = await client.call('GET', seatingPath);
  const afterSellout = freeInventory(soldOut.json);
  for (const id of categoryIds) {
    // With every kept hold alive and nothing else going on, the count must be exact.
    if (afterSellout.categories[id] !== start.categories[id] - (keptHeld[id] ?? 0))
      inconsistentAfterSellout += 1;
  }
  for (const [id, seat] of start.seats) {
    if (seat.status !== 'available') continue;
    const shown = afterSellout.seats.get(id)?.status;
    if (shown !== (keptSeats.has(id) ? 'blocked' : 'available')) inconsistentAfterSellout += 1;
  }
  const selloutSummary = {
    keptHolds: kept.length,
    keptPlaces: kept.reduce((sum, g) => sum + g.quantity, 0),
    freeAtStart: Object.values(start.categories).reduce((a, b) => a + b, 0) + freeSeats.length,
    freeAfter:
      Object.values(afterSellout.categories).reduce((a, b) => a + b, 0) +
      [...afterSellout.seats.values()].filter((s) => s.status === 'available').length,
    refused409: selloutRefused,
  };

  // The parent checks the database while the sell-out holds are alive, then lets us release them.
  send({ type: 'soldOut' });
  await waitFor('release');
  await Promise.all(
    kept.map(async (g) => {
      const released = await client.call('DELETE', `/api/holds/${g.holdId}`, undefined, g.cookie);
      if (released.status !== 204) fail('DELETE /api/holds/:id (release)', released);
    }),
  );
  // Everything given back: the seating must read as it did at the start.
  const end = freeInventory((await client.call('GET', seatingPath)).json);
  let notReleased = 0;
  for (const id of categoryIds) notReleased += Math.abs(end.categories[id] - start.categories[id]);
  for (const [id, seat] of start.seats) if (end.seats.get(id)?.status !== seat.status) notReleased += 1;
  client.close();

  const cpu = process.cpuUsage(cpuStart);
  return {
    eventId,
    start: { categories: start.categories, freeSeats: freeSeats.length },
    puts,
    otherMs,
    requests,
    grantsTotal: grants.length,
    errors,
    errorSamples,
    checks: {
      steadyPeaks,
      steadyCategoryExcess,
      steadyDoubleSeats,
      mismatches,
      samples: samples.length,
      /** How long a buyer opening the seat map waits during the rush (the checker's GETs). */
      seatingMs: samples.map((sample) => Math.round(sample.ms)),
      inconsistentSamples,
      selloutCategoryExcess,
      selloutDoubleSeats,
      inconsistentAfterSellout,
      notReleased,
      sellout: selloutSummary,
    },
    loadgenCpuMs: (cpu.user + cpu.system) / 1000,
    resent: client.stats.resent,
  };
}

/** Child side: wait for the config, run, send the result. */
function childMain() {
  const waiting = new Map();
  const waitFor = (type) => new Promise((resolveWait) => waiting.set(type, resolveWait));
  const send = (message) => process.send?.(message);
  process.on('message', async (message) => {
    if (message.type !== 'start') {
      waiting.get(message.type)?.();
      waiting.delete(message.type);
      return;
    }
    try {
      const result = await loadGenerator(message.config, send, waitFor);
      send({ type: 'result', result });
    } catch (error) {
      send({ type: 'error', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
}

// =============================================================================================
// Parent: servers, rounds, CPU and database sampling, report
// =============================================================================================

const CLOCK_TICKS = (() => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim();
  return Number(out) || 100;
})();

/** [ppid, cpu ms] of a process from /proc, or undefined when it is gone. */
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS,
    };
  } catch {
    return undefined;
  }
}

function allPids() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Busy and total CPU ms of the whole machine, from /proc/stat. */
function machineCpu() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busyMs: ((total - idle) * 1000) / CLOCK_TICKS, totalMs: (total * 1000) / CLOCK_TICKS };
}

/** CPU ms per role at one instant. */
function cpuSnapshot({ serverPid, loadgenPid, pgDataDir }) {
  const snapshot = {
    at: performance.now(),
    server: procStat(serverPid)?.cpuMs ?? 0,
    loadgen: procStat(loadgenPid)?.cpuMs ?? 0,
    bench: procStat(process.pid)?.cpuMs ?? 0,
    database: 0,
    machine: machineCpu(),
  };
  if (pgDataDir) {
    const postmaster = Number(readFileSync(`${pgDataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    snapshot.database = procStat(postmaster)?.cpuMs ?? 0;
    for (const pid of allPids()) {
      const stat = procStat(pid);
      if (stat?.ppid === postmaster) snapshot.database += stat.cpuMs;
    }
  }
  return snapshot;
}

/**
 * % of one core per role between two snapshots (the machine has cpus() × 100 %); machine = all
 * busy CPU; others = what processes outside this benchmark used (other work on a shared machine).
 */
function cpuShare(a, b) {
  const wall = b.at - a.at;
  const pct = (ms) => Math.round((ms / wall) * 1000) / 10;
  const share = {
    server: pct(b.server - a.server),
    database: pct(b.database - a.database),
    loadgen: pct(b.loadgen - a.loadgen),
    bench: pct(b.bench - a.bench),
    machine: pct(b.machine.busyMs - a.machine.busyMs),
  };
  share.others = Math.max(
    0,
    Math.round((share.machine - share.server - share.database - share.loadgen - share.bench) * 10) / 10,
  );
  return share;
}

function serverPidOf(serverEntry) {
  const pid = allPids().find(
    (candidate) => procStat(candidate)?.ppid === process.pid && cmdline(candidate).includes(serverEntry),
  );
  if (!pid) throw new Error('could not find the server process');
  return pid;
}

/**
 * The hot event: of the 20 soonest, the upcoming one with the most seats left, as at an on-sale
 * rush (a nearly sold-out event would measure refusals, not holds). BENCH_HOLDS_EVENT=largest picks
 * instead the upcoming on-sale event with the most places of all (a 1,32,000-seat stadium's), to
 * show that holding costs the same at any capacity (decision 009: inventory is counters).
 */
async function pickEvent(baseUrl) {
  const largest = process.env.BENCH_HOLDS_EVENT === 'largest';
  const candidates = [];
  for (let page = 1; page <= (largest ? 50 : 1); page++) {
    const body = await (
      await fetch(`${baseUrl}/api/events?pageSize=${largest ? 100 : 20}&page=${page}`)
    ).json();
    candidates.push(...(body.items ?? []).filter((event) => event.status === 'upcoming'));
    if (!body.hasMore) break;
  }
  candidates.sort((a, b) => (largest ? b.totalSeats - a.totalSeats : 0) || b.seatsLeft - a.seatsLeft);
  for (const event of candidates) {
    const seating = await (await fetch(`${baseUrl}/api/events/${event.id}/seating`)).json();
    if (seating.onSale)
      return { id: event.id, title: event.title, startsAt: event.startsAt, totalSeats: event.totalSeats };
  }
  throw new Error('no upcoming on-sale event in /api/events');
}

// --- database checks (same SQL on PostgreSQL and on PGlite) -----------------------------------

const TAG = '/* holds-bench */';
const SQL = {
  counters: `${TAG} SELECT c.category_id AS id, c.capacity, c.sold, c.held,
      (SELECT coalesce(sum(h.quantity), 0)::int FROM holds h
        WHERE h.event_id = c.event_id AND h.category_id = c.category_id AND h.status = 'active'
          AND h.quantity > 0 AND h.expires_at > now()) AS live
    FROM event_categories c WHERE c.event_id = $1`,
  free: `${TAG} SELECT min(capacity - sold - held)::int AS free FROM event_categories WHERE event_id = $1`,
  staleSeats: `${TAG} SELECT count(*)::int AS n FROM event_seats s LEFT JOIN holds h ON h.id = s.hold_id
    WHERE s.event_id = $1 AND s.hold_id IS NOT NULL AND (h.id IS NULL OR h.status <> 'active')`,
  waits: `${TAG} SELECT coalesce(wait_event_type, 'CPU') || ':' || coalesce(wait_event, state) AS wait,
      state, count(*)::int AS n
    FROM pg_stat_activity
    WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
    GROUP BY 1, 2`,
  statements: `${TAG} SELECT queryid::text AS id, calls::bigint AS calls, total_exec_time AS ms, query
    FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND query NOT LIKE '%holds-bench%'`,
  transactions: `${TAG} SELECT (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database
    WHERE datname = current_database()`,
};

/** Oversold places and counter drift from the database's own counters. */
async function databaseCheck(query, eventId) {
  const rows = (await query(SQL.counters, [eventId])).rows;
  let oversold = 0;
  let drift = 0;
  for (const row of rows) {
    oversold += Math.max(0, row.sold + row.held - row.capacity, row.sold + row.live - row.capacity);
    drift += Math.abs(row.held - row.live);
  }
  const stale = (await query(SQL.staleSeats, [eventId])).rows[0]?.n ?? 0;
  return { oversold, drift, staleSeats: stale };
}

// --- one round ----------------------------------------------------------------------------------

function runRound({ baseUrl, eventId, round, serverPid, pgDataDir, pgClient }) {
  const child = fork(selfFile, ['loadgen'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // Our own queries are transactions too: counted, to be taken out of the per-cycle figures.
  let ownQueries = 0;
  const pgQuery = pgClient
    ? (text, params) => {
        ownQueries += 1;
        return pgClient.query(text, params);
      }
    : undefined;
  return new Promise((resolveRound, reject) => {
    let before;
    let window;
    let statsBefore;
    let pgStats;
    let samplerStop = false;
    let samplerDone = Promise.resolve();
    const waits = new Map();
    let waitSamples = 0;
    let minFree = Infinity;
    let liveCheck;

    const snapshotStats = async () => {
      if (!pgQuery) return undefined;
      const statements = new Map(
        (await pgQuery(SQL.statements)).rows.map((r) => [r.id, { ...r, calls: Number(r.calls) }]),
      );
      const transactions = Number((await pgQuery(SQL.transactions)).rows[0]?.n ?? 0) - ownQueries;
      return { statements, transactions };
    };

    const sampleDatabase = async () => {
      let tick = 0;
      while (!samplerStop) {
        const { rows } = await pgQuery(SQL.waits);
        waitSamples += 1;
        for (const row of rows) {
          const key = row.state === 'active' ? row.wait : `${row.state} (${row.wait})`;
          waits.set(key, (waits.get(key) ?? 0) + row.n);
        }
        if (tick % 5 === 0) {
          const free = (await pgQuery(SQL.free, [eventId])).rows[0]?.free;
          if (typeof free === 'number') minFree = Math.min(minFree, free);
        }
        tick += 1;
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    // Messages are handled one at a time, in order.
    let queue = Promise.resolve();
    child.on('message', (message) => {
      queue = queue.then(() => handle(message));
    });
    const handle = async (message) => {
      try {
        if (message.type === 'measuring') {
          before = cpuSnapshot({ serverPid, loadgenPid: child.pid, pgDataDir });
          statsBefore = await snapshotStats();
          if (pgQuery) samplerDone = sampleDatabase();
        } else if (message.type === 'measured') {
          const after = cpuSnapshot({ serverPid, loadgenPid: child.pid, pgDataDir });
          window = { cpu: cpuShare(before, after), seconds: (after.at - before.at) / 1000 };
          samplerStop = true;
          await samplerDone;
          const statsAfter = await snapshotStats();
          if (statsBefore && statsAfter) pgStats = { before: statsBefore, after: statsAfter };
        } else if (message.type === 'soldOut') {
          if (pgQuery) liveCheck = await databaseCheck(pgQuery, eventId);
          child.send({ type: 'release' });
        } else if (message.type === 'result') {
          child.disconnect();
          resolveRound({
            ...message.result,
            window,
            pgStats,
            waits: pgQuery ? { samples: waitSamples, counts: Object.fromEntries(waits) } : undefined,
            minFree: Number.isFinite(minFree) ? minFree : undefined,
            liveCheck,
          });
        } else if (message.type === 'error') {
          child.disconnect();
          reject(new Error(message.error));
        }
      } catch (error) {
        child.kill();
        reject(error);
      }
    };
    child.on('exit', (code) => {
      if (code) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send({
      type: 'start',
      config: {
        baseUrl,
        eventId,
        buyers: BUYERS,
        warmupMs: WARMUP_S * 1000,
        durationMs: DURATION_S * 1000,
        selloutAttempts: SELLOUT_ATTEMPTS,
        round,
      },
    });
  });
}

// --- statistics of one round ----------------------------------------------------------------

function roundSummary(result) {
  const seconds = result.window?.seconds ?? DURATION_S;
  const all = result.puts.map(([ms]) => ms);
  const ok = result.puts.filter(([, s]) => s === 200).map(([ms]) => ms);
  const holds = ok.length;
  const refused = result.puts.filter(([, s]) => s === 409).length;
  const errors = Object.values(result.errors).reduce((a, b) => a + b, 0);
  const c = result.checks;
  const oversold =
    c.steadyCategoryExcess +
    c.steadyDoubleSeats +
    c.selloutCategoryExcess +
    c.selloutDoubleSeats +
    Math.max(0, -(result.minFree ?? 0)) +
    (result.liveCheck?.oversold ?? 0);
  const inconsistent =
    c.inconsistentSamples +
    c.inconsistentAfterSellout +
    c.notReleased +
    c.mismatches +
    (result.liveCheck ? result.liveCheck.drift + result.liveCheck.staleSeats : 0);
  let pg;
  if (result.pgStats) {
    const { before, after } = result.pgStats;
    const cycles = result.puts.length;
    const perStatement = [];
    let calls = 0;
    for (const [id, row] of after.statements) {
      const prior = before.statements.get(id) ?? { calls: 0, ms: 0 };
      const delta = { query: row.query, calls: row.calls - prior.calls, ms: row.ms - prior.ms };
      if (delta.calls > 0) perStatement.push(delta);
      calls += Math.max(0, delta.calls);
    }
    perStatement.sort((a, b) => b.ms - a.ms);
    const waitTotal = Object.values(result.waits.counts).reduce((a, b) => a + b, 0);
    pg = {
      statementsPerCycle: calls / cycles,
      transactionsPerCycle: (after.transactions - before.transactions) / cycles,
      statementMsPerCycle: perStatement.reduce((a, s) => a + s.ms, 0) / cycles,
      topStatements: perStatement.slice(0, 8).map((s) => ({
        query: s.query.replace(/\s+/g, ' ').slice(0, 140),
        callsPerCycle: s.calls / cycles,
        msPerCall: s.ms / s.calls,
      })),
      /** Mean client backends per state/wait event over the samples. */
      waits: Object.fromEntries(
        Object.entries(result.waits.counts)
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => [k, n / result.waits.samples]),
      ),
      backendsSampled: waitTotal / result.waits.samples,
    };
  }
  return {
    holdsPerSecond: holds / seconds,
    attemptsPerSecond: result.puts.length / seconds,
    requestsPerSecond: result.requests / seconds,
    putP50: percentile(all, 50),
    putP95: percentile(all, 95),
    putP99: percentile(all, 99),
    holdP50: percentile(ok, 50),
    holdP99: percentile(ok, 99),
    postP50: percentile(result.otherMs.POST, 50),
    deleteP50: percentile(result.otherMs.DELETE, 50),
    holds,
    refused409: refused,
    errors,
    oversold,
    inconsistent,
    cpu: result.window?.cpu,
    /** CPU ms per PUT (with its share of the session's POST and DELETE): what one hold costs whatever else runs. */
    cpuMsPerCycle: result.window?.cpu
      ? {
          server: (result.window.cpu.server * 10) / (result.puts.length / seconds),
          database: (result.window.cpu.database * 10) / (result.puts.length / seconds),
          loadgen: (result.window.cpu.loadgen * 10) / (result.puts.length / seconds),
        }
      : undefined,
    loadgenCpuMs: result.loadgenCpuMs,
    resent: result.resent,
    checks: { ...result.checks, minFreeInFlight: result.minFree, liveCheck: result.liveCheck },
    errorsByKind: result.errors,
    errorSamples: result.errorSamples,
    start: result.start,
    pg,
  };
}

// --- one database -----------------------------------------------------------------------------

async function benchDatabase(kind) {
  let pg;
  let server;
  let pgClient;
  let folder;
  try {
    let env;
    if (kind === 'postgres') {
      pg = await startThrowawayPostgres({
        settings: { shared_buffers: '256MB', shared_preload_libraries: 'pg_stat_statements' },
      });
      env = { DATABASE_URL: pg.url, SESSIONS_PER_ADDRESS: '0' };
    } else {
      // A copy of the run's seeded folder: the holds written here never reach the other benchmarks.
      const { dataDir } = await seededDataDir();
      folder = freshFolder('holds-pglite');
      cpSync(dataDir, folder, { recursive: true });
      // 200 fans from this one machine: no cap per address (each session has its own cookie).
      env = { DATA_DIR: folder, SESSIONS_PER_ADDRESS: '0' };
    }
    server = await startServer({ env, timeoutMs: 180_000 });
    const serverPid = serverPidOf(serverEntry);
    if (pg) {
      const { default: pgLib } = await import('pg');
      pgClient = new pgLib.Client({ connectionString: pg.url });
      await pgClient.connect();
      await pgClient.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    }
    const event = await pickEvent(server.baseUrl);
    console.log(`${kind}: event ${event.id} (${event.title}, ${event.startsAt}, ${event.totalSeats} places)`);
    const rounds = [];
    for (let n = 1; n <= ROUNDS; n++) {
      const result = await runRound({
        baseUrl: server.baseUrl,
        eventId: event.id,
        round: n,
        serverPid,
        pgDataDir: pg?.dataDir,
        pgClient,
      });
      const summary = roundSummary(result);
      console.log(
        `  round ${n}: ${round(summary.holdsPerSecond, 0)} holds/s, ` +
          `PUT p50 ${round(summary.putP50, 1)} ms p95 ${round(summary.putP95, 1)} ms p99 ${round(summary.putP99, 1)} ms, ` +
          `${summary.refused409} × 409, ${summary.errors} errors, oversold ${summary.oversold}, ` +
          `CPU server ${summary.cpu?.server}% db ${summary.cpu?.database}% loadgen ${summary.cpu?.loadgen}% ` +
          `bench ${summary.cpu?.bench}% others ${summary.cpu?.others}% (machine ${summary.cpu?.machine}% of ${cpus().length * 100}%), ${summary.resent} resent`,
      );
      rounds.push(summary);
    }
    // After the rounds: the database's own counters, with everything released.
    let finalCheck;
    if (pgClient) finalCheck = await databaseCheck((t, p) => pgClient.query(t, p), event.id);
    await pgClient?.end();
    pgClient = undefined;
    await server.stop();
    server = undefined;
    if (kind === 'pglite') {
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const db = await PGlite.create(folder, { extensions: { pg_trgm } });
      try {
        finalCheck = await databaseCheck((t, p) => db.query(t, p), event.id);
      } finally {
        await db.close();
      }
    }
    return { kind, event, rounds, finalCheck };
  } finally {
    await pgClient?.end();
    await server?.stop();
    await pg?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

export async function run() {
  const databases = [];
  const kinds = (process.env.BENCH_HOLDS_DATABASES ?? 'pglite,postgres').split(',');
  for (const kind of kinds) databases.push(await benchDatabase(kind));

  const summarize = (db) => {
    const pick = (f) => median(db.rounds.map(f));
    const sum = (f) => db.rounds.reduce((a, r) => a + f(r), 0);
    const oversold = sum((r) => r.oversold) + (db.finalCheck?.oversold ?? 0);
    const inconsistent =
      sum((r) => r.inconsistent) + (db.finalCheck ? db.finalCheck.drift + db.finalCheck.staleSeats : 0);
    const s = {
      holdsPerSecond: pick((r) => r.holdsPerSecond),
      attemptsPerSecond: pick((r) => r.attemptsPerSecond),
      requestsPerSecond: pick((r) => r.requestsPerSecond),
      putP50: pick((r) => r.putP50),
      putP95: pick((r) => r.putP95),
      putP99: pick((r) => r.putP99),
      holdP50: pick((r) => r.holdP50),
      holdP99: pick((r) => r.holdP99),
      postP50: pick((r) => r.postP50),
      deleteP50: pick((r) => r.deleteP50),
      refused409: pick((r) => r.refused409),
      errors: sum((r) => r.errors),
      oversold,
      inconsistent,
      cpu: Object.fromEntries(
        ['server', 'database', 'loadgen', 'bench', 'others', 'machine'].map((k) => [
          k,
          pick((r) => r.cpu?.[k] ?? 0),
        ]),
      ),
      cpuMsPerCycle: Object.fromEntries(
        ['server', 'database', 'loadgen'].map((k) => [k, pick((r) => r.cpuMsPerCycle?.[k] ?? 0)]),
      ),
      target: TARGETS[db.kind],
    };
    s.meetsTarget = s.holdsPerSecond >= s.target;
    s.pass = s.meetsTarget && oversold === 0 && s.errors === 0 && inconsistent === 0;
    return s;
  };
  const summaries = databases.map((db) => ({ db, s: summarize(db) }));
  const pass = summaries.every(({ s }) => s.pass);
  const label = { pglite: 'PGlite', postgres: 'PostgreSQL' };
  const ms = (v) => round(v, 1);

  const pgRounds = databases.find((d) => d.kind === 'postgres')?.rounds ?? [];
  const pgMid = pgRounds.length
    ? [...pgRounds].sort((a, b) => a.holdsPerSecond - b.holdsPerSecond)[Math.floor(pgRounds.length / 2)]
    : undefined;

  const markdown = [
    `${BUYERS} concurrent buyers on one upcoming on-sale event (${databases.map((d) => `${label[d.kind]}: \`${d.event.id}\`, ${d.event.totalSeats.toLocaleString('en-IN')} places`).join('; ')}); ` +
      `each loops over sessions: POST hold → ${SELECTIONS_PER_SESSION} × PUT selection (½ category × 1–4, ½ map seats × 1–4), each replacing the last → DELETE. ` +
      `${ROUNDS} rounds of ${WARMUP_S} s warm-up + ${DURATION_S} s measured, then a sell-out pass (${SELLOUT_ATTEMPTS} kept holds per buyer); ` +
      `medians across rounds. A hold = a PUT answered 200; 409s are correct refusals (median per round). ` +
      'Latency = PUT, request to last byte, 200s and 409s. PostgreSQL: throwaway server, fsync on, pool of 20.',
    '',
    table(
      [
        'database',
        'holds/s',
        'target',
        'PUT p50 ms',
        'PUT p95 ms',
        'PUT p99 ms',
        '409s',
        'errors',
        'oversold',
        'inconsistent',
        'verdict',
      ],
      summaries.map(({ db, s }) => [
        label[db.kind],
        round(s.holdsPerSecond, 0),
        `≥ ${s.target}`,
        ms(s.putP50),
        ms(s.putP95),
        ms(s.putP99),
        s.refused409,
        s.errors,
        s.oversold,
        s.inconsistent,
        verdict(s.pass),
      ]),
    ),
    '',
    `Where the time goes (measured window, median round; CPU in % of one core, the machine has ${cpus().length}; "other processes" is CPU used outside this benchmark during the window):`,
    '',
    table(
      [
        'database',
        'PUTs/s (200+409)',
        'HTTP req/s',
        'POST p50 ms',
        'DELETE p50 ms',
        'server CPU',
        'PostgreSQL CPU',
        'load generator CPU',
        'other processes CPU',
        'CPU ms per cycle: server / PostgreSQL / load generator',
      ],
      summaries.map(({ db, s }) => [
        label[db.kind],
        round(s.attemptsPerSecond, 0),
        round(s.requestsPerSecond, 0),
        ms(s.postP50),
        ms(s.deleteP50),
        `${s.cpu.server}%`,
        db.kind === 'postgres' ? `${s.cpu.database}%` : '(inside server)',
        `${s.cpu.loadgen}%`,
        `${s.cpu.others}%`,
        [s.cpuMsPerCycle.server, s.cpuMsPerCycle.database, s.cpuMsPerCycle.loadgen]
          .map((v) => round(v, 2))
          .join(' / '),
      ]),
    ),
    ...(pgMid?.pg
      ? [
          '',
          `PostgreSQL, per PUT (with its share of the session's POST and DELETE, median round): ${round(pgMid.pg.statementsPerCycle, 1)} statements, ` +
            `${round(pgMid.pg.transactionsPerCycle, 1)} transactions, ${round(pgMid.pg.statementMsPerCycle, 2)} ms of statement execution. ` +
            `Client backends by wait (mean of ${round(pgMid.pg.backendsSampled, 1)} sampled every 50 ms): ` +
            Object.entries(pgMid.pg.waits)
              .slice(0, 6)
              .map(([k, n]) => `${k} ${round(n, 1)}`)
              .join(', ') +
            '. Most statement time: ' +
            pgMid.pg.topStatements
              .slice(0, 3)
              .map(
                (t) =>
                  `\`${t.query.slice(0, 70)}…\` ${round(t.msPerCall, 2)} ms per call × ${round(t.callsPerCycle, 2)} per cycle`,
              )
              .join('; ') +
            '.',
        ]
      : []),
    '',
    'In-flight checker (GET seating every 0.5 s during the rush; also what a buyer opening the seat map waits): ' +
      summaries
        .map(({ db }) => {
          const all = db.rounds.flatMap((r) => r.checks.seatingMs);
          return `${label[db.kind]} ${all.length} samples, median ${round(median(all), 0)} ms, max ${Math.max(...all)} ms`;
        })
        .join('; ') +
      '.',
  ].join('\n');

  return {
    title,
    pass,
    markdown,
    data: {
      buyers: BUYERS,
      rounds: ROUNDS,
      warmupSeconds: WARMUP_S,
      durationSeconds: DURATION_S,
      selloutAttempts: SELLOUT_ATTEMPTS,
      targets: TARGETS,
      databases: summaries.map(({ db, s }) => ({
        database: db.kind,
        event: db.event,
        ...Object.fromEntries(
          Object.entries(s).map(([k, v]) => [k, typeof v === 'number' ? round(v, 2) : v]),
        ),
        finalCheck: db.finalCheck,
        rounds: db.rounds.map((r) => ({
          ...Object.fromEntries(
            Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? round(v, 2) : v]),
          ),
        })),
      })),
    },
  };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === selfFile;
if (isMain && process.argv[2] === 'loadgen') childMain();
