import { and, eq, inArray } from 'drizzle-orm';
import type { SportId } from '../../../shared/constants';
import { hashPassword } from '../../modules/auth/password';
import type { Db } from '../client';
import { users } from '../schema';

/**
 * The seeded catalogue's organisers: a cricket board, a football league and a multi-sport promoter
 * (organizer@khelpass.in) who runs every other sport. They exist with the catalogue, whether or not
 * demo accounts are seeded; the README lists their demo passwords.
 */
export const CATALOGUE_ORGANIZERS = [
  {
    email: 'organizer@khelpass.in',
    password: 'Organizer@123',
    name: 'Meera Iyer',
    sports: ['kabaddi', 'tennis', 'hockey', 'badminton'],
  },
  {
    email: 'cricket@khelpass.in',
    password: 'Cricket@123',
    name: 'Western India Cricket Board',
    sports: ['cricket'],
  },
  {
    email: 'football@khelpass.in',
    password: 'Football@123',
    name: 'Bharat Football League',
    sports: ['football'],
  },
] as const satisfies readonly { email: string; password: string; name: string; sports: readonly SportId[] }[];

/** The demo accounts, one or more per role; the README lists them. */
export const DEMO_ACCOUNTS = [
  { email: 'fan@khelpass.in', password: 'KhelPass@123', name: 'Aarav Sharma', role: 'user' },
  ...CATALOGUE_ORGANIZERS.map(({ email, password, name }) => ({
    email,
    password,
    name,
    role: 'organizer' as const,
  })),
  { email: 'admin@khelpass.in', password: 'Admin@123', name: 'Rohan Gupta', role: 'admin' },
] as const;

/** A password hash nothing verifies against: the account exists but cannot sign in yet. */
export const NO_PASSWORD = '!';

/**
 * The catalogue's organiser accounts (created without a usable password when missing), and the
 * organiser of each sport's events.
 */
export async function ensureCatalogueOrganizers(db: Db, now: Date): Promise<Map<SportId, string>> {
  await db
    .insert(users)
    .values(
      CATALOGUE_ORGANIZERS.map(({ email, name }) => ({
        email,
        name,
        role: 'organizer' as const,
        passwordHash: NO_PASSWORD,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        CATALOGUE_ORGANIZERS.map((organizer) => organizer.email),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  return new Map(
    CATALOGUE_ORGANIZERS.flatMap((organizer) =>
      organizer.sports.map((sport) => [sport, idOf.get(organizer.email) as string] as const),
    ),
  );
}

/**
 * Creates the demo accounts that are missing (a new database, or a data folder from before
 * accounts existed), and gives a catalogue organiser made without a password its demo password.
 * Both are made with their (khelpass.in) address confirmed: nobody reads a demo account's mail.
 * Any other account that exists is left untouched. Returns how many were created or completed.
 */
export async function seedDemoAccounts(db: Db, now: Date): Promise<number> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, emails));
  const have = new Map(existing.map((row) => [row.email, row.passwordHash]));
  const missing = DEMO_ACCOUNTS.filter((account) => !have.has(account.email));
  const passwordless = DEMO_ACCOUNTS.filter((account) => have.get(account.email) === NO_PASSWORD);
  for (const account of passwordless) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(account.password), emailConfirmedAt: now, updatedAt: now })
      .where(and(eq(users.email, account.email), eq(users.passwordHash, NO_PASSWORD)));
  }
  if (missing.length === 0) return passwordless.length;
  const rows = await Promise.all(
    missing.map(async (account) => ({
      email: account.email,
      name: account.name,
      role: account.role,
      passwordHash: await hashPassword(account.password),
      emailConfirmedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const inserted = await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return inserted.length + passwordless.length;
}
