import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from './db/client';
import { HttpError } from './http/errors';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { healthRoutes } from './modules/health/health.routes';

export interface AppDeps {
  database: Database;
  /** Built SPA to serve; omitted in API-only use (tests, dev server). */
  clientDir?: string;
  now?: () => Date;
  log?: (message: string, detail?: unknown) => void;
}

export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});
  const app = new Hono();

  app.use('*', secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  app.use('*', compress());

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(
        {
          error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
        },
        error.status,
      );
    }
    log('unhandled error', error);
    return c.json({ error: { code: 'internal', message: 'Something went wrong on our side' } }, 500);
  });

  const api = new Hono();
  api.route('/health', healthRoutes(deps.database));
  api.route('/', catalogueRoutes({ db: deps.database.db, now }));
  // Unknown /api paths answer JSON, never the SPA's HTML.
  api.all('*', (c) => c.json({ error: { code: 'not_found', message: `No API route ${c.req.path}` } }, 404));
  app.route('/api', api);

  if (deps.clientDir && existsSync(join(deps.clientDir, 'index.html'))) mountClient(app, deps.clientDir);
  return app;
}

function mountClient(app: Hono, clientDir: string) {
  const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: clientDir }));
  // Every other path is a client route; the SPA decides between a page and its not-found screen.
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
