import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORT_IDS } from '../../../shared/constants';
import { verifyPassword } from '../../modules/auth/password';
import { createTestDatabase, TEST_ANCHOR, TEST_EVENT_COUNT } from '../../test/test-database';
import type { Database } from '../client';
import { prepareDatabase } from '../prepare';
import { events, users } from '../schema';
import { CATALOGUE_ORGANIZERS, DEMO_ACCOUNTS, NO_PASSWORD, seedDemoAccounts } from './accounts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);

describe('demo accounts', () => {
  it('exist after the first start, one per role, with their passwords', async () => {
    const rows = await database.db.select().from(users).where(inArray(users.email, demoEmails));
    expect(rows.map((row) => [row.email, row.role, row.name]).sort()).toEqual(
      DEMO_ACCOUNTS.map((account) => [account.email, account.role, account.name]).sort(),
    );
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((candidate) => candidate.email === account.email);
      expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword(account.password, row?.passwordHash ?? '')).toBe(true);
    }
  });

  it('are added to a data folder from before accounts, and only when missing', async () => {
    await database.db.delete(users).where(eq(users.email, 'admin@khelpass.in'));
    await database.db.update(users).set({ name: 'Renamed Fan' }).where(eq(users.email, 'fan@khelpass.in'));
    await prepareDatabase(database, { seedEvents: TEST_EVENT_COUNT, now: TEST_ANCHOR });
    const rows = await database.db.select().from(users).where(inArray(users.email, demoEmails));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    // An existing account is left as it is.
    expect(rows.find((row) => row.email === 'fan@khelpass.in')?.name).toBe('Renamed Fan');
    expect(await seedDemoAccounts(database.db, TEST_ANCHOR)).toBe(0);
  });

  it('are not created when seeding accounts is turned off; the catalogue organisers then cannot sign in', async () => {
    const organizerEmails = CATALOGUE_ORGANIZERS.map((organizer) => organizer.email);
    await database.db
      .delete(users)
      .where(and(inArray(users.email, demoEmails), notInArray(users.email, organizerEmails)));
    // As a data folder from before owners has them after migration 0015: no usable password.
    await database.db
      .update(users)
      .set({ passwordHash: NO_PASSWORD })
      .where(inArray(users.email, organizerEmails));
    await prepareDatabase(database, { seedEvents: TEST_EVENT_COUNT, now: TEST_ANCHOR, seedAccounts: false });
    const rows = await database.db.select().from(users).where(inArray(users.email, demoEmails));
    expect(rows.map((row) => row.email).sort()).toEqual([...organizerEmails].sort());
    for (const organizer of CATALOGUE_ORGANIZERS) {
      const row = rows.find((candidate) => candidate.email === organizer.email);
      expect(await verifyPassword(organizer.password, row?.passwordHash ?? '')).toBe(false);
    }
    // Seeding demo accounts later gives them their demo passwords.
    await prepareDatabase(database, { seedEvents: TEST_EVENT_COUNT, now: TEST_ANCHOR });
    for (const organizer of CATALOGUE_ORGANIZERS) {
      const [row] = await database.db.select().from(users).where(eq(users.email, organizer.email));
      expect(await verifyPassword(organizer.password, row?.passwordHash ?? '')).toBe(true);
    }
  });

  it('own the catalogue: every event is run by the organiser of its sport', async () => {
    const rows = await database.db
      .select({ sport: events.sportId, email: users.email, role: users.role, n: count() })
      .from(events)
      .innerJoin(users, eq(users.id, events.organizerId))
      .groupBy(events.sportId, users.email, users.role);
    const expected = CATALOGUE_ORGANIZERS.flatMap((organizer) =>
      organizer.sports.map((sport) => [sport, organizer.email, 'organizer']),
    );
    expect(rows.map((row) => [row.sport, row.email, row.role]).sort()).toEqual(expected.sort());
    expect(new Set(CATALOGUE_ORGANIZERS.flatMap((organizer) => organizer.sports))).toEqual(
      new Set(SPORT_IDS),
    );
  });
});
