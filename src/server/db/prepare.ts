import { count } from 'drizzle-orm';
import { projectPath } from '../project-path';
import type { Database } from './client';
import { sports } from './schema';
import { seedCatalogue, topUpCatalogue } from './seed/seed';

/** Applies pending migrations, then seeds the catalogue when the database is new. */
export async function prepareDatabase(
  database: Database,
  options: { seedEvents: number; now?: Date; log?: (message: string) => void },
) {
  await database.migrate(projectPath('drizzle'));
  const anchor = options.now ?? new Date();
  const [row] = await database.db.select({ n: count() }).from(sports);
  if ((row?.n ?? 0) > 0) {
    const added = await topUpCatalogue(database.db, { eventCount: options.seedEvents, anchor });
    if (added > 0) options.log?.(`Added ${added} upcoming events so the catalogue stays current`);
    return;
  }
  const started = performance.now();
  await seedCatalogue(database.db, { eventCount: options.seedEvents, anchor });
  options.log?.(`Seeded ${options.seedEvents} events in ${Math.round(performance.now() - started)} ms`);
}
