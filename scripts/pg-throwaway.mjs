// A throwaway PostgreSQL 15+ server for tests and benchmarks: fresh data folder under /tmp, trust auth,
// listening on 127.0.0.1 only, fsync on (durability is proven here, not on PGlite).
//
//   const pg = await startThrowawayPostgres();   // { url, port, dataDir, stop(), ... }
//   ... DATABASE_URL = pg.url ...
//   await pg.stop();
//
// For outage tests: shutDown() and startAgain() stop and restart the same server (same data and
// port); postmasterPid() names its main process.
//
//   node scripts/pg-throwaway.mjs               starts one, prints its URL, stops on Ctrl+C
//
// PostgreSQL refuses to run as root, so as root every server command runs as the `postgres` user
// (runuser -u postgres --) in a folder that user owns.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemDeps, findPgBin } from './system-deps.mjs';

const PREFIX = 'khelpass-pg-';
const DATABASE = 'khelpass';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** @type {Set<{ stopSync(): void }>} */
const running = new Set();
let hooksInstalled = false;

/** A TCP port on 127.0.0.1 that nobody listens on right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function postgresIds() {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid <= 0) {
    throw new Error(
      'Running as root, PostgreSQL needs the "postgres" user to exist (useradd --system postgres).',
    );
  }
  return { uid, gid };
}

/** argv for a server command: as root it runs as the postgres user. */
function asServerUser(bin, args) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function run(bin, args, { cwd, quiet = false } = {}) {
  const [command, argv] = asServerUser(bin, args);
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolveRun(output);
      else {
        const error = new Error(`${bin} ${args.join(' ')} failed (exit ${code}):\n${output.trim()}`);
        if (!quiet) error.output = output;
        reject(error);
      }
    });
  });
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Stops and removes servers left behind by runs that were killed (their owner process is gone). */
function sweepAbandoned(pgBin) {
  let entries = [];
  try {
    entries = readdirSync(tmpdir());
  } catch {
    return;
  }
  for (const name of entries) {
    if (!name.startsWith(PREFIX)) continue;
    const folder = join(tmpdir(), name);
    let owner = 0;
    try {
      owner = Number(readFileSync(join(folder, 'owner.pid'), 'utf8').trim());
    } catch {
      // No owner file yet: maybe another process is creating it right now; leave it alone.
      continue;
    }
    if (isAlive(owner)) continue;
    const dataDir = join(folder, 'data');
    if (existsSync(join(dataDir, 'postmaster.pid'))) {
      const [command, argv] = asServerUser(join(pgBin, 'pg_ctl'), [
        '-D',
        dataDir,
        '-m',
        'immediate',
        '-w',
        'stop',
      ]);
      spawnSync(command, argv, { cwd: folder, stdio: 'ignore', timeout: 30_000 });
    }
    rmSync(folder, { recursive: true, force: true });
  }
}

function installExitHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', () => {
    for (const server of running) server.stopSync();
  });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.once(signal, () => {
      for (const server of running) server.stopSync();
      process.exit(code);
    });
  }
}

async function createDatabase(port) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts a fresh PostgreSQL server and creates the database `khelpass`.
 * @param {{ port?: number, pgBin?: string, settings?: Record<string, string | number> }} [options]
 *   settings: extra `-c name=value` server settings (benchmarks may raise shared_buffers, for example).
 * @returns {Promise<import('./pg-throwaway.d.mts').ThrowawayPostgres>}
 */
export async function startThrowawayPostgres(options = {}) {
  const pgBin = options.pgBin ?? findPgBin() ?? ensureSystemDeps({ need: ['postgres'], quiet: true }).pgBin;
  if (!pgBin) throw new Error('PostgreSQL server binaries were not found.');
  sweepAbandoned(pgBin);

  // /tmp, not the project folder: the postgres user must be able to enter every folder on the path.
  const folder = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(folder, 'owner.pid'), String(process.pid));
  if (isRoot) {
    const { uid, gid } = postgresIds();
    chownSync(folder, uid, gid);
  }
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const pgCtl = join(pgBin, 'pg_ctl');

  let stopped = false;
  const server = {
    stopSync() {
      if (stopped) return;
      stopped = true;
      running.delete(server);
      if (existsSync(join(dataDir, 'postmaster.pid'))) {
        const [command, argv] = asServerUser(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
        spawnSync(command, argv, { cwd: folder, stdio: 'ignore' });
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
  running.add(server);
  installExitHooks();

  try {
    await run(
      join(pgBin, 'initdb'),
      ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--no-locale'],
      {
        cwd: folder,
      },
    );

    const settings = {
      listen_addresses: '127.0.0.1',
      fsync: 'on',
      unix_socket_directories: folder,
      ...options.settings,
    };
    const serverOptions = (port) =>
      [`-p ${port}`, ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)].join(' ');

    const start = (port) =>
      run(pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions(port), 'start'], {
        cwd: folder,
      });
    let port = options.port ?? (await freePort());
    for (let attempt = 1; ; attempt++) {
      try {
        await start(port);
        break;
      } catch (error) {
        // Another process may have taken the port between choosing and binding it; try another one.
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        if (options.port || attempt >= 3 || !/could not bind|Address already in use/i.test(log)) {
          throw new Error(`${error instanceof Error ? error.message : error}\n${log.trim()}`);
        }
        port = await freePort();
      }
    }

    await createDatabase(port);
    const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
    return {
      url,
      port,
      folder,
      dataDir,
      /** Stops the server as an administrator would (fast: open sessions are ended), keeping its data. */
      async shutDown() {
        await run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'], { cwd: folder });
      },
      /** Starts the server again on its data folder and port. */
      async startAgain() {
        await start(port);
      },
      /** The postmaster's process id (first line of postmaster.pid); undefined while the server is down. */
      postmasterPid() {
        const pidFile = join(dataDir, 'postmaster.pid');
        return existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        running.delete(server);
        try {
          if (existsSync(join(dataDir, 'postmaster.pid'))) {
            await run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'], { cwd: folder });
          }
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    server.stopSync();
    throw error;
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const portArg = Number(process.argv[2]) || undefined;
  const pg = await startThrowawayPostgres({ port: portArg });
  console.log(pg.url);
  console.log('PostgreSQL is running; press Ctrl+C to stop it and delete its data.');
  // Keep the process alive until a signal arrives; the exit hooks stop the server.
  setInterval(() => {}, 1 << 30);
}
