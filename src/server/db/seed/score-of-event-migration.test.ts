// Migration 0017 on a data folder whose scores name no event: each score finds the catalogue event
// it was copied from (title, venue and start), so a finished event shows its final score.
import { readFileSync } from 'node:fs';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../project-path';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import { events, scores } from '../schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const migration = readFileSync(projectPath('drizzle/0017_score_of_event.sql'), 'utf8');

describe('migration 0017 (the event of a score) on an older data folder', () => {
  it('links every seeded score to its event', async () => {
    const { db } = database;
    const seeded = await db.select({ id: scores.id, eventId: scores.eventId }).from(scores);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((score) => score.eventId !== null)).toBe(true);
    // The folder as 0016 left it: scores without an event.
    await db.execute(sql`DROP INDEX scores_event_result_idx`);
    await db.execute(sql`ALTER TABLE scores DROP COLUMN event_id`);

    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const linked = await db.select({ id: scores.id, eventId: scores.eventId }).from(scores);
    expect(linked.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      seeded.sort((a, b) => a.id.localeCompare(b.id)),
    );
    const pairs = await db
      .select({ score: scores, event: events })
      .from(scores)
      .innerJoin(events, eq(events.id, scores.eventId))
      .where(isNotNull(scores.eventId));
    for (const { score, event } of pairs) {
      expect([event.title, event.venueId, event.startsAt]).toEqual([
        score.matchTitle,
        score.venueId,
        score.startsAt,
      ]);
    }
  });
});
