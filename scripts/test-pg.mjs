// npm run test:pg — the suite against a real PostgreSQL 15+:
// starts a throwaway server (scripts/pg-throwaway.mjs), runs `vitest run --project pg` with
// TEST_DATABASE_URL pointing at it, stops the server and exits with vitest's code.
// Extra arguments go to vitest (scripts/test.mjs adds its JSON reporter this way).
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from './pg-throwaway.mjs';
import { ensureSystemDeps } from './system-deps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs the pg project against a fresh server; resolves to vitest's exit code. */
export async function runPgTests(vitestArgs = []) {
  const { pgBin } = ensureSystemDeps({ need: ['postgres'], quiet: true });
  const started = performance.now();
  const pg = await startThrowawayPostgres({ pgBin });
  console.log(`PostgreSQL ready at ${pg.url} in ${Math.round(performance.now() - started)} ms`);
  try {
    return await new Promise((resolveCode, reject) => {
      const child = spawn(join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'pg', ...vitestArgs], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, TEST_DATABASE_URL: pg.url },
      });
      // Stopped by a signal (npm test stops a stage it started early), pg-throwaway's handler exits:
      // vitest goes with us rather than run on against a server that is gone.
      process.once('exit', () => child.kill('SIGTERM'));
      child.on('error', reject);
      child.on('exit', (code, signal) => resolveCode(code ?? (signal ? 1 : 0)));
    });
  } finally {
    await pg.stop();
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    process.exitCode = await runPgTests(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
