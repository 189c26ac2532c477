import { max, sql } from 'drizzle-orm';
import { istDateTime } from '../../../shared/domain/time';
import type { Db } from '../client';
import { cities, events, news, players, scores, sports, teams, venues } from '../schema';
import { ensureCatalogueOrganizers } from './accounts';
import { type EventRow, generateCatalogue, SEED_DEFAULT } from './generate';
import { writeMissingPriceLists } from './price-lists';
import { writeSeededPriceRecords } from './price-records';

export { SEED_DEFAULT };

export interface SeedOptions {
  eventCount: number;
  /** "Now" of the catalogue: event, deal, news and score dates are placed relative to it. */
  anchor: Date;
  seed?: number;
}

/**
 * Rows per INSERT. PostgreSQL allows 65,535 bind parameters per statement; an event row binds at most 32
 * (every column but the generated search document), so 1000 rows bind at most 32,000.
 */
export const SEED_BATCH_SIZE = 1000;

export interface SeedCounts {
  sports: number;
  cities: number;
  venues: number;
  teams: number;
  players: number;
  events: number;
  news: number;
  scores: number;
}

/**
 * Inserts the generated catalogue into an empty database, in one transaction, in batches of
 * SEED_BATCH_SIZE rows. Works on PGlite and node-postgres alike.
 */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<SeedCounts> {
  const catalogue = generateCatalogue(options);
  await db.transaction(async (tx) => {
    // Referenced tables first.
    await insertBatches(catalogue.sports, (rows) => tx.insert(sports).values(rows));
    await insertBatches(catalogue.cities, (rows) => tx.insert(cities).values(rows));
    await insertBatches(catalogue.venues, (rows) => tx.insert(venues).values(rows));
    await insertBatches(catalogue.teams, (rows) => tx.insert(teams).values(rows));
    await insertBatches(catalogue.players, (rows) => tx.insert(players).values(rows));
    const owned = await withOrganizers(tx, catalogue.events, options.anchor);
    await insertBatches(owned, (rows) => tx.insert(events).values(rows));
    await insertBatches(catalogue.news, (rows) => tx.insert(news).values(rows));
    await insertBatches(catalogue.scores, (rows) => tx.insert(scores).values(rows));
    await writeMissingPriceLists(tx, options.anchor);
    await writeSeededPriceRecords(tx, catalogue.events, options.anchor);
  });
  // Fresh statistics, so the planner picks the right indexes from the first request on.
  await db.execute(sql`analyze`);
  return {
    sports: catalogue.sports.length,
    cities: catalogue.cities.length,
    venues: catalogue.venues.length,
    teams: catalogue.teams.length,
    players: catalogue.players.length,
    events: catalogue.events.length,
    news: catalogue.news.length,
    scores: catalogue.scores.length,
  };
}

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => PromiseLike<unknown>) {
  for (let start = 0; start < rows.length; start += SEED_BATCH_SIZE) {
    await insert(rows.slice(start, start + SEED_BATCH_SIZE));
  }
}

/** A catalogue whose last event starts sooner than this many days ahead gets a fresh batch at start-up. */
export const TOP_UP_HORIZON_DAYS = 60;

/**
 * Keeps a long-lived data folder from going stale: when the last event starts within the horizon,
 * appends the events of a catalogue generated for today that start after it, so nothing overlaps
 * what is already on sale. Ids carry today's date, so a later top-up never collides.
 * Returns how many events were added.
 */
export async function topUpCatalogue(db: Db, options: { eventCount: number; anchor: Date }): Promise<number> {
  const [latest] = await db.select({ startsAt: max(events.startsAt) }).from(events);
  const lastStart = latest?.startsAt ?? options.anchor;
  if (lastStart.getTime() > options.anchor.getTime() + TOP_UP_HORIZON_DAYS * 86_400_000) return 0;
  const day = istDateTime(options.anchor).date.replaceAll('-', '');
  const fresh = generateCatalogue({ ...options, seed: Number(day), idPrefix: `ev-${day}-` }).events.filter(
    (event) => event.startsAt > lastStart,
  );
  await db.transaction(async (tx) => {
    const owned = await withOrganizers(tx, fresh, options.anchor);
    await insertBatches(owned, (rows) => tx.insert(events).values(rows).onConflictDoNothing());
    await writeMissingPriceLists(tx, options.anchor);
    await writeSeededPriceRecords(tx, fresh, options.anchor);
  });
  return fresh.length;
}

/** Generated events, each given the catalogue organiser of its sport. */
async function withOrganizers(db: Db, rows: EventRow[], now: Date) {
  const organizerOf = await ensureCatalogueOrganizers(db, now);
  return rows.map((row) => {
    const organizerId = organizerOf.get(row.sportId);
    if (!organizerId) throw new Error(`no catalogue organiser runs ${row.sportId}`);
    const { deal: _deal, dealEndsAt: _dealEndsAt, originalPricePaise: _previous, ...event } = row;
    return { ...event, organizerId };
  });
}
