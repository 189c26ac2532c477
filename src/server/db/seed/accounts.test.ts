import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/password';
import { createTestDatabase, TEST_ANCHOR, TEST_EVENT_COUNT } from '../../test/test-database';
import type { Database } from '../client';
import { prepareDatabase } from '../prepare';
import { users } from '../schema';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './accounts';

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
    await database.db.delete(users).where(eq(users.email, 'organizer@khelpass.in'));
    await database.db.update(users).set({ name: 'Renamed Fan' }).where(eq(users.email, 'fan@khelpass.in'));
    await prepareDatabase(database, { seedEvents: TEST_EVENT_COUNT, now: TEST_ANCHOR });
    const rows = await database.db.select().from(users).where(inArray(users.email, demoEmails));
    expect(rows).toHaveLength(3);
    // An existing account is left as it is.
    expect(rows.find((row) => row.email === 'fan@khelpass.in')?.name).toBe('Renamed Fan');
    expect(await seedDemoAccounts(database.db, TEST_ANCHOR)).toBe(0);
  });

  it('are not created when seeding accounts is turned off', async () => {
    await database.db.delete(users).where(inArray(users.email, demoEmails));
    await prepareDatabase(database, { seedEvents: TEST_EVENT_COUNT, now: TEST_ANCHOR, seedAccounts: false });
    expect(await database.db.select().from(users).where(inArray(users.email, demoEmails))).toEqual([]);
  });
});
