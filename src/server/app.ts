import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { SUPPORT, TIMING } from '../shared/constants';
import type { Database } from './db/client';
import { databaseUnavailableCause } from './db/unavailable';
import { allowedHostGuard } from './http/allowed-hosts';
import { bodyLimit } from './http/body-limit';
import { compressResponses } from './http/compress';
import { sameOriginGuard } from './http/csrf';
import { databaseUnavailable, type ErrorStatus, HttpError } from './http/errors';
import { inlineScriptHashes, securityHeaders } from './http/security-headers';
import { type CookieSecure, type HttpAuthConfig, sessionMiddleware } from './http/session';
import { refuseUnstorableQuery } from './http/validate';
import { periodicPass } from './jobs/periodic-pass';
import { createJobSchedule } from './jobs/schedule';
import { createScheduleRepo } from './jobs/schedule.repo';
import { createAuditRepo } from './modules/audit/audit.repo';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { createAccountsRepo } from './modules/auth/accounts.repo';
import { accountsRoutes } from './modules/auth/accounts.routes';
import { createAccountsService } from './modules/auth/accounts.service';
import { createAuthRepo } from './modules/auth/auth.repo';
import { authRoutes } from './modules/auth/auth.routes';
import {
  createAuthService,
  SESSION_ABSOLUTE_DAYS,
  SIGN_UPS_PER_ADDRESS,
  sleep,
} from './modules/auth/auth.service';
import {
  accountRoutes,
  emailConfirmationRoutes,
  passwordResetRoutes,
} from './modules/auth/credentials.routes';
import { createCredentialsService } from './modules/auth/credentials.service';
import { createThrottles } from './modules/auth/throttle';
import { createBannersRepo } from './modules/banners/banners.repo';
import { bannerRoutes } from './modules/banners/banners.routes';
import { createBannersService } from './modules/banners/banners.service';
import { createAdminBookingsRepo } from './modules/bookings/admin-bookings.repo';
import { adminBookingRoutes } from './modules/bookings/admin-bookings.routes';
import { createAdminBookingsService } from './modules/bookings/admin-bookings.service';
import { createBookingsRepo } from './modules/bookings/bookings.repo';
import { bookingRoutes, checkoutRoutes, paymentWebhookRoutes } from './modules/bookings/bookings.routes';
import { createBookingsService } from './modules/bookings/bookings.service';
import { createLookupRepo } from './modules/bookings/lookup.repo';
import { lookupRoutes } from './modules/bookings/lookup.routes';
import { createLookupService } from './modules/bookings/lookup.service';
import { createTransfersRepo } from './modules/bookings/transfers.repo';
import { transferRoutes } from './modules/bookings/transfers.routes';
import { createTransfersService } from './modules/bookings/transfers.service';
import { createCatalogueRepo } from './modules/catalogue/catalogue.repo';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createDealsRepo } from './modules/deals/deals.repo';
import { dealRoutes } from './modules/deals/deals.routes';
import { createDealsService } from './modules/deals/deals.service';
import { createPriceSweep } from './modules/deals/price-sweep';
import { createGateRepo } from './modules/gate/gate.repo';
import { admissionRoutes, gateKeyRoutes, ticketRoutes } from './modules/gate/gate.routes';
import { createGateService } from './modules/gate/gate.service';
import { createGatewayRepo } from './modules/gateway/gateway.repo';
import { gatewayRoutes } from './modules/gateway/gateway.routes';
import { createGatewayService } from './modules/gateway/gateway.service';
import { createWebhookDispatcher, WEBHOOK_SIGNATURE_HEADER } from './modules/gateway/webhooks';
import { healthRoutes } from './modules/health/health.routes';
import { createBlockInventoryRepo } from './modules/inventory/block-inventory.repo';
import { blockInventoryRoutes } from './modules/inventory/block-inventory.routes';
import { createBlockInventoryService } from './modules/inventory/block-inventory.service';
import { createInventoryRepo } from './modules/inventory/inventory.repo';
import { holdRoutes, seatingRoutes } from './modules/inventory/inventory.routes';
import { createInventoryService } from './modules/inventory/inventory.service';
import { createMailRepo } from './modules/mail/mail.repo';
import { createMailService } from './modules/mail/mail.service';
import {
  createMailTransport,
  DEFAULT_MAIL_FROM,
  type MailTransportOptions,
} from './modules/mail/mail.transport';
import { createMeRepo } from './modules/me/me.repo';
import { meRoutes } from './modules/me/me.routes';
import { createMeService } from './modules/me/me.service';
import { createNewsRepo } from './modules/news/news.repo';
import { adminNewsRoutes, newsRoutes } from './modules/news/news.routes';
import { createNewsService } from './modules/news/news.service';
import { createSourcesRepo } from './modules/notification-sources/sources.repo';
import { createNotificationSources } from './modules/notification-sources/sources.service';
import { createNotificationsRepo } from './modules/notifications/notifications.repo';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import {
  createNotificationStreams,
  type NotificationStreamOptions,
} from './modules/notifications/notifications.stream';
import { createAdminEventsRepo } from './modules/organizer/admin-events.repo';
import { adminEventRoutes, adminOrganizerRoutes } from './modules/organizer/admin-events.routes';
import { createAdminEventsService } from './modules/organizer/admin-events.service';
import { createEventEditorRepo } from './modules/organizer/event-editor.repo';
import { createEventEditorService } from './modules/organizer/event-editor.service';
import { createOrganizerRepo } from './modules/organizer/organizer.repo';
import { organizerRoutes } from './modules/organizer/organizer.routes';
import { createOrganizerService } from './modules/organizer/organizer.service';
import { createSalesRepo } from './modules/organizer/sales.repo';
import { createSalesService } from './modules/organizer/sales.service';
import { createOverviewRepo } from './modules/overview/overview.repo';
import { adminRoutes } from './modules/overview/overview.routes';
import { createOverviewService } from './modules/overview/overview.service';
import { createPushRepo } from './modules/push/push.repo';
import { pushRoutes } from './modules/push/push.routes';
import { createPushService } from './modules/push/push.service';
import { createPushDelivery } from './modules/push/push-delivery';
import { type VapidKeys, vapidKeysLoader } from './modules/push/vapid';
import { createSigner } from './modules/signing/signing';
import { createSigningRepo } from './modules/signing/signing.repo';
import { createTicketKeys } from './modules/signing/ticket-keys';
import { createVenuePlansRepo } from './modules/venue-plans/venue-plans.repo';
import { venuePlanRoutes } from './modules/venue-plans/venue-plans.routes';
import { createVenuePlansService } from './modules/venue-plans/venue-plans.service';
import { createWaitingRoomRepo } from './modules/waiting-room/waiting-room.repo';
import { queueRoutes, queueSettingsRoutes } from './modules/waiting-room/waiting-room.routes';
import { createWaitingRoomService } from './modules/waiting-room/waiting-room.service';
import { createQueueStreams, type QueueStreamOptions } from './modules/waiting-room/waiting-room.stream';
import { weatherRoutes } from './modules/weather/weather.routes';
import { createWeatherService, WEATHER_TIMEOUT_MS } from './modules/weather/weather.service';
import { createWeatherUpstream } from './modules/weather/weather.upstream';
import { projectPath } from './project-path';

