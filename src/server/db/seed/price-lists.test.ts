// Every seeded event's figures follow from its price list (decision 009): its places add up to its
// venue's capacity, its sales to the event's, and the price on its card is the cheapest place left.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema } from '../../../shared/schemas/catalogue';
import { apiClient } from '../../test/api-client';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { eventCategories, eventDeals, eventSeats, eventSections, events, venues } from '../schema';
import { writeMissingPriceLists } from './price-lists';

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
        seatPlan: events.seatPlan,
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
  it("give every event its venue's capacity in five categories and three map sections (none on a seating plan), with its sales", async () => {
    const lists = await priceLists();
    expect(lists.length).toBeGreaterThan(100);
    for (const list of lists) {
      expect([list.categories.length, list.sections.length], list.id).toEqual([5, list.seatPlan ? 0 : 3]);
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

  it('show on every card the cheapest price a fan can buy now, running deals applied', async () => {
    const fan = apiClient(t.app);
    const deals = await t.database.db.select().from(eventDeals);
    /** Percent off a point at the app's clock, from the deal rows (one running deal per point). */
    const percentOff = (eventId: string, point: string) =>
      deals.find(
        (d) =>
          d.eventId === eventId &&
          d.pointIds.includes(point) &&
          d.cancelledAt === null &&
          d.startsAt <= TEST_ANCHOR &&
          d.endsAt > TEST_ANCHOR,
      )?.percentOff ?? 0;
    // Whole rupees, half up, as a fan would work out "20% off ₹1,150" (₹920).
    const discounted = (paise: number, percent: number) =>
      Math.round(((paise / 100) * (100 - percent)) / 100) * 100;
    let withDeal = 0;
    for (const list of await priceLists()) {
      const free = [
        ...list.categories
          .filter((c) => c.capacity - c.sold - c.held > 0)
          .map((c) => discounted(c.pricePaise, percentOff(list.id, c.categoryId))),
        ...list.sections
          .filter((s) => s.seats - s.sold > 0)
          .map((s) => discounted(s.pricePaise, percentOff(list.id, `section:${s.sectionId}`))),
      ];
      if (free.length === 0) continue;
      const card = await fan.getAs(eventSchema, `/api/events/${list.id}`);
      expect(card.body.pricePaise, list.id).toBe(Math.min(...free));
      if (card.body.deal) withDeal += 1;
    }
    expect(withDeal).toBeGreaterThan(10);
  });
});

describe('a data folder from before price lists', () => {
  it('gets a list per event once: scaled sales for an event never sold from, sections counted from the seats of one that was', async () => {
    const { db } = t.database;
    const take = await onSaleEventTaker(t.database);
    const [untouched, started] = [take(), take()];
    // The event sold from has its seats written (as the old first buyer wrote them).
    expect((await apiClient(t.app).get(`/api/events/${started}/seating`)).status).toBe(200);
    const soldSeats = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventSeats)
      .where(sql`${eventSeats.eventId} = ${started} AND ${eventSeats.status} = 'sold'`);
    // As decision 004 left it: 1,908 places, no sections, and no categories until someone bought.
    await db.delete(eventSections).where(inArray(eventSections.eventId, [untouched, started]));
    await db.delete(eventCategories).where(eq(eventCategories.eventId, untouched));
    await db.update(events).set({ totalSeats: 1908, seatsSold: 954 }).where(eq(events.id, untouched));

    expect(await writeMissingPriceLists(db, TEST_ANCHOR)).toBe(2);
    const after = (await priceLists()).filter((list) => [untouched, started].includes(list.id));
    const fresh = after.find((list) => list.id === untouched);
    expect(fresh?.totalSeats).toBe(fresh?.capacity);
    // Half sold before, half sold now, of the venue's places.
    expect(fresh?.seatsSold).toBe(Math.round(fresh ? fresh.capacity / 2 : 0));
    const old = after.find((list) => list.id === started);
    expect(Object.fromEntries(old?.sections.map((s) => [s.sectionId, s.seats]) ?? [])).toEqual({
      premium: 96,
      standard: 296,
      economy: 500,
    });
    expect(old?.sections.reduce((n, s) => n + s.sold, 0)).toBe(soldSeats[0]?.n);
    expect(await writeMissingPriceLists(db, TEST_ANCHOR)).toBe(0);
  });
});

describe('writing missing price lists, stopped halfway', () => {
  it('leaves each event with its whole list or none, and the next start writes the rest', async () => {
    const { db } = t.database;
    const take = await onSaleEventTaker(t.database);
    const ids = [take(), take()];
    await db.delete(eventSections).where(inArray(eventSections.eventId, ids));
    await db.delete(eventCategories).where(inArray(eventCategories.eventId, ids));
    // The sections' insert fails after the categories' (as a process killed between the two would
    // stop): one event's scaled prices break a constraint added for the test.
    await db
      .update(events)
      .set({ pricePaise: 10_000_000 })
      .where(eq(events.id, ids[1] ?? ''));
    await db.execute(
      sql`ALTER TABLE event_sections ADD CONSTRAINT test_stop CHECK (price_paise < 100000000)`,
    );
    try {
      await expect(writeMissingPriceLists(db, TEST_ANCHOR)).rejects.toThrow();
      const written = await db
        .select({ id: eventCategories.eventId })
        .from(eventCategories)
        .where(inArray(eventCategories.eventId, ids));
      expect(written).toEqual([]);
    } finally {
      await db.execute(sql`ALTER TABLE event_sections DROP CONSTRAINT test_stop`);
    }
    expect(await writeMissingPriceLists(db, TEST_ANCHOR)).toBe(2);
    const lists = (await priceLists()).filter((list) => ids.includes(list.id));
    expect(lists.map((list) => [list.categories.length, list.sections.length])).toEqual([
      [5, 3],
      [5, 3],
    ]);
  });
});
