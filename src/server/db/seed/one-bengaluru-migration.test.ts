// Migration 0016 on a data folder from before the merge, where five grounds, their events and the
// Bengaluru Bulls were filed under a second city, 'bangalore': everything moves to 'bengaluru'
// (texts included) and the 'bangalore' row goes.
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../project-path';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { cities, events, teams, venues } from '../schema';

/** The grounds the catalogue filed under 'bangalore' before migration 0016. */
const OLD_BANGALORE_VENUES = [
  'sree-kanteerava-stadium',
  'kanteerava-indoor-stadium',
  'kslta-stadium',
  'bengaluru-hockey-stadium',
  'alur-cricket-stadium',
];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const migration = readFileSync(projectPath('drizzle/0016_one_bengaluru.sql'), 'utf8');

describe('migration 0016 (one Bengaluru) on an older data folder', () => {
  it("moves every venue, team and event of 'bangalore' to 'bengaluru' and drops the second city", async () => {
    const { db } = database;
    // The folder as 0015 left it: a 'Bangalore' city holding five grounds, their events and a team.
    await db.execute(
      sql`INSERT INTO cities (id, name, state, country) VALUES ('bangalore', 'Bangalore', 'Karnataka', 'India')`,
    );
    await db.execute(sql`
      UPDATE venues SET city_id = 'bangalore',
        address = replace(address, ', Bengaluru, ', ', Bangalore, '),
        description = replace(description, ' Bengaluru.', ' Bangalore.')
      WHERE id IN ${OLD_BANGALORE_VENUES}`);
    await db.execute(sql`
      UPDATE events SET city_id = 'bangalore', description = replace(description, ', Bengaluru. ', ', Bangalore. ')
      WHERE venue_id IN ${OLD_BANGALORE_VENUES}`);
    await db.execute(sql`UPDATE teams SET city_id = 'bangalore' WHERE id = 'bengaluru-bulls'`);
    const moved = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(sql`${events.cityId}::text`, 'bangalore'));
    expect(moved.length).toBeGreaterThan(0);

    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(
      await db
        .select()
        .from(cities)
        .where(eq(sql`${cities.id}::text`, 'bangalore')),
    ).toEqual([]);
    for (const table of ['venues', 'teams', 'events']) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE city_id = 'bangalore'`,
        ),
      );
      expect(row?.n, table).toBe(0);
    }

    const grounds = await db.select().from(venues).where(inArray(venues.id, OLD_BANGALORE_VENUES));
    expect(grounds).toHaveLength(OLD_BANGALORE_VENUES.length);
    for (const ground of grounds) {
      expect(ground.cityId).toBe('bengaluru');
      expect(`${ground.address} ${ground.description}`).not.toContain('Bangalore');
    }
    const [bulls] = await db.select().from(teams).where(eq(teams.id, 'bengaluru-bulls'));
    expect(bulls?.cityId).toBe('bengaluru');
    const movedEvents = await db
      .select()
      .from(events)
      .where(
        inArray(
          events.id,
          moved.map((row) => row.id),
        ),
      );
    for (const event of movedEvents) {
      expect(event.cityId).toBe('bengaluru');
      expect(event.description).toContain(', Bengaluru. ');
    }
  });
});
