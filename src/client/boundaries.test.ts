// @vitest-environment node
// The client's import boundaries are lint rules: Biome's (biome.json), which match an import's text,
// and scripts/check-imports.mjs, which judges resolved paths (aliases and relative paths alike) and
// finds cycles. This runs both over probe files that break each rule, in a scratch tree with the
// project's configuration, and checks that each is reported and the allowed imports beside them
// are not. A feature folder added without its boundary block in biome.json fails here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImports } from '../../scripts/check-imports.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const features = readdirSync(join(root, 'src/client/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Probe files by path: each imports one thing. */
const probes: Record<string, string> = {};
const probe = (path: string, from: string) => {
  probes[path] = `import { x } from '${from}';\nexport const y = x;\n`;
};
for (const [index, feature] of features.entries()) {
  const other = features[(index + 1) % features.length];
  probe(`src/client/features/${feature}/imports-other.ts`, `@/client/features/${other}/anything`);
  probe(`src/client/features/${feature}/components/imports-other-lazily.ts`, `@/client/features/${other}`);
  probe(`src/client/features/${feature}/components/climbs-out.ts`, `../../${other}/anything`);
  probe(`src/client/features/${feature}/imports-shell.ts`, '@/client/shell/header');
  probe(`src/client/features/${feature}/imports-own.ts`, `@/client/features/${feature}/anything`);
}
probe('src/client/components/ui/imports-feature.ts', '@/client/features/cart/use-cart');
probe('src/client/components/ui/imports-lib-state.ts', '@/client/lib/session');
probe('src/client/components/ui/imports-cn.ts', '@/client/lib/cn');
probe('src/shared/domain/imports-react.ts', 'react');
probe('src/shared/domain/imports-server.ts', '../../server/db/client');
probe('src/shared/domain/imports-client.ts', '@/client/lib/storage');
probe('src/client/shell/imports-route.ts', '@/client/routes/home');
probe('src/client/shell/imports-feature.ts', '@/client/features/cart');
probe('src/client/shell/imports-feature-shell.ts', '@/client/features/cart/shell/cart-count');
probe('src/client/shell/lazy/composes-features.ts', '@/client/features/cart');
probe('src/client/router.tsx', '@/client/routes/home');
probes['src/client/lib/cycle-a.ts'] = "import { b } from './cycle-b';\nexport const a = () => b;\n";
probes['src/client/lib/cycle-b.ts'] = "export const b = () => import('./cycle-a');\n";
// Escapes only a check on resolved paths can see: one level up, from the shell, through lib/.
probe('src/client/features/booking/climbs-one-level.ts', '../cart/use-cart');
probe('src/client/shell/climbs-to-route.ts', '../routes/home');
probe('src/client/shell/climbs-to-feature.ts', '../features/cart/use-cart');
probe('src/client/components/ui/climbs-to-lib.ts', '../../lib/session');
probe('src/client/lib/imports-feature.ts', '@/client/features/cart');
probe('src/shared/domain/imports-router.ts', 'react-router');
probe('src/shared/domain/imports-node.ts', 'node:fs');
probes['src/client/lib/alias-cycle-a.ts'] =
  "import { b } from '@/client/lib/alias-cycle-b';\nexport const a = () => b;\n";
probes['src/client/lib/alias-cycle-b.ts'] = "export const b = () => import('@/client/lib/alias-cycle-a');\n";

/** Files the probes import, so that their imports resolve. */
const targets = [
  ...features.flatMap((feature) => [`features/${feature}/anything.ts`, `features/${feature}/index.ts`]),
  'features/cart/use-cart.ts',
  'features/cart/shell/cart-count.ts',
  'shell/header.tsx',
  'lib/session.ts',
  'lib/cn.ts',
  'lib/storage.ts',
  'routes/home.tsx',
].map((path) => `src/client/${path}`);
targets.push('src/server/db/client.ts');

