// Server start: `node dist/server/main.js` with an existing, already-seeded PGlite folder, from spawn to
// the first 200 from /api/health. Five runs; median and max against the 3000 ms budget.
import { round, seededDataDir, startServer, table, verdict } from './lib.mjs';

export const title = 'Server start (existing data folder)';
export const BUDGET_MS = 3000;
export const RUNS = 5;

export async function run() {
  const { dataDir, firstStartMs } = await seededDataDir();
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await startServer({ env: { DATA_DIR: dataDir } });
    samples.push(server.readyMs);
    await server.stop();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const maxMs = sorted.at(-1) ?? Number.NaN;
  const pass = medianMs <= BUDGET_MS && maxMs <= BUDGET_MS;
  const markdown = [
    table(
      ['runs', 'median ms', 'max ms', 'budget', 'verdict'],
      [[RUNS, round(medianMs, 0), round(maxMs, 0), `${BUDGET_MS} ms`, verdict(pass)]],
    ),
    '',
    `Each run: spawn \`node dist/server/main.js\` → first 200 from \`/api/health\` (polled every 5 ms). ` +
      `Samples: ${samples.map((ms) => round(ms, 0)).join(', ')} ms. ` +
      `For reference, the first start (migrate + seed the default catalogue) took ${round(firstStartMs, 0)} ms.`,
  ].join('\n');
  return {
    title,
    pass,
    markdown,
    data: {
      budgetMs: BUDGET_MS,
      runs: RUNS,
      samplesMs: samples.map((ms) => round(ms, 1)),
      medianMs: round(medianMs, 1),
      maxMs: round(maxMs, 1),
      firstStartMs: round(firstStartMs, 0),
    },
  };
}
