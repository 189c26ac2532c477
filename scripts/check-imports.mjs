// The client's import boundaries and the no-cycle rule, judged on resolved paths: part of
// `npm run lint`, after Biome. Biome's rules (biome.json) match the text of an import, so they
// cannot see a cycle through '@/' aliases or a relative path that climbs into another feature;
// this sees every import the way the bundler does. Rules: docs/architecture.md, decision 006.
//   node scripts/check-imports.mjs [root]      exit 1 and one line per problem when any
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$|\/test\//;
const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const SHARED_MAY_NOT_USE = /^(react|react-dom|react-router|hono|drizzle-orm|pg|@tanstack|@hono)(\/|$)|^node:/;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

/** Every import of every source file under src/: { from, line, specifier, to (a file, or null) }. */
export function importsOf(root) {
  const edges = [];
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      const line = text.slice(0, match.index).split('\n').length;
      edges.push({ from: file, line, specifier, to: resolveImport(root, file, specifier) });
    }
  }
  return edges;
}

/** What a path is, for the rules: a feature's name, the eager shell, ui, lib, shared, routes… */
function place(root, file) {
  const path = relative(root, file).split('\\').join('/');
  const feature = /^src\/client\/features\/([\w-]+)\/(shell\/)?/.exec(path);
  return {
    path,
    feature: feature?.[1] ?? null,
    featureShell: Boolean(feature?.[2]),
    eagerShell: /^src\/client\/shell\/[^/]+$/.test(path),
    ui: path.startsWith('src/client/components/ui/'),
    lib: path.startsWith('src/client/lib/'),
    libPlumbing: path === 'src/client/lib/cn.ts',
    shared: path.startsWith('src/shared/'),
    client: path.startsWith('src/client/'),
    server: path.startsWith('src/server/'),
    route: path.startsWith('src/client/routes/'),
    router: path === 'src/client/router.tsx',
    test: TEST.test(path),
  };
}

/** The rule an import breaks, or null. */
function brokenRule(from, to, specifier) {
  if (from.shared) {
    if (to ? to.client || to.server : SHARED_MAY_NOT_USE.test(specifier))
      return 'src/shared is used by both sides: no client, server, React, Hono, drizzle or Node code';
    return null;
  }
  if (!to || from.test) return null;
  if (to.route && !from.router) return 'only the router imports route modules';
  if (from.feature && to.feature && from.feature !== to.feature)
    return `a feature imports no other feature (${from.feature} → ${to.feature}): whoever composes them passes what one needs`;
  if (from.feature && (to.path.startsWith('src/client/shell/') || to.router))
    return 'features sit below the shell and the routes';
  if (from.ui && (to.feature || to.path.startsWith('src/client/shell/') || (to.lib && !to.libPlumbing)))
    return 'components/ui is presentational: no feature, shell or lib state';
  if (from.lib && (to.feature || to.path.startsWith('src/client/shell/')))
    return 'lib/ is app-wide plumbing: it imports no feature and no shell';
  if (from.eagerShell && to.feature && !to.featureShell)
    return "the first-load shell takes only a feature's shell/ folder; compose the rest in shell/lazy/";
  return null;
}

/** Import cycles among our own files (Tarjan's strongly connected components), each as a path list. */
function cycles(edges) {
  const next = new Map();
  for (const { from, to } of edges) {
    if (!to) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from).add(to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || next.get(node)?.has(node)) found.push(component.reverse());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Every problem under `root`, as readable lines. */
export function checkImports(root) {
  const edges = importsOf(root);
  const problems = [];
  for (const edge of edges) {
    const rule = brokenRule(place(root, edge.from), edge.to && place(root, edge.to), edge.specifier);
    if (rule) problems.push(`${relative(root, edge.from)}:${edge.line} imports '${edge.specifier}': ${rule}`);
  }
  for (const cycle of cycles(edges))
    problems.push(`import cycle: ${[...cycle, cycle[0]].map((file) => relative(root, file)).join(' → ')}`);
  return problems;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkImports(root);
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? 'Imports: no cycles, every boundary kept.'
      : `${problems.length} import problems.`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
