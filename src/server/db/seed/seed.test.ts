import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../project-path';
import { type Database, openDatabase } from '../client';
import { cities, events, news, players, scores, sports, teams, venues } from '../schema';
import { generateCatalogue } from './generate';
import { type SeedCounts, seedCatalogue } from './seed';

const ANCHOR = new Date('2026-02-02T06:30:00.000Z');
const EVENT_COUNT = 200;

// A fresh PGlite costs seconds of WASM initdb: one instance serves the whole file.
let database: Database;
let seeded: SeedCounts;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate(projectPath('drizzle'));
  seeded = await seedCatalogue(database.db, { eventCount: EVENT_COUNT, anchor: ANCHOR });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('seedCatalogue', () => {
  it('inserts every generated row', { timeout: 60_000 }, async () => {
    const expected = generateCatalogue({ anchor: ANCHOR, eventCount: EVENT_COUNT });
    const tables = { sports, cities, venues, teams, players, events, news, scores };
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await database.db.select({ n: count() }).from(table);
      expect(row?.n, name).toBe(expected[name as keyof typeof tables].length);
      expect(seeded[name as keyof SeedCounts], name).toBe(row?.n);
    }
    expect(seeded.events).toBe(EVENT_COUNT);
  });

  it('stores events as generated, dates and arrays included', { timeout: 60_000 }, async () => {
    const expected = generateCatalogue({ anchor: ANCHOR, eventCount: EVENT_COUNT }).events;
    const [first] = await database.db.select().from(events).where(eq(events.id, 'ev-000001'));
    const source = expected[0];
    expect(first?.title).toBe(source?.title);
    expect(first?.startsAt.toISOString()).toBe(source?.startsAt.toISOString());
    expect(first?.endsAt.toISOString()).toBe(source?.endsAt.toISOString());
    expect(first?.highlights).toEqual(source?.highlights);
    expect(first?.searchDocument).toContain(first?.title.toLowerCase());

    const ids = await database.db.select({ id: events.id }).from(events).orderBy(asc(events.id));
    expect(ids.map((r) => r.id)).toEqual(expected.map((e) => e.id));
  });

  it('answers catalogue-style queries: upcoming, live and finished', { timeout: 60_000 }, async () => {
    const [row] = await database.db
      .select({
        upcoming: sql<number>`count(*) filter (where ${events.startsAt} > ${ANCHOR})`.mapWith(Number),
        live: sql<number>`count(*) filter (where ${events.startsAt} <= ${ANCHOR} and ${events.endsAt} > ${ANCHOR})`.mapWith(
          Number,
        ),
        finished: sql<number>`count(*) filter (where ${events.endsAt} <= ${ANCHOR})`.mapWith(Number),
      })
      .from(events);
    expect(row?.upcoming).toBeGreaterThanOrEqual(120);
    expect(row?.live).toBeGreaterThanOrEqual(2);
    expect(row?.finished).toBeGreaterThan(0);
  });
});
