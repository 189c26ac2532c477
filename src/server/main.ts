import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { vacuumHotTables } from './db/maintenance';
import { prepareDatabase } from './db/prepare';
import { parseEnv } from './env';
import { projectPath } from './project-path';

const startedAt = performance.now();
const env = parseEnv();
const log = (message: string, detail?: unknown) => {
  if (env.LOG_LEVEL === 'silent') return;
  if (detail === undefined) console.log(message);
  else console.error(message, detail);
};

const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  timeoutSeconds: env.DB_TIMEOUT_SECONDS,
});
await prepareDatabase(database, { seedEvents: env.SEED_EVENTS, seedAccounts: env.SEED_DEMO_ACCOUNTS, log });

// An empty CLIENT_DIR serves the API only (dev, where Vite serves the client).
const clientDir = env.CLIENT_DIR ? projectPath(env.CLIENT_DIR) : undefined;
const app = createApp({
  database,
  clientDir,
  log,
  holdSeconds: env.HOLD_SECONDS,
  sessionsPerOwner: env.SESSIONS_PER_FAN,
  sessionsPerAddress: env.SESSIONS_PER_ADDRESS,
  auth: {
    cookieSecure: env.COOKIE_SECURE,
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    trustProxy: env.TRUST_PROXY,
  },
});
const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
  const ms = Math.round(performance.now() - startedAt);
  log(`KhelPass on http://${env.HOST}:${info.port} (${database.kind}, ready in ${ms} ms)`);
});

const stopVacuum = vacuumHotTables(database, log);
// Every capture ends in a booking or a refund: webhooks not yet acknowledged, now and every minute.
const stopReconciler = app.background.startReconciler(env.RECONCILE_SECONDS * 1000);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  stopVacuum();
  stopReconciler();
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
  // Open keep-alive connections must not hold the data folder hostage.
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
