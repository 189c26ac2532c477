import { join } from 'node:path';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { vacuumHotTables } from './db/maintenance';
import { prepareDatabase } from './db/prepare';
import { parseEnv } from './env';
import { isWildcardAddress, listenAddressHosts, originHosts, thisMachine } from './http/allowed-hosts';
import { listen } from './http/listen';
import { projectPath } from './project-path';

/** How often the Web Push outbox is looked at (an indexed look at nothing, when nothing is due). */
const PUSH_PASS_MS = 2000;
/** How often the e-mail outbox is looked at: another process's mails, retries, postponements. */
const MAIL_PASS_MS = 5000;
/** How often queued on-sales admit: small, even steps (at the default rate, about 90 fans a step). */
const QUEUE_ADMISSION_MS = 2000;

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
const allowedHosts = new Set(
  env.PUBLIC_ORIGIN ? originHosts(env.PUBLIC_ORIGIN) : listenAddressHosts(env.HOST, env.PORT, thisMachine()),
);
if (!env.PUBLIC_ORIGIN && isWildcardAddress(env.HOST)) {
  log(
    `Listening on every interface (HOST=${env.HOST}), answering only for ${[...allowedHosts].join(', ')}; ` +
      'set PUBLIC_ORIGIN to the address people use (e.g. https://tickets.example.in)',
  );
}
const app = createApp({
  database,
  allowedHosts,
  clientDir,
  log,
  holdSeconds: env.HOLD_SECONDS,
  webhookClaimSeconds: env.WEBHOOK_CLAIM_SECONDS,
  sessionsPerOwner: env.SESSIONS_PER_FAN,
  sessionsPerAddress: env.SESSIONS_PER_ADDRESS,
  weather: { apiUrl: env.WEATHER_API_URL, apiKey: env.WEATHER_API_KEY },
  auth: {
    cookieSecure: env.COOKIE_SECURE,
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    trustProxy: env.TRUST_PROXY,
    signUpsPerAddress: env.SIGN_UPS_PER_ADDRESS,
  },
  push: {
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT,
    allowLoopbackEndpoints: env.PUSH_LOOPBACK_ENDPOINTS,
  },
  mail: {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: join(projectPath(env.DATA_DIR), 'outbox'),
    siteOrigin: env.PUBLIC_ORIGIN?.[0] ?? `http://${[...allowedHosts][0]}`,
  },
});
// The Web Push keys exist from the first start on (generated and stored unless configured).
await app.push.publicKey();
if (!env.SMTP_URL)
  log(
    `E-mail is not configured (SMTP_URL unset): mails are written to ${join(projectPath(env.DATA_DIR), 'outbox')}`,
  );
if (!env.WEATHER_API_KEY)
  log('Weather is not configured (WEATHER_API_KEY unset): the header shows it unavailable');
const { server, port } = await listen({ fetch: app.fetch, hostname: env.HOST, port: env.PORT });
const readyMs = Math.round(performance.now() - startedAt);
log(`KhelPass on http://${env.HOST}:${port} (${database.kind}, ready in ${readyMs} ms)`);

const stopVacuum = vacuumHotTables(database, log);
// Every capture ends in a booking or a refund (webhooks not yet acknowledged), and every booking of
// a cancelled event in a refund (what a stop left halfway): now and every minute.
const stopReconciler = app.background.startReconciler(env.RECONCILE_SECONDS * 1000);

// Card prices are computed when asked; the sort cache follows sales and deal boundaries within seconds.
const stopPriceSweep = app.background.startPriceSweep(env.PRICE_SWEEP_SECONDS * 1000);

// Notifications are pushed as soon as this process writes them; the timer takes those written in
// another process or in a transaction that committed after its nudge.
const stopPushes = app.background.startPushes(PUSH_PASS_MS);
// Reminders, live updates, snoozed reminders, price alerts and recommendations, on the shared schedule.
const stopNotificationJobs = app.background.startNotificationJobs(env.NOTIFY_SECONDS * 1000);
// E-mails go out as soon as this process confirms or refunds; the timer takes the rest.
const stopMail = app.background.startMail(MAIL_PASS_MS);
// Queued on-sales let their next fans in at each queue's rate (whichever process gets there first).
const stopAdmissions = app.background.startAdmissions(QUEUE_ADMISSION_MS);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  stopVacuum();
  stopReconciler();
  stopPriceSweep();
  stopPushes();
  stopNotificationJobs();
  stopMail();
  stopAdmissions();
  app.notificationStreams.close();
  app.queueStreams.close();
  server.close(async () => {
    await app.background.idle();
    app.mail.close();
    await database.close();
    process.exit(0);
  });
  // Open keep-alive connections must not hold the data folder hostage.
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