let scratch: string;
let reported: Map<string, Set<string>>;
let problems: string[];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'khelpass-boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  const files: Array<[string, string]> = [
    ...targets.map((target): [string, string] => [target, 'export const x = 1;\n']),
    ...Object.entries(probes),
  ];
  for (const [path, text] of files) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  let output: string;
  try {
    output = execFileSync(join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '.'], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits 1 when it reports errors, which is what the probes are for.
    output = (error as { stdout: string }).stdout;
  }
  const { diagnostics } = JSON.parse(output) as {
    diagnostics: Array<{ category: string; location: { path: string } }>;
  };
  problems = checkImports(scratch);
  reported = new Map();
  for (const { category, location } of diagnostics) {
    const rules = reported.get(location.path) ?? new Set<string>();
    rules.add(category);
    reported.set(location.path, rules);
  }
}, 30_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const restricted = 'lint/style/noRestrictedImports';
const rulesFor = (path: string) => [...(reported.get(path) ?? [])];

describe('lint boundaries', () => {
  it.each(features)('feature %s imports no other feature, by alias or by climbing out', (feature) => {
    for (const name of ['imports-other.ts', 'components/imports-other-lazily.ts', 'components/climbs-out.ts'])
      expect(rulesFor(`src/client/features/${feature}/${name}`)).toContain(restricted);
    expect(rulesFor(`src/client/features/${feature}/imports-shell.ts`)).toContain(restricted);
    expect(rulesFor(`src/client/features/${feature}/imports-own.ts`)).toEqual([]);
  });

  it('keeps components/ui presentational: no feature, no lib state, cn allowed', () => {
    expect(rulesFor('src/client/components/ui/imports-feature.ts')).toContain(restricted);
    expect(rulesFor('src/client/components/ui/imports-lib-state.ts')).toContain(restricted);
    expect(rulesFor('src/client/components/ui/imports-cn.ts')).toEqual([]);
  });

  it('keeps src/shared free of React, client and server code', () => {
    for (const name of ['imports-react.ts', 'imports-server.ts', 'imports-client.ts'])
      expect(rulesFor(`src/shared/domain/${name}`)).toContain(restricted);
  });

  it('lets only the router import a route module', () => {
    expect(rulesFor('src/client/shell/imports-route.ts')).toContain(restricted);
    expect(rulesFor('src/client/router.tsx')).toEqual([]);
  });

  it("keeps the first-load shell to features' shell/ folders; the lazy shell composes features", () => {
    expect(rulesFor('src/client/shell/imports-feature.ts')).toContain(restricted);
    expect(rulesFor('src/client/shell/imports-feature-shell.ts')).toEqual([]);
    expect(rulesFor('src/client/shell/lazy/composes-features.ts')).toEqual([]);
  });

  it('reports an import cycle, a lazy import included', () => {
    expect(rulesFor('src/client/lib/cycle-a.ts')).toContain('lint/suspicious/noImportCycles');
  });
});

describe('import check on resolved paths (scripts/check-imports.mjs)', () => {
  const flagged = (path: string) => problems.some((problem) => problem.startsWith(`${path}:`));

  it('flags every probe Biome flags, and the allowed imports neither', () => {
    for (const [path, rules] of reported) if (rules.has(restricted)) expect(flagged(path), path).toBe(true);
    for (const path of [
      'src/client/components/ui/imports-cn.ts',
      'src/client/router.tsx',
      'src/client/shell/imports-feature-shell.ts',
      'src/client/shell/lazy/composes-features.ts',
      ...features.map((feature) => `src/client/features/${feature}/imports-own.ts`),
    ])
      expect(flagged(path), path).toBe(false);
  });

  it('sees what import text hides: relative climbs, lib/ reaching into features, Node in shared', () => {
    for (const path of [
      'src/client/features/booking/climbs-one-level.ts',
      'src/client/shell/climbs-to-route.ts',
      'src/client/shell/climbs-to-feature.ts',
      'src/client/components/ui/climbs-to-lib.ts',
      'src/client/lib/imports-feature.ts',
      'src/shared/domain/imports-router.ts',
      'src/shared/domain/imports-node.ts',
    ])
      expect(flagged(path), path).toBe(true);
  });

  it('finds cycles through relative paths and through @/ aliases, lazy imports included', () => {
    const cycleLines = problems.filter((problem) => problem.startsWith('import cycle:'));
    expect(cycleLines.some((line) => line.includes('src/client/lib/cycle-a.ts'))).toBe(true);
    expect(cycleLines.some((line) => line.includes('src/client/lib/alias-cycle-a.ts'))).toBe(true);
  });

  it('passes on the project itself', () => {
    expect(checkImports(root)).toEqual([]);
  });
});