/** Largest request body the API reads. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface AuthOptions {
  /** env COOKIE_SECURE. */
  cookieSecure: CookieSecure;
  /** env SESSION_IDLE_DAYS. */
  sessionIdleDays: number;
  /** env TRUST_PROXY. */
  trustProxy: boolean;
  /** Waits after a failed sign-in (200 ms × failures, at most 2 s); tests pass a recorder. */
  failureDelay: (ms: number) => Promise<void>;
  /** env SIGN_UPS_PER_ADDRESS: sign-ups per address per hour; 0 is no cap. */
  signUpsPerAddress: number;
}

export const DEFAULT_AUTH_OPTIONS: AuthOptions = {
  cookieSecure: 'auto',
  sessionIdleDays: 14,
  trustProxy: false,
  failureDelay: sleep,
  signUpsPerAddress: SIGN_UPS_PER_ADDRESS,
};

export interface AppDeps {
  database: Database;
  /** Host header values the site answers for (env PUBLIC_ORIGIN, else the listen address); others get 421. */
  allowedHosts: ReadonlySet<string>;
  /** Built SPA to serve; omitted in API-only use (tests, dev server). */
  clientDir?: string;
  now?: () => Date;
  log?: (message: string, detail?: unknown) => void;
  auth?: Partial<AuthOptions>;
  /** Length of a booking session (env HOLD_SECONDS; the spec's 900 s by default). */
  holdSeconds?: number;
  /** Open booking sessions per event (env SESSIONS_PER_FAN, SESSIONS_PER_ADDRESS; 0 is no cap per address). */
  sessionsPerOwner?: number;
  sessionsPerAddress?: number;
  /**
   * Whether the gateway sends a capture's webhook at once (true, as a real gateway does) or only
   * when the reconciler runs (tests drive it with background.reconcileNow to stay deterministic).
   */
  webhooksAtOnce?: boolean;
  /** How long a process owns the capture webhooks it picked to send (env WEBHOOK_CLAIM_SECONDS). */
  webhookClaimSeconds?: number;
  push?: Partial<PushOptions>;
  /** The weather service behind GET /api/weather; without a key that endpoint answers 503. */
  weather?: WeatherOptions;
  /** Timings of the live notification streams (tests shorten the heartbeat). */
  notificationStreams?: NotificationStreamOptions;
  /** Timings of the queues' live status streams (tests shorten them). */
  queueStreams?: QueueStreamOptions;
  /**
   * E-mail (env SMTP_URL, MAIL_FROM, DATA_DIR/outbox). Given, the mail pass runs after each change
   * that writes a mail; omitted (most tests), mails wait in the outbox until background.mailNow.
   */
  mail?: MailOptions;
}

