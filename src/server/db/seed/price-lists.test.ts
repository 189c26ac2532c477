// Every seeded event's figures follow from its price list (decision 009): its places add up to its
// venue's capacity, its sales to the event's, and the price on its card is the cheapest place left.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema } from '../../../shared/schemas/catalogue';
import { apiClient } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-database';
import { eventCategories, eventSections, events, venues } from '../schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function priceLists() {
  const [rows, categories, sections] = await Promise.all([
    t.database.db
      .select({
        id: events.id,
        totalSeats: events.totalSeats,
        seatsSold: events.seatsSold,
        capacity: venues.capacity,
      })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId)),
    t.database.db.select().from(eventCategories),
    t.database.db.select().from(eventSections),
  ]);
  return rows.map((event) => ({
    ...event,
    categories: categories.filter((c) => c.eventId === event.id),
    sections: sections.filter((s) => s.eventId === event.id),
  }));
}

describe('seeded price lists', () => {
  it("give every event its venue's capacity in five categories and three map sections, with its sales", async () => {
    const lists = await priceLists();
    expect(lists.length).toBeGreaterThan(100);
    for (const list of lists) {
      expect([list.categories.length, list.sections.length], list.id).toEqual([5, 3]);
      const places = [...list.categories.map((c) => c.capacity), ...list.sections.map((s) => s.seats)];
      const sold = [...list.categories.map((c) => c.sold), ...list.sections.map((s) => s.sold)];
      expect(
        places.reduce((a, b) => a + b, 0),
        list.id,
      ).toBe(list.capacity);
      expect(list.totalSeats, list.id).toBe(list.capacity);
      expect(
        sold.reduce((a, b) => a + b, 0),
        list.id,
      ).toBe(list.seatsSold);
    }
    // Real capacities: not one figure for every event.
    expect(new Set(lists.map((list) => list.totalSeats)).size).toBeGreaterThan(10);
  });

  it('show on every card the cheapest price a fan can buy now', async () => {
    const fan = apiClient(t.app);
    for (const list of await priceLists()) {
      const free = [
        ...list.categories.filter((c) => c.capacity - c.sold - c.held > 0).map((c) => c.pricePaise),
        ...list.sections.filter((s) => s.seats - s.sold > 0).map((s) => s.pricePaise),
      ];
      if (free.length === 0) continue;
      const card = await fan.getAs(eventSchema, `/api/events/${list.id}`);
      expect(card.body.pricePaise, list.id).toBe(Math.min(...free));
    }
  });
});
