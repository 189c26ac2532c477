// Shared pieces of the benchmarks: paths, child processes, the built server, HTTP timing, statistics.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/pg-throwaway.mjs';

export { freePort };

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = join(root, 'bench', 'results');
/** Scratch space (git-ignored): data folders, raw samples. */
export const rawDir = join(resultsDir, 'raw');
export const serverEntry = join(root, 'dist', 'server', 'main.js');
export const clientDir = join(root, 'dist', 'client');

export const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolveRun()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** npm run build, through the npm that runs us when there is one. */
export async function build() {
  const npmCli = process.env.npm_execpath;
  if (npmCli && /\.c?js$/.test(npmCli)) await run(process.execPath, [npmCli, 'run', 'build']);
  else await run('npm', ['run', 'build']);
}

export function assertBuilt() {
  if (!existsSync(serverEntry) || !existsSync(join(clientDir, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (or `npm run bench`, which builds).');
  }
}

/** A fresh, empty scratch folder under bench/results/raw. */
export function freshFolder(name) {
  const path = join(rawDir, name);
  rmSync(path, { recursive: true, force: true });
  mkdirSync(rawDir, { recursive: true });
  return path;
}

/** GET /api/health until it answers 200; resolves with the ms waited, rejects after timeoutMs. */
export async function waitForHealth(
  baseUrl,
  { timeoutMs = 30_000, intervalMs = 5, isAlive = () => true } = {},
) {
  const started = performance.now();
  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (!isAlive()) throw new Error('the server exited before answering /api/health');
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(intervalMs);
  }
  throw new Error(`${baseUrl}/api/health did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Starts the built server (`node dist/server/main.js`) on 127.0.0.1 and a free port.
 * @returns {Promise<{ baseUrl: string, port: number, pid: number, readyMs: number, output(): string, stop(): Promise<void> }>}
 */
export async function startServer({ env = {}, timeoutMs = 30_000, echo = false } = {}) {
  assertBuilt();
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', ...env },
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (echo) process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  const exitedPromise = new Promise((resolveExit) =>
    child.on('exit', () => {
      exited = true;
      resolveExit();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exitedPromise;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(baseUrl, { timeoutMs, isAlive: () => !exited });
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${output.trim()}`);
  }
  return { baseUrl, port, pid: child.pid, readyMs: performance.now() - started, output: () => output, stop };
}

/** A keep-alive HTTP client for one server, timing each GET from request to last body byte. */
export function httpClient(baseUrl, { maxSockets = 8 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  /** @returns {Promise<{ status: number, ms: number, bytes: number, body: Buffer }>} */
  const get = (path) =>
    new Promise((resolveGet, reject) => {
      const started = process.hrtime.bigint();
      const req = request(
        // Browsers send accept-encoding, so compression is part of what we measure.
        { hostname, port, path, agent, headers: { 'accept-encoding': 'gzip', accept: 'application/json' } },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            const body = Buffer.concat(chunks);
            resolveGet({ status: res.statusCode ?? 0, ms, bytes: body.length, body });
          });
          res.on('error', reject);
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error(`GET ${path} timed out`)));
      req.on('error', reject);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

// --- statistics -----------------------------------------------------------------------------

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const median = (samples) => percentile(samples, 50);

export const round = (value, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);

// --- markdown -------------------------------------------------------------------------------

/** A markdown table from a header row and rows of cells. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const verdict = (pass) => (pass ? 'pass' : '**FAIL**');

// --- a seeded PGlite data folder, shared by the benchmarks of one run ------------------------

let seeded;

/**
 * A PGlite data folder the built server has already migrated and seeded (default catalogue size),
 * created once per bench run. firstStartMs is how long that first, seeding start took.
 * @returns {Promise<{ dataDir: string, firstStartMs: number }>}
 */
export function seededDataDir() {
  seeded ??= (async () => {
    const dataDir = freshFolder('pglite-data');
    const server = await startServer({ env: { DATA_DIR: dataDir }, timeoutMs: 120_000 });
    await server.stop();
    return { dataDir, firstStartMs: server.readyMs };
  })();
  return seeded;
}

/** Removes the scratch data folders of this run. */
export function cleanScratch() {
  rmSync(join(rawDir, 'pglite-data'), { recursive: true, force: true });
}
