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
 * One chunk for everything the first page load needs except the home route's own module: the shell
 * (every module the entry imports statically), the framework, and the small shared modules the home
 * route uses. Left to itself the bundler splits these into a dozen chunks (one request, one cold
 * gzip dictionary and one preload-map entry each, plus imports and exports between them); one chunk
 * is ~1.5 kB gzip smaller. Dependencies come along (includeDependenciesRecursively), which keeps
 * execution order safe. Every other page needs nearly all of it too. Check: `npm run bench bundle`.
 */
const entryModule = normalizePath(fileURLToPath(new URL('./src/client/main.tsx', import.meta.url)));
const homeNeeds = [
  /\/node_modules\/(react|react-dom|scheduler|react-router)\//,
  /\/node_modules\/@tanstack\/react-query\/build\/modern\/(QueryClientProvider|useQuery|useBaseQuery|QueryErrorResetBoundary|IsRestoringProvider|errorBoundaryUtils|suspense|queryOptions)\.js$/,
  /\/node_modules\/@tanstack\/query-core\/build\/modern\/(queryClient|queryObserver)\.js$/,
  /\/node_modules\/lucide-react\/dist\/esm\/icons\/(calendar-days|arrow-right)\.mjs$/,
  /\/src\/shared\/domain\/(money|time|event-badges)\.ts$/,
  /\/src\/client\/components\/ui\/(badge|button-class|query-error)\.tsx?$/,
  /\/src\/client\/features\/(events\/api\/get-events|catalogue\/api\/get-sports)\.ts$/,
];
/** Per chunking pass: our own modules the entry imports statically (its static graph under src/). */
const shellModules = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
function isShellModule(id: string, ctx: Rolldown.ChunkingContext) {
  let shell = shellModules.get(ctx);
  if (!shell) {
    const seen = new Set<string>();
    const stack = [entryModule];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    shell = seen;
    shellModules.set(ctx, shell);
  }
  return id.includes('/src/') && shell.has(id);
}
const firstLoadChunk = (id: string, ctx: Rolldown.ChunkingContext) =>
  homeNeeds.some((pattern) => pattern.test(id)) || isShellModule(id, ctx) ? 'first-load' : null;

const accountModules =
  /\/src\/(client\/features\/(auth|account|cart)\/|client\/lib\/(api-send|theme)\.ts|shared\/domain\/(cart|wishlist|phone)\.ts|client\/components\/layout\/(require-auth|user-menu-radix|drawer-sheet|search-with-cart)\.tsx)/;

const signedInModules =
  /\/src\/(client\/features\/auth\/landing\.ts|shared\/domain\/(roles|redirect|avatar)\.ts|client\/components\/layout\/user-menu\.tsx)$/;

const isRouteModule = (id: string | null) => id?.includes('/src/client/routes/') === true;

/** Chunks the entry imports statically: on every page before any lazy chunk. */
const alwaysLoaded = /(^|\/)(first-load|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), treeShakeReactRouter],
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
          groups: [
            { name: firstLoadChunk, priority: 2 },
            // The account area's many small lazy modules (api calls, rules, forms, drawers) as one
            // chunk: each separate chunk would add a file name to the first load's preload map.
            { name: 'account', test: accountModules, priority: 1 },
            // Icons shared by lazy chunks: one small chunk instead of one per icon.
            { name: 'icons', test: /\/node_modules\/lucide-react\//, priority: 1 },
            // The avatar and the landing redirect stay small and apart: a signed-in visitor loads
            // them on every start (the menu's Radix code waits for the first interaction).
            { name: 'signed-in', test: signedInModules, priority: 3, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
}));
