// npm test — the whole suite, in order, stopping at the first failing stage:
//   system deps → type-check → lint (Biome, then scripts/check-imports.mjs) → unit + component tests
//   → PostgreSQL tests → build → browser tests
// The PostgreSQL tests start alongside the unit tests: they mostly wait (locks, a killed server's
// restart, a frozen database) and use about a third of a core. Their output is kept and printed at
// their turn. The browser tests, the most sensitive to a busy machine, run on their own after them.
// Each stage prints a heading and its time; the last line is exactly "N passed, M failed" (read by CI),
// summing the tests of every runner. A stage that fails without a test count (tsc, Biome, the build, a
// runner that crashed) counts as one failure, so a failing run never ends with "0 failed".
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemDeps } from './system-deps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.tmp', 'test-counts');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** Runs a command to its end: its output goes to ours, or into `logFile` when given. */
function run(command, args, env = {}, logFile = undefined) {
  const line = `$ ${[command, ...args].map((part) => part.replace(root, '.')).join(' ')}`;
  const output = logFile === undefined ? 'inherit' : openSync(logFile, 'w');
  if (typeof output === 'number') writeSync(output, `${line}\n`);
  else console.log(line);
  return new Promise((resolveCode) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', output, output],
      env: { ...process.env, ...env },
    });
    running.add(child);
    // 'error' and 'exit' can both come: the first ends the run.
    const end = (code) => {
      if (!running.delete(child)) return;
      if (typeof output === 'number') closeSync(output);
      resolveCode(code);
    };
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      end(127);
    });
    child.on('exit', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** npm as the same npm that runs us, without a shell. */
function npm(args) {
  const npmCli = process.env.npm_execpath;
  return npmCli && /\.c?js$/.test(npmCli) ? run(process.execPath, [npmCli, ...args]) : run('npm', args);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts from vitest's JSON reporter. */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return undefined;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts from Playwright's JSON reporter. */
function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return undefined;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  // Retries are off; should a test still count as flaky, it failed once and counts as failed.
  return { passed: expected, failed: unexpected + flaky, skipped };
}

const vitestJson = join(resultsDir, 'vitest.json');
const playwrightJson = join(resultsDir, 'playwright.json');
const pgJson = join(resultsDir, 'vitest-pg.json');
const pgLog = join(resultsDir, 'vitest-pg.log');
const vitestReporters = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

let chromiumPath;
let headlessShellPath;
const stages = [
  {
    title: 'System dependencies (Chromium, PostgreSQL server)',
    run: async () => {
      try {
        ({ chromiumPath, headlessShellPath } = ensureSystemDeps());
        return 0;
      } catch (error) {
        console.error(error instanceof Error ? error.message : String(error));
        return 1;
      }
    },
  },
  {
    title: 'Type-check',
    run: async () =>
      (await run(bin('tsc'), ['-p', 'tsconfig.app.json'])) ||
      (await run(bin('tsc'), ['-p', 'tsconfig.node.json'])),
  },
  {
    title: 'Lint and format (Biome), import boundaries and cycles',
    run: async () =>
      (await run(bin('biome'), ['check', '.'])) ||
      (await run(process.execPath, [join(root, 'scripts', 'check-imports.mjs')])),
  },
  {
    title: 'Unit, API and component tests (vitest)',
    startsAlongside: 'PostgreSQL tests (throwaway PostgreSQL server, vitest project pg)',
    run: () =>
      run(bin('vitest'), [
        'run',
        '--project',
        'unit',
        '--project',
        'component',
        '--project',
        'component-mocked',
        ...vitestReporters(vitestJson),
      ]),
    counts: () => vitestCounts(vitestJson),
  },
  {
    title: 'PostgreSQL tests (throwaway PostgreSQL server, vitest project pg)',
    run: () =>
      run(process.execPath, [join(root, 'scripts', 'test-pg.mjs'), ...vitestReporters(pgJson)], {}, pgLog),
    log: pgLog,
    counts: () => vitestCounts(pgJson),
  },
  { title: 'Build', run: () => npm(['run', 'build']) },
  {
    title: 'Browser tests (Playwright, Chromium)',
    run: () =>
      run(bin('playwright'), ['test'], {
        CHROMIUM_PATH: chromiumPath ?? '',
        CHROMIUM_HEADLESS_SHELL_PATH: headlessShellPath ?? '',
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      }),
    counts: () => playwrightCounts(playwrightJson),
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
const suiteStarted = performance.now();
let exitCode = 0;

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** Stages started early, by title: their exit code to come, and when they started. */
const early = new Map();

for (const [index, stage] of stages.entries()) {
  const heading = `[${index + 1}/${stages.length}] ${stage.title}`;
  console.log(`\n${'='.repeat(heading.length + 8)}\n==  ${heading}  ==\n${'='.repeat(heading.length + 8)}`);
  const alongside = stages.find((other) => other.title === stage.startsAlongside);
  if (alongside) {
    console.log(`(started alongside: ${alongside.title}; its output follows at its turn)`);
    early.set(alongside.title, { code: alongside.run(), started: performance.now() });
  }
  const startedEarly = early.get(stage.title);
  const started = startedEarly?.started ?? performance.now();
  const code = await (startedEarly?.code ?? stage.run());
  const elapsed = performance.now() - started;
  if (stage.log && existsSync(stage.log)) process.stdout.write(readFileSync(stage.log, 'utf8'));

  const counts = stage.counts?.();
  let line = `${code === 0 ? 'PASS' : 'FAIL'}  ${stage.title} (${seconds(elapsed)})`;
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    line += ` — ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
  }
  if (code !== 0 && !(counts && counts.failed > 0)) totals.failed += 1;
  summary.push(line);
  console.log(`\n${line}`);
  if (code !== 0) {
    exitCode = code;
    const skippedStages = stages.slice(index + 1).map((s) => s.title);
    if (skippedStages.length) summary.push(`not run (an earlier stage failed): ${skippedStages.join('; ')}`);
    break;
  }
}

// A stage started early and not awaited (an earlier stage failed) stops with the suite.
for (const child of running) child.kill('SIGTERM');

console.log(`\n==  Summary  ==\n${summary.join('\n')}`);
console.log(`Total time ${seconds(performance.now() - suiteStarted)}`);
if (totals.skipped > 0) console.log(`WARNING: ${totals.skipped} test(s) were skipped.`);
if (exitCode !== 0 && existsSync(playwrightJson))
  console.log('Browser test report: playwright-report/index.html');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
