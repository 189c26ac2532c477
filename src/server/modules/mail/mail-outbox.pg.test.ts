import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { TEST_HOSTS } from '../../test/api-client';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createPgTestDatabase, TEST_ANCHOR } from '../../test/test-database';

// The e-mail outbox on a real PostgreSQL 15 server: two API processes (two pools) running the mail
// pass at once send each mail once (FOR UPDATE SKIP LOCKED claims with a lease).
let database: Database;
let second: Database;
let smtp: TestSmtpServer;
let outboxDir: string;
const clock = TEST_ANCHOR.getTime();

const serverOn = (db: Database) =>
  createApp({
    database: db,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(clock),
    auth: { failureDelay: async () => {}, signUpsPerAddress: 0 },
    mail: { smtpUrl: smtp.url, from: 'KhelPass <tickets@khelpass.in>', outboxDir },
  });

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 10, poolSize: 10 });
  second = await openDatabase({ url: process.env.TEST_DATABASE_URL ?? '', poolSize: 10 });
  smtp = await startTestSmtpServer();
  outboxDir = await mkdtemp(join(tmpdir(), 'khelpass-outbox-'));
}, 120_000);
afterAll(async () => {
  await smtp.close();
  await second.close();
  await database.close();
  await rm(outboxDir, { recursive: true, force: true });
});

it('two servers sending at once send each of 200 mails exactly once', async () => {
  const [one, two] = [serverOn(database), serverOn(second)];
  // Written as another process's transactions write them: nobody nudged either server.
  await database.db.insert(emailOutbox).values(
    Array.from({ length: 200 }, (_, i) => ({
      dedupeKey: `outbox-test:${i}`,
      to: `fan${i}@example.in`,
      subject: `Mail ${i}`,
      html: `<p>Mail ${i}</p>`,
      text: `Mail ${i}`,
      createdAt: new Date(clock),
      nextAttemptAt: new Date(clock),
    })),
  );

  const sent = await Promise.all([
    one.background.mailNow(),
    two.background.mailNow(),
    one.background.mailNow(),
    two.background.mailNow(),
  ]);
  // Each app's second call joined its first pass (periodicPass): count each app once.
  expect((sent[0] ?? 0) + (sent[1] ?? 0)).toBe(200);
  const subjects = smtp.received.map((mail) => mail.parsed.subject);
  expect(subjects).toHaveLength(200);
  expect(new Set(subjects).size).toBe(200);
  const rows = await database.db.select().from(emailOutbox);
  expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  await Promise.all([one.background.idle(), two.background.idle()]);
  one.mail.close();
  two.mail.close();
}, 120_000);
