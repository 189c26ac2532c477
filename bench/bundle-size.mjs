// Bundle size: the JavaScript that '/' loads, gzip level 9, against the first-load budget (decision 006).
// Two measurements:
//   static   the entry script and <link rel="modulepreload"> files named in dist/client/index.html
//   browser  every same-origin script Chromium actually fetches while opening '/' (this includes the
//            lazily loaded home route); the budget is judged on this one when Chromium is available.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_BUDGET_KB as BUDGET_KB } from '../scripts/first-load-budget.mjs';
import { CHROMIUM_ARGS, ensureSystemDeps } from '../scripts/system-deps.mjs';
import { clientDir, round, seededDataDir, startServer, table, verdict } from './lib.mjs';

export const title = 'Bundle size (JavaScript loaded by /)';
export { BUDGET_KB };

function attributes(source) {
  const result = {};
  for (const match of source.matchAll(/([\w:-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
    const name = match[1]?.toLowerCase();
    if (name) result[name] = (match[2] ?? '').replace(/^["']|["']$/g, '');
  }
  return result;
}

/** The JS files index.html loads up front: module entry scripts and modulepreload links. */
export function initialScripts(html) {
  const files = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const tag = match[1]?.toLowerCase();
    const attrs = attributes(match[2] ?? '');
    if (tag === 'script' && attrs.src) files.push(attrs.src);
    if (tag === 'link' && attrs.rel?.split(/\s+/).includes('modulepreload') && attrs.href)
      files.push(attrs.href);
  }
  return [...new Set(files)];
}

function localFile(urlPath) {
  if (/^(https?:)?\/\//.test(urlPath)) return undefined;
  return join(clientDir, decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '').replace(/^\/+/, ''));
}

function measure(paths) {
  return paths.map((path) => {
    const file = localFile(path);
    if (!file) return { path, external: true, bytes: 0, gzipBytes: 0 };
    const content = readFileSync(file);
    return { path, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}

const kb = (bytes) => round(bytes / 1000, 1);
const sum = (files) => files.reduce((total, file) => total + file.gzipBytes, 0);

async function scriptsLoadedByBrowser(executablePath) {
  const { chromium } = await import('@playwright/test');
  const { dataDir } = await seededDataDir();
  const server = await startServer({ env: { DATA_DIR: dataDir } });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.origin === server.baseUrl)
        scripts.add(url.pathname);
    });
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    return [...scripts];
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function run() {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const staticFiles = measure(initialScripts(html));
  const staticTotal = sum(staticFiles);

  let browserFiles;
  let browserNote = '';
  try {
    const { chromiumPath } = ensureSystemDeps({ need: ['chromium'], quiet: true });
    browserFiles = measure(await scriptsLoadedByBrowser(chromiumPath));
  } catch (error) {
    browserNote = `Browser measurement unavailable (${error instanceof Error ? error.message.split('\n')[0] : error}); judged on the static list.`;
  }
  const browserTotal = browserFiles ? sum(browserFiles) : undefined;
  const judged = browserTotal ?? staticTotal;
  const pass = judged <= BUDGET_KB * 1000;

  const rows = (browserFiles ?? staticFiles).map((file) => [
    `\`${file.path}\``,
    file.external ? 'external' : kb(file.bytes),
    file.external ? 'external' : kb(file.gzipBytes),
    staticFiles.some((s) => s.path === file.path) ? 'yes' : 'no (loaded after start)',
  ]);
  const markdown = [
    table(
      ['measurement', 'files', 'kB gzip -9', 'budget', 'verdict'],
      [
        [
          'static (index.html entry + modulepreload)',
          staticFiles.length,
          kb(staticTotal),
          `${BUDGET_KB} kB`,
          browserTotal === undefined ? verdict(pass) : 'info',
        ],
        ...(browserTotal === undefined
          ? []
          : [
              [
                'browser (scripts Chromium fetched for /)',
                browserFiles.length,
                kb(browserTotal),
                `${BUDGET_KB} kB`,
                verdict(pass),
              ],
            ]),
      ],
    ),
    '',
    table(['file', 'kB raw', 'kB gzip -9', 'in index.html'], rows),
    browserNote ? `\n${browserNote}` : '',
  ].join('\n');

  return {
    title,
    pass,
    markdown,
    data: {
      budgetKb: BUDGET_KB,
      staticGzipKb: kb(staticTotal),
      browserGzipKb: browserTotal === undefined ? null : kb(browserTotal),
      judgedGzipKb: kb(judged),
      staticFiles,
      browserFiles: browserFiles ?? null,
    },
  };
}
