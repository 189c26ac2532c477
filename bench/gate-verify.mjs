// Offline gate verification: KP2 tickets (src/shared/domain/ticket-token.ts) checked per second with
// WebCrypto, as a gate without a network does with its event's downloaded public key. The shared
// module is bundled as is (esbuild) and run in Node's WebCrypto; tokens are signed with node:crypto
// exactly as the server signs them (src/server/modules/signing/ticket-keys.ts). One scan at a time,
// as at a gate: each verification awaits the last. TOKENS distinct tickets; ROUNDS rounds of
// DURATION_MS after a warm-up; the report quotes the median round and the slowest single check.
import { generateKeyPairSync, sign } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { freshFolder, median, percentile, root, round, table, verdict } from './lib.mjs';

export const title = 'Gate: offline ticket verifications per second (WebCrypto Ed25519)';

const TOKENS = 1000;
const ROUNDS = 5;
const WARMUP_MS = 300;
const DURATION_MS = 1000;
/** A scan must answer within 300 ms (issue 13); a phone is several times slower than this machine. */
const BUDGET_PER_SECOND = 500;

async function loadTicketToken() {
  const folder = freshFolder('gate-verify');
  const outfile = join(folder, 'ticket-token.mjs');
  await build({
    entryPoints: [join(root, 'src/shared/domain/ticket-token.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile,
    logLevel: 'silent',
  });
  return import(pathToFileURL(outfile).href);
}

/** Verifies tokens one after another for `ms`: how many, and each one's time. */
async function verifyFor(verify, tokens, key, ms) {
  const times = [];
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < ms) {
    const token = tokens[count % tokens.length];
    const before = performance.now();
    const claims = await verify(token, key);
    times.push(performance.now() - before);
    if (!claims) throw new Error('a genuine ticket did not verify');
    count += 1;
  }
  return { perSecond: (count * 1000) / (performance.now() - started), times };
}

export async function run() {
  const { ticketClaimsBytes, ticketToken, importGateKey, verifyTicketToken } = await loadTicketToken();
  const { privateKey } = generateKeyPairSync('ed25519');
  const publicKey = privateKey.export({ format: 'jwk' }).x;
  const issuedAt = new Date();
  const tokens = Array.from({ length: TOKENS }, (_, i) => {
    const bytes = ticketClaimsBytes({
      ticketId: crypto.randomUUID(),
      eventId: 'ev-20261201-000042',
      categoryId: 'platinum',
      seatLabel: `Platinum-${i + 1}`,
      issuedAt,
    });
    return ticketToken(bytes, sign(null, bytes, privateKey));
  });
  const key = await importGateKey(publicKey);
  const forged = `${tokens[0].slice(0, -2)}AA`;
  if (await verifyTicketToken(forged, key)) throw new Error('a forged ticket verified');

  await verifyFor(verifyTicketToken, tokens, key, WARMUP_MS);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1)
    rounds.push(await verifyFor(verifyTicketToken, tokens, key, DURATION_MS));
  const rates = rounds.map((r) => r.perSecond);
  const times = rounds.flatMap((r) => r.times);
  const perSecond = median(rates);
  const tokenLength = Math.max(...tokens.map((token) => token.length));
  const pass = perSecond >= BUDGET_PER_SECOND;
  const markdown = [
    table(
      [
        'verifications/s (median of rounds)',
        'rounds',
        'p50 ms',
        'p99 ms',
        'max ms',
        'token chars',
        'budget',
        'verdict',
      ],
      [
        [
          Math.round(perSecond),
          rates.map((rate) => Math.round(rate)).join(', '),
          round(percentile(times, 50), 3),
          round(percentile(times, 99), 3),
          round(Math.max(...times), 2),
          tokenLength,
          `≥ ${BUDGET_PER_SECOND}/s`,
          verdict(pass),
        ],
      ],
    ),
    '',
    `${TOKENS} distinct tickets, one scan at a time, ${ROUNDS} rounds of ${DURATION_MS} ms after ${WARMUP_MS} ms warm-up; Node's WebCrypto (crypto.subtle.verify Ed25519) through the shared verifyTicketToken (parse + verify).`,
  ].join('\n');
  return {
    title,
    pass,
    markdown,
    data: { perSecond, rates, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), tokenLength },
  };
}
