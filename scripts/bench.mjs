// npm run bench — builds, runs the benchmarks, writes bench/results/latest.md and latest.json.
//   node scripts/bench.mjs                 all: bundle, startup, api, holds, gate, gate-sync, on-sale
//   node scripts/bench.mjs bundle startup  only these (other entries of latest.* are kept)
//   node scripts/bench.mjs --no-build api  skip `npm run build` (dist/ must be current)
//   node scripts/bench.mjs holds --no-build  holds per second, PGlite and PostgreSQL
//   node scripts/bench.mjs gate --no-build   offline ticket verifications per second (WebCrypto)
//   node scripts/bench.mjs gate-sync --no-build  offline admissions synced per second (PostgreSQL)
//   node scripts/bench.mjs stadium-map --no-build  the stadium seat map in Chromium, 4x CPU throttling
//   node scripts/bench.mjs on-sale --no-build    a lakh of fans through the waiting room to a stadium sell-out
//                                                (PostgreSQL, two API processes; BENCH_ONSALE_FANS=… to shrink)
// Exits 1 when a benchmark misses its budget or fails to run. A new benchmark is a module in bench/
// exporting `title` and `run()` → { title, pass, markdown, data }, registered in BENCHMARKS below.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { build, cleanScratch, resultsDir, root } from '../bench/lib.mjs';

const BENCHMARKS = {
  bundle: () => import('../bench/bundle-size.mjs'),
  startup: () => import('../bench/startup.mjs'),
  api: () => import('../bench/api-latency.mjs'),
  holds: () => import('../bench/holds.mjs'),
  gate: () => import('../bench/gate-verify.mjs'),
  'gate-sync': () => import('../bench/admissions-sync.mjs'),
  'stadium-map': () => import('../bench/stadium-map.mjs'),
  'on-sale': () => import('../bench/on-sale.mjs'),
};

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}.`,
  );
  process.exit(2);
}
const selected = names.length > 0 ? names : Object.keys(BENCHMARKS);

const jsonFile = join(resultsDir, 'latest.json');
const mdFile = join(resultsDir, 'latest.md');

function readPrevious() {
  try {
    return JSON.parse(readFileSync(jsonFile, 'utf8'));
  } catch {
    return undefined;
  }
}

function gitCommit() {
  try {
    const head = readFileSync(join(root, '.git', 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    return readFileSync(join(root, '.git', head.slice(5)), 'utf8').trim();
  } catch {
    return null;
  }
}

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(totalmem() / 1e9),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
};

if (!skipBuild) {
  console.log('== npm run build ==');
  await build();
}

const previous = readPrevious();
const results = { ...(previous?.benchmarks ?? {}) };
let failed = false;
try {
  for (const name of selected) {
    const module = await BENCHMARKS[name]();
    console.log(`\n== ${module.title} ==`);
    const started = performance.now();
    try {
      const result = await module.run();
      results[name] = {
        ...result,
        measuredAt: new Date().toISOString(),
        seconds: Math.round((performance.now() - started) / 100) / 10,
      };
      console.log(result.markdown);
      if (!result.pass) failed = true;
    } catch (error) {
      failed = true;
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(message);
      results[name] = {
        title: module.title,
        pass: false,
        markdown: `Could not run: \`${String(error instanceof Error ? error.message : error).split('\n')[0]}\``,
        data: { error: message },
        measuredAt: new Date().toISOString(),
      };
    }
  }
} finally {
  cleanScratch();
}

const ordered = Object.keys(BENCHMARKS)
  .filter((name) => results[name])
  .map((name) => [name, results[name]]);
const report = {
  generatedAt: new Date().toISOString(),
  commit: gitCommit(),
  machine,
  benchmarks: Object.fromEntries(ordered),
};
const markdown = [
  '# KhelPass benchmarks',
  '',
  `Written by \`npm run bench\` (scripts/bench.mjs) at ${report.generatedAt}` +
    (report.commit ? ` on commit \`${report.commit.slice(0, 12)}\`` : '') +
    '.',
  `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.platform}.`,
  '',
  table(ordered),
  ...ordered.flatMap(([name, result]) => [
    '',
    `## ${result.title}`,
    '',
    `\`node scripts/bench.mjs ${name}\` — measured ${result.measuredAt}`,
    '',
    result.markdown,
  ]),
  '',
].join('\n');

function table(entries) {
  const rows = entries.map(
    ([name, result]) => `| ${result.title} | \`${name}\` | ${result.pass ? 'pass' : '**FAIL**'} |`,
  );
  return ['| benchmark | name | verdict |', '| --- | --- | --- |', ...rows].join('\n');
}

mkdirSync(resultsDir, { recursive: true });
writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(mdFile, markdown);
console.log(
  `\nWrote ${mdFile.replace(`${root}/`, '')} and latest.json${failed ? ' — some budgets were missed' : ''}.`,
);
process.exit(failed ? 1 : 0);
