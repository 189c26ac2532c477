import { count } from 'drizzle-orm';
import { projectPath } from '../project-path';
import type { Database } from './client';
import { sports } from './schema';
import { seedDemoAccounts } from './seed/accounts';
import { writeMissingPriceLists } from './seed/price-lists';
import { seedCatalogue, topUpCatalogue } from './seed/seed';

/**
 * Applies pending migrations, seeds the catalogue when the database is new (or tops it up), then
 * creates the demo accounts that are missing unless `seedAccounts` is false. All of it through
 * `setupDb`, free of the API's statement limits.
 */
export async function prepareDatabase(
  database: Database,
  options: { seedEvents: number; seedAccounts?: boolean; now?: Date; log?: (message: string) => void },
) {
  await database.migrate(projectPath('drizzle'));
  const anchor = options.now ?? new Date();
  await seedCatalogueOrTopUp(database, options, anchor);
  // A data folder from before price lists (decision 009) gets them once.
  const listed = await writeMissingPriceLists(database.setupDb, anchor);
  if (listed > 0) options.log?.(`Wrote the price lists of ${listed} events`);
  if (options.seedAccounts !== false) {
    const created = await seedDemoAccounts(database.setupDb, anchor);
    if (created > 0) options.log?.(`Created ${created} demo accounts`);
  }
}

async function seedCatalogueOrTopUp(
  database: Database,
  options: { seedEvents: number; log?: (message: string) => void },
  anchor: Date,
) {
  const [row] = await database.setupDb.select({ n: count() }).from(sports);
  if ((row?.n ?? 0) > 0) {
    const added = await topUpCatalogue(database.setupDb, { eventCount: options.seedEvents, anchor });
    if (added > 0) options.log?.(`Added ${added} upcoming events so the catalogue stays current`);
    return;
  }
  const started = performance.now();
  await seedCatalogue(database.setupDb, { eventCount: options.seedEvents, anchor });
  options.log?.(`Seeded ${options.seedEvents} events in ${Math.round(performance.now() - started)} ms`);
}
