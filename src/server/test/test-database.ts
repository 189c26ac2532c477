// Databases and apps for server tests.
//
//   const database = await createTestDatabase();        // PGlite, migrated, seeded at TEST_ANCHOR
//   const { app, close } = await createTestApp();        // createApp over such a database, clock fixed
//   const res = await app.request('/api/events?sport=cricket');
//
//   const database = await createPgTestDatabase();      // *.pg.test.ts only: real PostgreSQL
//
// A fresh PGlite costs ~5 s of WASM initdb plus migrations and seeding, so the first call builds a
// template once and dumps its data directory; every later database loads that dump. The dump is also
// kept on disk (node_modules/.cache/khelpass), keyed by a hash of the migrations, the database code and
// the shared constants, so later test processes skip building it.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { BookingState } from '../../shared/schemas/booking';
import { type AuthOptions, createApp, type MailOptions, type PushOptions, type WeatherOptions } from '../app';
import { type Database, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { eventCategories, events } from '../db/schema';
import { seedCatalogue } from '../db/seed/seed';
import type { NotificationStreamOptions } from '../modules/notifications/notifications.stream';
import type { QueueStreamOptions } from '../modules/waiting-room/waiting-room.stream';
import { projectPath, projectRoot } from '../project-path';
import { TEST_HOSTS } from './api-client';

/** The fixed "now" of every test database and test app: catalogue dates are relative to it. */
export const TEST_ANCHOR = new Date('2026-02-02T06:30:00.000Z');
/** Events in the test catalogue. */
export const TEST_EVENT_COUNT = 200;

const CACHE_DIR = projectPath('node_modules/.cache/khelpass');
const TEMPLATE_PREFIX = 'pglite-template-';
/** What the template depends on; a change to any of these files builds a new one. */
const TEMPLATE_INPUTS = [
  'drizzle',
  'src/server/db',
  'src/shared',
  'node_modules/@electric-sql/pglite/package.json',
];

let templatePromise: Promise<Blob> | undefined;

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .flatMap((entry) => listFiles(join(path, entry.name)))
    .sort();
}

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(`anchor=${TEST_ANCHOR.toISOString()};events=${TEST_EVENT_COUNT};v1\n`);
  for (const input of TEMPLATE_INPUTS) {
    for (const file of listFiles(projectPath(input))) {
      hash.update(relative(projectRoot, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(): Promise<Blob> {
  const database = await openDatabase({});
  try {
    await prepareDatabase(database, { seedEvents: TEST_EVENT_COUNT, now: TEST_ANCHOR });
    if (!database.dump) throw new Error('openDatabase returned a database that cannot be dumped');
    return await database.dump();
  } finally {
    await database.close();
  }
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const key = templateKey();
  const file = join(CACHE_DIR, `${TEMPLATE_PREFIX}${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);

  const template = await buildTemplate();
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Parallel workers may build at the same time: write aside, then rename into place atomically.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await template.arrayBuffer()));
    renameSync(partial, file);
    for (const name of readdirSync(CACHE_DIR)) {
      if (name.startsWith(TEMPLATE_PREFIX) && !name.startsWith(`${TEMPLATE_PREFIX}${key}`)) {
        rmSync(join(CACHE_DIR, name), { force: true });
      }
    }
  } catch {
    // The disk cache only saves time; the in-memory template is enough.
  }
  return template;
}

/** The migrated, seeded template (built or read from disk once per process). */
export function testTemplate(): Promise<Blob> {
  templatePromise ??= loadOrBuildTemplate().catch((error: unknown) => {
    templatePromise = undefined;
    throw error;
  });
  return templatePromise;
}

/** A fresh in-memory PGlite database holding the test catalogue (TEST_EVENT_COUNT events at TEST_ANCHOR). */
export async function createTestDatabase(): Promise<Database> {
  return openDatabase({ template: await testTemplate() });
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  close(): Promise<void>;
}

/**
 * createApp over a fresh test database, its clock fixed at TEST_ANCHOR unless `now` is given.
 * Failed sign-ins do not sleep unless `auth.failureDelay` says otherwise.
 */
export async function createTestApp(
  options: {
    now?: () => Date;
    database?: Database;
    auth?: Partial<AuthOptions>;
    sessionsPerOwner?: number;
    sessionsPerAddress?: number;
    clientDir?: string;
    /** Hosts the app answers for; TEST_HOSTS (app.request's) by default. */
    allowedHosts?: ReadonlySet<string>;
    push?: Partial<PushOptions>;
    /** The weather service (none by default: GET /api/weather answers 503). */
    weather?: WeatherOptions;
    /** Every log line; by default only unhandled errors (those with a detail) are shown. */
    log?: (message: string, detail?: unknown) => void;
    notificationStreams?: NotificationStreamOptions;
    queueStreams?: QueueStreamOptions;
    /** E-mail settings (a test's SMTP server or .eml folder); without them mails wait in the outbox. */
    mail?: MailOptions;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const app = createApp({
    database,
    allowedHosts: options.allowedHosts ?? TEST_HOSTS,
    clientDir: options.clientDir,
    sessionsPerOwner: options.sessionsPerOwner,
    sessionsPerAddress: options.sessionsPerAddress,
    // Tests send capture webhooks when they say so (app.background.reconcileNow).
    webhooksAtOnce: false,
    now: options.now ?? (() => new Date(TEST_ANCHOR)),
    // Test apps' fans share one address ('unknown' without a socket): no cap on sign-ups unless asked.
    auth: { failureDelay: async () => {}, signUpsPerAddress: 0, ...options.auth },
    push: options.push,
    weather: options.weather,
    notificationStreams: options.notificationStreams,
    queueStreams: options.queueStreams,
    mail: options.mail,
    // Only unhandled errors carry a detail; show them, they explain a 500.
    log:
      options.log ??
      ((message, detail) => {
        if (detail !== undefined) console.error(message, detail);
      }),
  });
  return {
    app,
    database,
    close: async () => {
      app.notificationStreams.close();
      app.queueStreams.close();
      await app.background.idle();
      app.mail.close();
      await database.close();
    },
  };
}

/**
 * For *.pg.test.ts: the real PostgreSQL in TEST_DATABASE_URL (started by `npm run test:pg`), wiped,
 * migrated and seeded like the PGlite template. Files run one at a time, so each may reset it.
 */
export async function createPgTestDatabase(
  options: { seed?: boolean; eventCount?: number; poolSize?: number } = {},
): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the PostgreSQL suite with `npm run test:pg`, which starts a throwaway PostgreSQL.',
    );
  }
  const database = await openDatabase({ url, poolSize: options.poolSize });
  try {
    await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await database.db.execute(sql`CREATE SCHEMA public`);
    await database.migrate(projectPath('drizzle'));
    if (options.seed !== false) {
      await seedCatalogue(database.db, {
        eventCount: options.eventCount ?? TEST_EVENT_COUNT,
        anchor: TEST_ANCHOR,
      });
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

let testBookingCount = 0;
/** A bookings row with the contact and bill columns filled in, for tests that seed bookings directly. */
export function testBookingRow<T extends { seats: number; totalPaise: number; status?: BookingState }>(
  row: T,
) {
  testBookingCount += 1;
  return {
    reference: `KP-TEST${String(testBookingCount).padStart(4, '0')}`,
    category: 'gold',
    quote: { seats: 0, addOns: 0, insurance: 0, convenienceFee: 0, gst: 0, total: row.totalPaise / 100 },
    contactName: 'Test Fan',
    contactEmail: 'test.fan@example.com',
    contactPhone: '9876543210',
    ...row,
  };
}

/**
 * Sells all but `free` places of an event's category (and counts them in the event's total), as a
 * small or nearly sold-out category would be: seeded categories have hundreds or thousands free.
 */
export async function leaveFree(database: Database, eventId: string, categoryId: string, free: number) {
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ capacity: eventCategories.capacity, sold: eventCategories.sold, held: eventCategories.held })
      .from(eventCategories)
      .where(and(eq(eventCategories.eventId, eventId), eq(eventCategories.categoryId, categoryId)));
    if (!row || row.held > 0) throw new Error(`leaveFree: ${eventId} ${categoryId} is missing or held`);
    const sold = row.capacity - free;
    await tx
      .update(eventCategories)
      .set({ sold })
      .where(and(eq(eventCategories.eventId, eventId), eq(eventCategories.categoryId, categoryId)));
    await tx
      .update(events)
      .set({ seatsSold: sql`${events.seatsSold} + ${sold - row.sold}` })
      .where(eq(events.id, eventId));
  });
}

/**
 * Hands out the scheduled events starting a day or more after TEST_ANCHOR, soonest first, one per
 * call, so each test books on an event of its own. Events on a seating plan (decision 016) sell
 * plan seats, not categories or the small map: tests of them use `putOnPlan` or ask for them.
 */
export async function onSaleEventTaker(database: Database): Promise<() => string> {
  const rows = await database.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        gt(events.startsAt, new Date(TEST_ANCHOR.getTime() + 86_400_000)),
        eq(events.status, 'scheduled'),
        eq(events.seatPlan, false),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
  const ids = rows.map((row) => row.id);
  return () => {
    const id = ids.shift();
    if (!id) throw new Error('out of test events');
    return id;
  };
}
