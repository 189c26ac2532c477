import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eventPageSchema, searchResponseSchema } from '../../../shared/schemas/catalogue';
import { healthSchema } from '../../../shared/schemas/common';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { apiClient, TEST_HOSTS } from '../../test/api-client';
import { createPgTestDatabase, createTestApp, TEST_ANCHOR } from '../../test/test-database';

// The same migrations, seed and queries on a real PostgreSQL 15 server.
let database: Database;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await createPgTestDatabase();
  app = createApp({ database, allowedHosts: TEST_HOSTS, now: () => new Date(TEST_ANCHOR) });
});
afterAll(() => database.close());

const get = async <S extends z.ZodType>(schema: S, path: string) => {
  const response = await apiClient(app).getAs(schema, path);
  expect(response.status).toBe(200);
  return response.body;
};

describe('catalogue on PostgreSQL', () => {
  it('reports the PostgreSQL driver', async () => {
    expect(await get(healthSchema, '/api/health')).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('filters, sorts and pages events', async () => {
    const page = await get(eventPageSchema, '/api/events?sport=hockey&sort=price&pageSize=20');
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((e) => e.category === 'hockey')).toBe(true);
    const prices = page.items.map((e) => e.pricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('searches with the trigram indexes across every kind', async () => {
    const { results } = await get(searchResponseSchema, '/api/search?q=Eden');
    expect(results.some((r) => r.type === 'venue' && r.title === 'Eden Gardens')).toBe(true);
    const kabaddi = await get(searchResponseSchema, '/api/search?q=kabaddi');
    expect(kabaddi.results.filter((r) => r.type === 'event').length).toBeGreaterThan(0);
  });

  it('answers the discovery views (results, tournaments, stats, team and city filters, search targets) as PGlite does', async () => {
    const embedded = await createTestApp();
    try {
      for (const path of [
        '/api/events?when=results&pageSize=60',
        '/api/sports/cricket/tournaments',
        '/api/sports/football/stats',
        '/api/events?team=mumbai-indians&pageSize=50',
        '/api/events?city=bangalore&pageSize=50',
        '/api/search?q=singh',
      ]) {
        const [onPostgres, onPglite] = await Promise.all([app.request(path), embedded.app.request(path)]);
        expect(onPostgres.status, path).toBe(200);
        expect(await onPostgres.json(), path).toEqual(await onPglite.json());
      }
    } finally {
      await embedded.close();
    }
  });
});