export interface MailOptions extends MailTransportOptions {
  /** Where the site's links in e-mails point (the first PUBLIC_ORIGIN). */
  siteOrigin?: string;
}

export interface WeatherOptions {
  /** env WEATHER_API_URL (without a trailing slash). */
  apiUrl: string;
  /** env WEATHER_API_KEY; unset: weather is not configured. */
  apiKey?: string;
  /** The longest wait for the service (3 s; tests shorten it). */
  timeoutMs?: number;
}

/** Web Push settings (env VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, PUSH_LOOPBACK_ENDPOINTS). */
export interface PushOptions {
  /** The configured key pair; unset, one is generated on first use and kept in the database. */
  vapidKeys?: VapidKeys;
  vapidSubject: string;
  /** Accept http://127.0.0.1 and localhost endpoints (a test's local push service). */
  allowLoopbackEndpoints: boolean;
  /** How long a push service may take to answer one delivery. */
  timeoutMs?: number;
}

export const DEFAULT_PUSH_OPTIONS: PushOptions = {
  vapidSubject: `mailto:${SUPPORT.email}`,
  allowLoopbackEndpoints: false,
};

/** Work the server does besides answering requests (started by main.ts). */
export interface Background {
  /** Sends every due capture webhook now; answers how many were settled. */
  reconcileNow: () => Promise<number>;
  /** Refunds every booking still confirmed of a cancelled event now; answers how many. */
  refundNow: () => Promise<number>;
  /**
   * Brings every event's count of places sold up to its sales now (a process that died between a
   * sale and its count); answers how many events it raised.
   */
  countSoldNow: () => Promise<number>;
  /** The three passes now and every `everyMs`; returns a stop function. */
  startReconciler: (everyMs: number) => () => void;
  /** Brings the stale card-price sort cache up to date now; answers how many events it refreshed. */
  sweepPricesNow: () => Promise<number>;
  /** Sweeps prices now and every `everyMs`; returns a stop function. */
  startPriceSweep: (everyMs: number) => () => void;
  /** Pushes every notification not yet pushed now; answers how many reached a browser. */
  pushNow: () => Promise<number>;
  /** Pushes now and every `everyMs` (notifications another process wrote); returns a stop function. */
  startPushes: (everyMs: number) => () => void;
  /** Sends every e-mail of the outbox that is due now; answers how many were sent. */
  mailNow: () => Promise<number>;
  /** Sends due e-mails now and every `everyMs` (another process's, retries, a crash's leftovers). */
  startMail: (everyMs: number) => () => void;
  /** Resolves when no background pass is running (before the database closes: tests, shutdown). */
  idle: () => Promise<void>;
  /**
   * Runs the notification jobs that are due (reminders, live updates, snoozes, price alerts,
   * recommendations); answers how many notifications they created.
   */
  notifyNow: () => Promise<number>;
  /** The notification jobs now and every `everyMs` (also their spacing on the shared schedule). */
  startNotificationJobs: (everyMs: number) => () => void;
  /** Admits the next fans of every started queue at its rate now; answers how many. */
  admitNow: () => Promise<number>;
  /** Admissions now and every `everyMs`; returns a stop function. */
  startAdmissions: (everyMs: number) => () => void;
}

