import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password';
import type { Db } from '../client';
import { users } from '../schema';

/** One demo account per role; the README lists them. */
export const DEMO_ACCOUNTS = [
  { email: 'fan@khelpass.in', password: 'KhelPass@123', name: 'Aarav Sharma', role: 'user' },
  { email: 'organizer@khelpass.in', password: 'Organizer@123', name: 'Meera Iyer', role: 'organizer' },
  { email: 'admin@khelpass.in', password: 'Admin@123', name: 'Rohan Gupta', role: 'admin' },
] as const;

/**
 * Creates the demo accounts that are missing (a new database, or a data folder from before
 * accounts existed). Only missing ones are hashed; an account that exists is left untouched.
 * Returns how many were created.
 */
export async function seedDemoAccounts(db: Db, now: Date): Promise<number> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const have = new Set(existing.map((row) => row.email));
  const missing = DEMO_ACCOUNTS.filter((account) => !have.has(account.email));
  if (missing.length === 0) return 0;
  const rows = await Promise.all(
    missing.map(async (account) => ({
      email: account.email,
      name: account.name,
      role: account.role,
      passwordHash: await hashPassword(account.password),
      createdAt: now,
      updatedAt: now,
    })),
  );
  const inserted = await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return inserted.length;
}
