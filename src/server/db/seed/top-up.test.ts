import { count, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ANCHOR, TEST_EVENT_COUNT } from '../../test/test-database';
import { events } from '../schema';
import { topUpCatalogue } from './seed';

const DAY = 86_400_000;

describe('catalogue top-up at start-up', () => {
  it('adds nothing while the catalogue is current', async () => {
    const database = await createTestDatabase();
    try {
      expect(await topUpCatalogue(database.db, { eventCount: 100, anchor: TEST_ANCHOR })).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('adds today-dated events after the last one to a data folder that has gone stale, once', async () => {
    const database = await createTestDatabase();
    try {
      const later = new Date(TEST_ANCHOR.getTime() + 100 * DAY);
      const upcoming = async () =>
        (await database.db.select({ n: count() }).from(events).where(gt(events.endsAt, later)))[0]?.n ?? 0;
      const before = await upcoming();
      const added = await topUpCatalogue(database.db, { eventCount: TEST_EVENT_COUNT, anchor: later });
      expect(added).toBeGreaterThan(100);
      expect(await upcoming()).toBe(before + added);
      const ids = await database.db
        .select({ id: events.id, title: events.title, startsAt: events.startsAt })
        .from(events);
      const slots = new Set(ids.map((e) => `${e.title}@${e.startsAt.toISOString()}`));
      expect(slots.size).toBe(ids.length);
      expect(await topUpCatalogue(database.db, { eventCount: TEST_EVENT_COUNT, anchor: later })).toBe(0);
    } finally {
      await database.close();
    }
  });
});
