import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { locationNamesCity } from './location-city';
import { rowsOf } from './rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const citiesNamedBy = async (location: string) =>
  rowsOf<{ id: string }>(
    await database.db.execute(
      sql`SELECT c.id FROM cities c WHERE ${locationNamesCity(sql`${location}::text`, sql`c.id`)} ORDER BY c.id`,
    ),
  ).map((row) => row.id);

describe("the city a fan's free-text location names", () => {
  it('is a city named as a word, by its name, id or old id, case aside', async () => {
    expect(await citiesNamedBy('Mumbai')).toEqual(['mumbai']);
    expect(await citiesNamedBy('Andheri, Mumbai')).toEqual(['mumbai']);
    expect(await citiesNamedBy('Navi Mumbai')).toEqual(['mumbai']);
    expect(await citiesNamedBy('Bangalore, Karnataka')).toEqual(['bengaluru']);
    expect(await citiesNamedBy('  DELHI ')).toEqual(['delhi']);
  });

  it('is none for a place that is no catalogue city, or a city inside another word', async () => {
    for (const location of ['', 'Paris', 'Punekar Nagar', 'Mumbaikar'])
      expect(await citiesNamedBy(location)).toEqual([]);
  });
});
