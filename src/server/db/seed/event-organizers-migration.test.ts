// Migration 0015 on a data folder from before events had owners: the catalogue's organisers are
// added without a usable password, an organiser account that exists keeps its own, and every event
// goes to the organiser of its sport.
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../project-path';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import { events, users } from '../schema';
import { CATALOGUE_ORGANIZERS, NO_PASSWORD } from './accounts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const migration = readFileSync(projectPath('drizzle/0015_event_organizers.sql'), 'utf8');

describe('migration 0015 (event organisers) on an older data folder', () => {
  it('gives every event to its sport’s organiser and keeps an existing organiser’s password', async () => {
    const { db } = database;
    // The folder as 0014 left it: no organiser column, only the one demo organiser.
    await db.execute(sql`ALTER TABLE events DROP COLUMN organizer_id`);
    await db.delete(users).where(inArray(users.email, ['cricket@khelpass.in', 'football@khelpass.in']));
    const [before] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'organizer@khelpass.in'));

    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const owners = await db
      .select({ email: users.email, hash: users.passwordHash, role: users.role })
      .from(users)
      .where(
        inArray(
          users.email,
          CATALOGUE_ORGANIZERS.map((organizer) => organizer.email),
        ),
      );
    const hashOf = new Map(owners.map((owner) => [owner.email, owner.hash]));
    expect(owners.every((owner) => owner.role === 'organizer')).toBe(true);
    expect([hashOf.get('cricket@khelpass.in'), hashOf.get('football@khelpass.in')]).toEqual([
      NO_PASSWORD,
      NO_PASSWORD,
    ]);
    expect(hashOf.get('organizer@khelpass.in')).toBe(before?.hash);

    const owned = await db
      .select({ sport: events.sportId, email: users.email })
      .from(events)
      .innerJoin(users, eq(users.id, events.organizerId));
    expect(owned.length).toBeGreaterThan(0);
    const [{ n } = { n: -1 }] = await db.select({ n: sql<number>`count(*)::int` }).from(events);
    expect(owned).toHaveLength(n);
    for (const row of owned) {
      const organizer = CATALOGUE_ORGANIZERS.find((candidate) =>
        (candidate.sports as readonly string[]).includes(row.sport),
      );
      expect(row.email, row.sport).toBe(organizer?.email);
    }
    // From now on an event cannot be without an organiser.
    await expect(db.execute(sql`UPDATE events SET organizer_id = NULL`)).rejects.toThrow();
  });
});