/** How often the notification jobs run unless main.ts says otherwise (env NOTIFY_SECONDS). */
export const NOTIFY_EVERY_MS = 30_000;

/** Defaults of the cap on open booking sessions per event (decision record 007). */
export const SESSIONS_PER_OWNER = 2;
export const SESSIONS_PER_ADDRESS = 8;

export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});
  const auth = { ...DEFAULT_AUTH_OPTIONS, ...deps.auth };
  const app = new Hono();
  const indexHtml = deps.clientDir ? readIndexHtml(deps.clientDir) : undefined;

  app.use('*', allowedHostGuard({ allowedHosts: deps.allowedHosts, trustProxy: auth.trustProxy }));
  app.use('*', securityHeaders({ inlineScriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [] }));
  app.use('*', compressResponses());

  app.onError((caught, c) => {
    const outage = databaseUnavailableCause(caught);
    // The driver's own message: drizzle's wrapper quotes the query and its parameters.
    if (outage) log(`database unavailable: ${outage.message}`);
    const error = outage ? databaseUnavailable() : caught;
    if (error instanceof HttpError) {
      return c.json(
        {
          error: {
            ...error.details,
            code: error.code,
            message: error.message,
            ...(error.fields && { fields: error.fields }),
          },
        },
        error.status,
        error.headers,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ErrorStatus;
      return c.json({ error: { code: 'http_error', message: error.message || 'Bad request' } }, status);
    }
    // The client went away mid-request (it closed, or the request timeout cut off its body): there is
    // no one to answer, and no fault of ours to log.
    if (c.req.raw.signal.aborted) return c.body(null, 400);
    log('unhandled error', error);
    return c.json({ error: { code: 'internal', message: 'Something went wrong on our side' } }, 500);
  });

  const db = deps.database.db;
  const httpAuth: HttpAuthConfig = {
    cookieSecure: auth.cookieSecure,
    trustProxy: auth.trustProxy,
    cookieMaxAgeSeconds: SESSION_ABSOLUTE_DAYS * 86_400,
  };

  // Every service once; routes get the services they answer for.
  const authRepo = createAuthRepo(db);
  const catalogue = createCatalogueService(createCatalogueRepo(db), now);
  const venuePlans = createVenuePlansService(createVenuePlansRepo(db));
  const me = createMeService(createMeRepo(db), now);
  const overview = createOverviewService(createOverviewRepo(db), now);
  const audit = createAuditService(createAuditRepo(db), now);
  const news = createNewsService(createNewsRepo(db), audit, now);
  const accounts = createAccountsService({ repo: createAccountsRepo(db), audit, now });
  // Written notifications go to the fans' browsers soon after they commit, never holding up the
  // change they report (a push service may take seconds), and to this process's live streams.
  const pushSoon = () => void pushes.nudge().catch((error: unknown) => log('push pass failed', error));
  const notificationsRepo = createNotificationsRepo(db);
  const notificationStreams = createNotificationStreams({
    repo: notificationsRepo,
    liveSessionIds: (ids) => authService.liveSessionIds(ids),
    log,
    options: deps.notificationStreams,
  });
  const notifications = createNotificationsService(notificationsRepo, now, log, () => {
    pushSoon();
    notificationStreams.nudge();
  });
  const deals = createDealsService(createDealsRepo(db), now, audit);
  const banners = createBannersService(createBannersRepo(db), now);
  const priceSweep = createPriceSweep({ deals, now, log });
  const perAddress = deps.sessionsPerAddress ?? SESSIONS_PER_ADDRESS;
  const inventory = createInventoryService(
    createInventoryRepo(db, deps.database.holdsDb),
    now,
    {
      holdSeconds: deps.holdSeconds ?? TIMING.sessionSeconds,
      sessionsPerOwner: deps.sessionsPerOwner ?? SESSIONS_PER_OWNER,
      sessionsPerAddress: perAddress > 0 ? perAddress : null,
    },
    venuePlans,
  );
  const blockInventory = createBlockInventoryService(createBlockInventoryRepo(db), now, venuePlans);
  const signingRepo = createSigningRepo(db);
  const ticketKeys = createTicketKeys(signingRepo);
  const gate = createGateService({
    repo: createGateRepo(db),
    ticketKeys,
    ticketSigner: createSigner(signingRepo, 'tickets'),
    audit,
    now,
  });
  const sales = createSalesService(createSalesRepo(db), now, inventory, gate.salesFigures);
  const editor = createEventEditorService({
    repo: createEventEditorRepo(db),
    inventory,
    audit,
    now,
    plans: venuePlans,
  });
  const gatewayRepo = createGatewayRepo(db);
  const webhookSigner = createSigner(signingRepo, 'gateway-webhook');
  // At a host the site answers for: the Host check runs first.
  const webhookUrl = `http://${[...deps.allowedHosts][0]}/api/payments/webhook`;
  const webhooks = createWebhookDispatcher({
    repo: gatewayRepo,
    signer: webhookSigner,
    now,
    log,
    claimSeconds: deps.webhookClaimSeconds,
    // The gateway posts to the merchant's webhook endpoint through the whole HTTP stack.
    deliver: async (body, signature) => {
      const response = await app.request(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
        body,
      });
      return response.ok;
    },
  });
  const atOnce = deps.webhooksAtOnce ?? true;
  const gateway = createGatewayService(gatewayRepo, createSigner(signingRepo, 'gateway'), now, () => {
    if (atOnce) void webhooks.nudge().catch((error: unknown) => log('webhook dispatch failed', error));
  });
  const mailOptions = deps.mail ?? {
    from: DEFAULT_MAIL_FROM,
    outboxDir: projectPath('data/outbox'),
  };
  // Where links in e-mails lead.
  const siteOrigin = mailOptions.siteOrigin ?? `http://${[...deps.allowedHosts][0]}`;
  const mail = createMailService({
    repo: createMailRepo(db),
    transport: createMailTransport(mailOptions, log),
    siteOrigin,
    now,
    log,
  });
  const mails = periodicPass('mail', mail.deliverDue, log);
  // Mails go out soon after the change that wrote them commits, never holding it up.
  const mailSoon = () => {
    if (deps.mail) void mails.nudge().catch((error: unknown) => log('mail pass failed', error));
  };
  const pushOptions = { ...DEFAULT_PUSH_OPTIONS, ...deps.push };
  const pushRepo = createPushRepo(db);
  const push = createPushService({
    repo: pushRepo,
    vapidKeys: vapidKeysLoader({ secret: signingRepo.secret, configured: pushOptions.vapidKeys }),
    subject: pushOptions.vapidSubject,
    allowLoopbackEndpoints: pushOptions.allowLoopbackEndpoints,
    pushEnabled: async (userId) => (await me.getPreferences(userId)).notifications.push,
    timeoutMs: pushOptions.timeoutMs,
    now,
    log,
  });
  const pushes = periodicPass(
    'push',
    createPushDelivery({ take: notifications.takeForPush, repo: pushRepo, push, now, log }),
    log,
  );
  const bookingsRepo = createBookingsRepo(db);
  const bookings = createBookingsService({
    repo: bookingsRepo,
    inventory,
    gateway,
    ticketKeys,
    now,
    recordActivity: (userId, action, data) => me.recordActivity(userId, { action, data }),
    notifyIn: notifications.notifyIn,
    notifyAllIn: (transaction, addressed) => notifications.createIn(transaction, addressed, now()),
    mailIn: mail.mailIn,
    onConfirmed: pushSoon,
    onMailed: mailSoon,
    countSold: (eventId) =>
      inventory.countSold(eventId).then(
        () => {},
        (error: unknown) => log(`sold count of ${eventId} failed`, error),
      ),
  });
  const adminBookings = createAdminBookingsService({
    repo: createAdminBookingsRepo(db),
    bookingsRepo,
    bookings,
    gateway,
    ticketKeys,
    audit,
    now,
    onMailed: () => {
      mailSoon();
      pushSoon();
    },
  });
  const transfers = createTransfersService({
    repo: createTransfersRepo(db),
    ticketKeys,
    now,
    siteOrigin,
    sendMailsIn: mail.sendIn,
    notifyIn: notifications.notifyIn,
    onMailed: mailSoon,
  });
  // Accounts prove their addresses by links mailed there; a proven address takes in its guest
  // bookings (issue 13, decision record 012).
  const credentials = createCredentialsService({
    repo: authRepo,
    mail,
    attachGuestBookingsIn: bookings.attachGuestBookingsIn,
    attachGuestBookings: bookings.attachGuestBookings,
    now,
    onMailed: mailSoon,
  });
  const authService = createAuthService(
    authRepo,
    {
      now,
      sessionIdleDays: auth.sessionIdleDays,
      failureDelay: auth.failureDelay,
      signUpsPerAddress: auth.signUpsPerAddress,
    },
    credentials.hooks,
  );
  const lookups = createLookupService({
    repo: createLookupRepo(db),
    mail,
    brake: createThrottles(authRepo).brake,
    viewForGrant: bookings.viewForGrant,
    confirmAddress: credentials.confirmAddress,
    now,
    onMailed: mailSoon,
  });
  // Events' counts of places sold behind their sales (a process died between a sale and its count).
  const soldCounts = periodicPass('sold count', () => inventory.countSold(), log);
  // Bookings of cancelled events still confirmed (a cancel's refunds go on here, and what a stopped
  // server left is refunded when it starts again).
  const refunds = periodicPass(
    'refund',
    async () => {
      const refunded = await bookings.refundCancelled();
      if (refunded > 0) pushSoon();
      return refunded;
    },
    log,
  );
  const organizer = createOrganizerService(
    createOrganizerRepo(db),
    now,
    {
      refundEvent: (eventId, limit) => bookings.refundCancelled({ eventId, limit }),
      // The buyers, and whoever holds tickets given to them (issue 13).
      tellPostponed: async (transaction, eventId) => {
        await bookings.tellPostponed(transaction, eventId);
        await transfers.tellHoldersIn(transaction, eventId, { kind: 'postponed' });
      },
      tellCancelled: async (transaction, eventId, reason) => {
        await bookings.tellCancelled(transaction, eventId, reason);
        await transfers.tellHoldersIn(transaction, eventId, { kind: 'cancelled', reason });
      },
      continueInBackground: () =>
        void refunds.nudge().catch((error: unknown) => log('refund pass failed', error)),
    },
    audit,
  );
  const adminEvents = createAdminEventsService({
    repo: createAdminEventsRepo(db),
    releaseHolds: inventory.releaseEventHolds,
    audit,
    now,
  });
  const weatherConfig = deps.weather;
  const weather = createWeatherService({
    upstream: weatherConfig?.apiKey
      ? createWeatherUpstream({
          baseUrl: weatherConfig.apiUrl,
          apiKey: weatherConfig.apiKey,
          timeoutMs: weatherConfig.timeoutMs ?? WEATHER_TIMEOUT_MS,
        })
      : null,
    now,
    log,
  });
  // Notifications that come from time passing or the catalogue, on the database's job schedule
  // (decision 010): one process runs each due job, whoever gets there first.
  const sources = createNotificationSources({
    repo: createSourcesRepo(db),
    notifications,
    mailIn: mail.sendIn,
    siteOrigin,
    now,
  });
  const schedule = createJobSchedule({ repo: createScheduleRepo(db), now, log });
  const notificationJobs = [notifications.snoozeJob, ...sources.jobs];
  let notifyEveryMs = NOTIFY_EVERY_MS;
  const notificationPass = periodicPass(
    'notification jobs',
    async () => {
      const created = await schedule.runDue(notificationJobs, notifyEveryMs);
      // A match reminder may have written its e-mail too.
      if (created > 0) {
        pushSoon();
        mailSoon();
      }
      return created;
    },
    log,
  );
  // The waiting room (decision 017): any process admits, the queue's row in PostgreSQL decides.
  const waitingRoom = createWaitingRoomService(createWaitingRoomRepo(db), now, audit);
  const queueStreams = createQueueStreams({
    statuses: waitingRoom.statuses,
    liveSessionIds: (ids) => authService.liveSessionIds(ids),
    log,
    options: deps.queueStreams,
  });
  const admissions = periodicPass(
    'queue admission',
    async () => {
      const admitted = await waitingRoom.admitDue();
      if (admitted > 0) queueStreams.nudge();
      return admitted;
    },
    log,
  );
  const loadSession = sessionMiddleware({ resolve: authService.resolveSession, config: httpAuth });

  // The gateway's webhook is signed, not same-origin: mounted ahead of the API's guards.
  app.use('/api/payments/webhook', bodyLimit(BODY_LIMIT_BYTES));
  app.route(
    '/api/payments/webhook',
    paymentWebhookRoutes({
      service: bookings,
      verifySignature: (body, signature) => webhookSigner.verify(body, signature, 'hex'),
    }),
  );

  const api = new Hono();
  // State-changing requests must come from our own pages; checked before any body is read.
  api.use('*', sameOriginGuard({ trustProxy: auth.trustProxy }));
  api.use('*', bodyLimit(BODY_LIMIT_BYTES));
  api.use('*', refuseUnstorableQuery);
  // Each module at its own prefixes, where its middleware applies to its routes alone. A path
  // inside another module's prefix is mounted before that module: hono runs matching handlers in
  // the order they were added, so the outer module's middleware never runs for it.
  api.route('/health', healthRoutes(deps.database));
  api.route(
    '/auth/password-reset',
    passwordResetRoutes({ credentials, auth: authService, config: httpAuth }),
  );
  api.route('/auth/email-confirmation', emailConfirmationRoutes({ credentials, config: httpAuth }));
  api.route('/auth', authRoutes({ service: authService, loadSession, config: httpAuth }));
  api.route('/account', accountRoutes({ credentials, loadSession }));
  api.route(
    '/me/notifications',
    notificationRoutes({
      service: notifications,
      streams: notificationStreams,
      loadSession,
      nextReminder: sources.nextReminder,
    }),
  );
  api.route('/me', meRoutes({ service: me, loadSession }));
  api.route('/push', pushRoutes({ service: push, loadSession }));
  api.route('/admin/audit', auditRoutes({ service: audit, loadSession }));
  api.route('/admin/bookings', adminBookingRoutes({ service: adminBookings, loadSession }));
  api.route('/admin/events', adminEventRoutes({ organizer, adminEvents, loadSession }));
  api.route('/admin/organizers', adminOrganizerRoutes({ adminEvents, loadSession }));
  api.route('/admin/news', adminNewsRoutes({ service: news, loadSession }));
  api.route('/admin/accounts', accountsRoutes({ service: accounts, loadSession }));
  api.route('/admin', adminRoutes({ service: overview, loadSession }));
  // Ahead of /organizer, whose guard admits organisers only: an admin may manage any event's deals.
  api.route('/organizer/events/:eventId/deals', dealRoutes({ service: deals, loadSession }));
  api.route('/organizer/events/:eventId/gate-key', gateKeyRoutes({ service: gate, loadSession }));
  api.route('/organizer/events/:eventId/admissions', admissionRoutes({ service: gate, loadSession }));
  api.route('/organizer/events/:eventId/queue', queueSettingsRoutes({ service: waitingRoom, loadSession }));
  api.route('/organizer', organizerRoutes({ overview, organizer, sales, editor, loadSession }));
  api.route('/holds/:holdId/checkout', checkoutRoutes({ service: bookings, loadSession, config: httpAuth }));
  api.route('/holds', holdRoutes({ service: inventory, loadSession, config: httpAuth }));
  api.route('/bookings/look-up', lookupRoutes({ service: lookups, loadSession, config: httpAuth }));
  api.route('/bookings', bookingRoutes({ service: bookings, loadSession, now, config: httpAuth }));
  // Ahead of the gate's /tickets routes, whose guard admits organisers only: a fan transfers a ticket.
  api.route('/tickets', transferRoutes({ service: transfers, loadSession }));
  api.route('/tickets', ticketRoutes({ service: gate, loadSession }));
  api.route('/gateway', gatewayRoutes(gateway));
  api.route('/events/:eventId/seating', seatingRoutes(inventory));
  api.route('/events/:eventId/blocks', blockInventoryRoutes(blockInventory));
  api.route(
    '/events/:eventId/queue',
    queueRoutes({ service: waitingRoom, streams: queueStreams, loadSession }),
  );
  api.route('/venues/:venueId/plan', venuePlanRoutes(venuePlans));
  api.route('/weather', weatherRoutes(weather));
  api.route('/banners', bannerRoutes({ service: banners, loadSession }));
  api.route('/news', newsRoutes(news));
  api.route('/', catalogueRoutes(catalogue));
  // Unknown /api paths answer JSON, never the SPA's HTML.
  api.all('*', (c) => c.json({ error: { code: 'not_found', message: `No API route ${c.req.path}` } }, 404));
  app.route('/api', api);

  if (deps.clientDir && indexHtml !== undefined) mountClient(app, deps.clientDir, indexHtml);
  const background: Background = {
    reconcileNow: () => webhooks.nudge(),
    refundNow: () => refunds.nudge(),
    countSoldNow: soldCounts.nudge,
    sweepPricesNow: priceSweep.nudge,
    startPriceSweep: priceSweep.start,
    pushNow: pushes.nudge,
    startPushes: pushes.start,
    mailNow: mails.nudge,
    startMail: mails.start,
    idle: async () => {
      // A pass may nudge another (a refund pass the pushes): wait until all are still at once.
      const passes = [webhooks, refunds, soldCounts, priceSweep, notificationPass, pushes, mails, admissions];
      do await Promise.all(passes.map((pass) => pass.idle()));
      while (passes.some((pass) => pass.running));
    },
    notifyNow: notificationPass.nudge,
    admitNow: admissions.nudge,
    startAdmissions: admissions.start,
    startNotificationJobs: (everyMs) => {
      notifyEveryMs = everyMs;
      return notificationPass.start(everyMs);
    },
    startReconciler: (everyMs) => {
      const stops = [webhooks.start(everyMs), refunds.start(everyMs), soldCounts.start(everyMs)];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
  // push.sendPush for whatever tells fans of things (the notifications' sources); the live
  // notification streams, which shutdown ends (an open stream would keep the server from closing).
  return Object.assign(app, { background, push, notificationStreams, queueStreams, mail });
}

/** The built SPA's page, or undefined when clientDir holds no build. */
function readIndexHtml(clientDir: string): string | undefined {
  const path = join(clientDir, 'index.html');
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function mountClient(app: Hono, clientDir: string, indexHtml: string) {
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // The service worker keeps its name; browsers look for a new one on every visit (at most daily).
  app.use('/sw.js', async (c, next) => {
    c.header('Cache-Control', 'no-cache');
    await next();
  });
  app.use('*', serveStatic({ root: clientDir }));
  // Every other path is a client route; the SPA decides between a page and its not-found screen.
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
