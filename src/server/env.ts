import { z } from 'zod';
import { SUPPORT } from '../shared/constants';
import { WEBHOOK_CLAIM_SECONDS } from './modules/gateway/webhooks';
import { DEFAULT_MAIL_FROM } from './modules/mail/mail.transport';
import { vapidKeyPairProblem } from './modules/push/vapid';

/** An http(s) origin: scheme, host and optional port, nothing after (a trailing / is forgiven). */
const httpOrigin = z
  .string()
  .trim()
  .refine(
    (text) => {
      const url = URL.parse(text);
      return (url?.protocol === 'http:' || url?.protocol === 'https:') && url.href === `${url.origin}/`;
    },
    { message: 'must be an http(s) origin such as https://tickets.example.in (no path, query or user)' },
  )
  .transform((text) => new URL(text).origin);

/** Unset or blank: undefined. */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The contact a push service may use about our pushes (RFC 8292): a mailto: or https: URL. */
const vapidSubject = z
  .string()
  .trim()
  .refine((value) => {
    const url = URL.parse(value);
    return url?.protocol === 'mailto:' || url?.protocol === 'https:';
  }, 'must be a mailto: or https: URL, such as mailto:support@khelpass.in');

/** The only reader of process.env: every setting, its default, parsed once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /**
   * Origins people reach the site at, comma-separated; a request naming another host is refused (DNS
   * rebinding). Unset: the listen address (allowed-hosts.ts, listenAddressHosts).
   */
  PUBLIC_ORIGIN: z
    .string()
    .transform((list) => list.split(',').filter((entry) => entry.trim() !== ''))
    .pipe(z.array(httpOrigin).min(1, 'must list at least one origin'))
    .optional(),
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * PostgreSQL only: the longest wait for a connection and for one statement (a second more for a
   * server that does not answer at all); past it the request answers 503 (decision record 008).
   */
  DB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /** Where embedded PGlite keeps its files. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Number of catalogue events the first start seeds. */
  SEED_EVENTS: z.coerce.number().int().min(0).max(1_000_000).default(160),
  /** Built client files served by the API process; empty to serve the API only. */
  CLIENT_DIR: z.string().default('./dist/client'),
  LOG_LEVEL: z.enum(['silent', 'info', 'debug']).default('info'),
  /** Secure flag of the session cookie: auto = only when the request came over https. */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** A session unused this many days ends (it never outlives 30 days). */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(30).default(14),
  /** How long a booking session holds seats (the spec's 900 s); shorter only for tests and demos. */
  HOLD_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
  /** Open booking sessions one account or browser may have per event (decision record 007). */
  SESSIONS_PER_FAN: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * Seconds between reconciler passes: capture webhooks not yet acknowledged are sent again,
   * bookings of cancelled events still confirmed are refunded, and events' counts of places sold
   * catch up with their sales.
   */
  RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How long a process owns the capture webhooks it picked to send: should it die with them,
   * another process sends them once this has passed.
   */
  WEBHOOK_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(WEBHOOK_CLAIM_SECONDS),
  /** How often the sort cache of card prices catches up with sales and deal boundaries (decision 009). */
  PRICE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * Seconds between passes of the notification jobs (match reminders, live updates, snoozed
   * reminders, price alerts, recommendations); the schedule in the database runs each once per
   * interval however many processes share it (decision 010).
   */
  NOTIFY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Open booking sessions per event from one address (shared by homes, offices, carriers); 0 = no cap. */
  SESSIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(8),
  /** Sign-ups per hour from one address (decision record 003); 0 = no cap. */
  SIGN_UPS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(10),
  /** true behind one reverse proxy: the client address and scheme come from X-Forwarded-*. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Web Push (VAPID) key pair, base64url, as web-push's generate-vapid-keys prints it; both or
   * neither. Unset: a pair is generated on first start and kept in the database.
   */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: vapidSubject.default(`mailto:${SUPPORT.email}`),
  /**
   * Accept push endpoints at http://127.0.0.1 and http://localhost (a local push service in tests);
   * otherwise only https addresses of push services, never the server's own network.
   */
  PUSH_LOOPBACK_ENDPOINTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * WeatherAPI.com key for the header's weather (the server asks on the fan's behalf; the key never
   * leaves it). Unset or empty: GET /api/weather answers 503 weather_not_configured.
   */
  WEATHER_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((key) => key || undefined),
  /** The weather service's base URL (its current.json lives below it); tests point it at a fake. */
  WEATHER_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.weatherapi.com/v1' })
    .trim()
    .default('https://api.weatherapi.com/v1')
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * The mail server e-mails go through: smtp://user:pass@host:587 (STARTTLS when offered) or
   * smtps://user:pass@host:465; percent-encode special characters of the password. Unset or empty:
   * each e-mail is written as an .eml file to DATA_DIR/outbox and logged with its subject.
   */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((url) => url || undefined)
    .pipe(
      z
        .string()
        // The message never repeats the value: it holds the password.
        .refine((url) => /^smtps?:$/.test(URL.parse(url)?.protocol ?? ''), {
          message: 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.in:587',
        })
        .optional(),
    ),
  /** The sender of every e-mail. */
  MAIL_FROM: z.string().trim().min(3).default(DEFAULT_MAIL_FROM),
  /** Create the three demo accounts (fan, organizer, admin) when missing. */
  SEED_DEMO_ACCOUNTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

/** PORT 0 asks the system for a free port, which the default allowed hosts cannot name. */
const configSchema = envSchema
  .refine((env) => env.PORT !== 0 || env.PUBLIC_ORIGIN !== undefined, {
    path: ['PORT'],
    message:
      '0 (any free port) needs PUBLIC_ORIGIN: the default origin is the listen address, whose port is unknown',
  })
  .superRefine((env, ctx) => {
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
    if (publicKey === undefined && privateKey === undefined) return;
    if (publicKey === undefined || privateKey === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
        message: 'set both VAPID keys or neither (unset, the server generates a pair)',
      });
      return;
    }
    // The message names what is wrong, never a key.
    const problem = vapidKeyPairProblem({ publicKey, privateKey });
    if (problem) ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: problem });
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}
