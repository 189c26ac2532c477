import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, normalizePath, type Plugin, type Rolldown } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

// react-router 7's package exports resolve to its development build in every mode (upstream issues
// #12532, #14102); a production build uses the production files it ships instead (dev warnings off).
const routerProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * react-router's build leaves its top-level `React.forwardRef(...)` and `createContext(...)` calls
 * unannotated and sets DevTools-only `X.displayName = "X"` on them, so the bundler must keep Form,
 * NavLink, useSubmit and the form-submission code although the app uses none of them (~6 kB
 * minified, ~1.8 kB gzip). In the production build this marks those calls pure (they are) and
 * drops the displayName lines (read only by React DevTools). If a future version changes shape,
 * the patterns stop matching and nothing else changes.
 */
const treeShakeReactRouter: Plugin = {
  name: 'khelpass:tree-shake-react-router',
  apply: 'build',
  transform: {
    filter: { id: /react-router\/dist\/production\/chunk-[\w-]+\.mjs$/ },
    handler(code) {
      const out = code
        .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(')
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
      return out === code ? null : { code: out, map: null };
    },
  },
};

/**
 * The first load, by folder and import graph, never by file name (decision 006):
 * - the shell: src/client/main.tsx and every module it imports statically. Those must live in the
 *   first-load folders (FIRST_LOAD_FOLDERS); firstLoadFolders fails the build otherwise, so moving
 *   code into the first load is a visible decision, and renaming a file cannot do it by accident;
 * - what the landing page (src/client/routes/home.tsx) imports besides its own page code (routes/
 *   and features/home/): the shared rules, ui primitives and queries it uses, so '/' needs five
 *   scripts, not a dozen;
 * - the framework (react, react-dom, scheduler, react-router).
 * One chunk, not a dozen small ones: one request and one gzip dictionary. Everything else is split
 * along the lazy imports. Checked by e2e/first-load-budget.spec.ts (npm test) and `npm run bench`.
 */
const FIRST_LOAD_FOLDERS =
  /\/src\/(shared\/|client\/(lib\/|components\/ui\/|features\/[\w-]+\/shell\/|shell\/(?!lazy\/)|[\w-]+\.(tsx?|css)$))/;
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
const PAGE_CODE = /\/src\/client\/(routes|features\/home)\//;
const srcModule = (path: string) => normalizePath(fileURLToPath(new URL(path, import.meta.url)));
const ownCode = srcModule('./src/');
const isOwn = (id: string) => id.startsWith(ownCode);
const entryModule = srcModule('./src/client/main.tsx');
const homeRoute = srcModule('./src/client/routes/home.tsx');

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;
/** Every module `from` reaches through static imports. */
function staticGraph(from: string, graph: ModuleGraph) {
  const seen = new Set<string>();
  const stack = [from];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/** Per chunking pass: the shell's and the landing page's static graphs. */
const firstLoadGraphs = new WeakMap<Rolldown.ChunkingContext, { shell: Set<string>; home: Set<string> }>();
function firstLoadChunk(id: string, ctx: Rolldown.ChunkingContext) {
  let graphs = firstLoadGraphs.get(ctx);
  if (!graphs) {
    graphs = { shell: staticGraph(entryModule, ctx), home: staticGraph(homeRoute, ctx) };
    firstLoadGraphs.set(ctx, graphs);
  }
  const inFirstLoad =
    FRAMEWORK.test(id) ||
    (isOwn(id) && (graphs.shell.has(id) || (graphs.home.has(id) && id !== homeRoute && !PAGE_CODE.test(id))));
  return inFirstLoad ? 'first-load' : null;
}

/** Fails the build when the shell statically imports our code from outside the first-load folders. */
const firstLoadFolders: Plugin = {
  name: 'khelpass:first-load-folders',
  apply: 'build',
  buildEnd(error) {
    if (error) return;
    const strays = [...staticGraph(entryModule, this)].filter(
      (id) => isOwn(id) && !FIRST_LOAD_FOLDERS.test(id.slice(ownCode.length - 5)),
    );
    if (strays.length > 0)
      this.error(
        'The shell imports these statically, so they would join the first load, but they are not in a ' +
          'first-load folder (src/client/shell/, features/*/shell/, lib/, components/ui/, src/shared/): ' +
          `${strays.map((id) => id.slice(ownCode.length - 4)).join(', ')}. Import them lazily, or ` +
          'move them to a first-load folder if the first page really needs them (decision 006).',
      );
  },
};

const isRouteModule = (id: string | null) => id?.includes('/src/client/routes/') === true;

/** Chunks the entry imports statically: on every page before any lazy chunk. */
const alwaysLoaded = /(^|\/)(first-load|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), treeShakeReactRouter, firstLoadFolders],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && existsSync(routerProduction)
        ? [{ find: /^react-router$/, replacement: routerProduction }]
        : []),
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Browsers without <link rel="modulepreload"> (Safari < 17, Firefox < 115) still load every
    // module, just without the early hint; the polyfill is not worth its bytes in the first load.
    modulePreload: {
      polyfill: false,
      // Lazy chunks need not list the chunks index.html already loads (preload map in the entry).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !alwaysLoaded.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Shared lazy chunks are named by their hash alone: their names sit in the entry's preload
        // map and import paths, and nobody reads them. Route chunks and the first-load chunk keep
        // their names (bench report, network panel).
        chunkFileNames: (chunk) =>
          chunk.name === 'first-load' ||
          chunk.name === 'rolldown-runtime' ||
          isRouteModule(chunk.facadeModuleId)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        codeSplitting: {
          groups: [{ name: firstLoadChunk, priority: 2 }],
        },
      },
    },
  },
  server: {
    // The API answers only for the origins scripts/dev.mjs gives it (PUBLIC_ORIGIN), this port's among them.
    port: 5173,
    strictPort: true,
    // The browser's Host (localhost:5173) goes through: the API's same-origin check compares it with
    // Origin. (The string shorthand would rewrite it to the API's address.)
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
