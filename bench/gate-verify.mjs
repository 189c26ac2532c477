// Offline gate verification: KP2 tickets (src/shared/domain/ticket-token.ts) checked per second with
// WebCrypto, as a gate without a network does with its event's downloaded public key, in Node and in
// Chromium (the browser a gate phone runs). The shared module is bundled as is (esbuild); tokens are
// signed with node:crypto exactly as the server signs them (src/server/modules/signing/ticket-keys.ts).
// One scan at a time, as at a gate: each verification awaits the last. TOKENS distinct tickets;
// ROUNDS rounds of DURATION_MS after a warm-up; the report quotes the median round's rate.
import { generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, ensureSystemDeps } from '../scripts/system-deps.mjs';
import { freshFolder, median, percentile, root, round, table, verdict } from './lib.mjs';

export const title = 'Gate: offline ticket verifications per second (WebCrypto Ed25519)';

const TOKENS = 1000;
const ROUNDS = 5;
const WARMUP_MS = 300;
const DURATION_MS = 1000;
/** A scan must answer within 300 ms (issue 13); a phone is several times slower than this machine. */
const BUDGET_PER_SECOND = 500;
const GLOBAL_NAME = 'TicketToken';

/** The shared module bundled twice: an ES module for Node and a script for the page. */
async function bundleTicketToken() {
  const folder = freshFolder('gate-verify');
  const entry = join(root, 'src/shared/domain/ticket-token.ts');
  const common = { entryPoints: [entry], bundle: true, platform: 'neutral', logLevel: 'silent' };
  const moduleFile = join(folder, 'ticket-token.mjs');
  const scriptFile = join(folder, 'ticket-token.js');
  await build({ ...common, format: 'esm', outfile: moduleFile });
  await build({ ...common, format: 'iife', globalName: GLOBAL_NAME, outfile: scriptFile });
  return { lib: await import(pathToFileURL(moduleFile).href), script: readFileSync(scriptFile, 'utf8') };
}

/**
 * Self-contained (Playwright runs its source in the page, where `lib` defaults to the bundled
 * script's global): imports the key, then verifies tokens one after another, round by round.
 */
async function measureVerifications(
  { tokens, publicKey, rounds, warmupMs, durationMs },
  lib = globalThis.TicketToken,
) {
  const key = await lib.importGateKey(publicKey);
  const forged = `${tokens[0].slice(0, -2)}AA`;
  if (await lib.verifyTicketToken(forged, key)) throw new Error('a forged ticket verified');
  const runFor = async (ms) => {
    const times = [];
    const started = performance.now();
    let count = 0;
    while (performance.now() - started < ms) {
      const before = performance.now();
      const claims = await lib.verifyTicketToken(tokens[count % tokens.length], key);
      times.push(performance.now() - before);
      if (!claims) throw new Error('a genuine ticket did not verify');
      count += 1;
    }
    return { perSecond: (count * 1000) / (performance.now() - started), times };
  };
  await runFor(warmupMs);
  const measured = [];
  for (let i = 0; i < rounds; i += 1) measured.push(await runFor(durationMs));
  return measured;
}

async function inChromium(script, input) {
  const { chromium } = await import('@playwright/test');
  const { chromiumPath } = ensureSystemDeps({ need: ['chromium'], quiet: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // WebCrypto needs a secure context, as the site is served: an https page answered locally.
    const origin = 'https://gate.khelpass.test/';
    await page.route(origin, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>gate</title>' }),
    );
    await page.goto(origin);
    await page.addScriptTag({ content: script });
    return { measured: await page.evaluate(measureVerifications, input), version: browser.version() };
  } finally {
    await browser.close();
  }
}

function issueTokens(lib) {
  const { privateKey } = generateKeyPairSync('ed25519');
  const issuedAt = new Date();
  const tokens = Array.from({ length: TOKENS }, (_, i) => {
    const bytes = lib.ticketClaimsBytes({
      ticketId: crypto.randomUUID(),
      eventId: 'ev-20261201-000042',
      categoryId: 'platinum',
      seatLabel: `Platinum-${i + 1}`,
      issuedAt,
    });
    return lib.ticketToken(bytes, sign(null, bytes, privateKey));
  });
  return { tokens, publicKey: privateKey.export({ format: 'jwk' }).x };
}

function summary(where, measured) {
  const rates = measured.map((r) => r.perSecond);
  const times = measured.flatMap((r) => r.times);
  return {
    where,
    perSecond: median(rates),
    rates,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
  };
}

export async function run() {
  const { lib, script } = await bundleTicketToken();
  const { tokens, publicKey } = issueTokens(lib);
  const input = { tokens, publicKey, rounds: ROUNDS, warmupMs: WARMUP_MS, durationMs: DURATION_MS };
  const node = summary(`Node ${process.version}`, await measureVerifications(input, lib));
  const browser = await inChromium(script, input);
  const chromium = summary(`Chromium ${browser.version}`, browser.measured);
  const results = [node, chromium];
  const pass = results.every((result) => result.perSecond >= BUDGET_PER_SECOND);
  const tokenLength = Math.max(...tokens.map((token) => token.length));
  const markdown = [
    table(
      [
        'WebCrypto of',
        'verifications/s (median round)',
        'rounds',
        'p95 of rounds',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'budget',
        'verdict',
      ],
      results.map((result) => [
        result.where,
        Math.round(result.perSecond),
        result.rates.map((rate) => Math.round(rate)).join(', '),
        Math.round(percentile(result.rates, 95)),
        round(result.p50Ms, 3),
        round(result.p95Ms, 3),
        round(result.p99Ms, 3),
        round(result.maxMs, 2),
        `≥ ${BUDGET_PER_SECOND}/s`,
        verdict(result.perSecond >= BUDGET_PER_SECOND),
      ]),
    ),
    '',
    `${TOKENS} distinct tickets (longest ${tokenLength} characters), one scan at a time, ${ROUNDS} rounds of ${DURATION_MS} ms after ${WARMUP_MS} ms warm-up, through the shared verifyTicketToken (parse + crypto.subtle.verify Ed25519).`,
  ].join('\n');
  return {
    title,
    pass,
    markdown,
    data: { results, tokenLength },
  };
}
