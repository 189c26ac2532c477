// The seeded events on Narendra Modi Stadium's seating plan (decision 016): their sales so far are
// real sold seats, and what fans see of the blocks adds up to what each category has sold.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryBlocks } from '../../../shared/domain/block-categories';
import { availableCount, decodeAvailability } from '../../../shared/domain/seat-bitset';
import { planFor } from '../../../shared/domain/venue-plan';
import { blockSeatsSchema, eventBlocksSchema, seatingSchema } from '../../../shared/schemas/booking';
import { apiClient } from '../../test/api-client';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { blockInventory, eventCategories, eventSeats, eventSections, events, venues } from '../schema';
import { SEAT_PLAN_VENUES } from './generate';
import { writeMissingPriceLists } from './price-lists';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const planEvents = () =>
  t.database.db
    .select({
      id: events.id,
      venueId: events.venueId,
      seatPlan: events.seatPlan,
      startsAt: events.startsAt,
      totalSeats: events.totalSeats,
      seatsSold: events.seatsSold,
      venue: { id: venues.id, capacity: venues.capacity, sports: venues.sports },
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(inArray(events.venueId, [...SEAT_PLAN_VENUES]));

describe("seeded events on Narendra Modi Stadium's seating plan", () => {
  it('are its upcoming events, with categories sized by their blocks and no small map', async () => {
    const rows = await planEvents();
    const upcoming = rows.filter((row) => row.startsAt > TEST_ANCHOR);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.seatPlan).map((row) => row.id)).toEqual(upcoming.map((row) => row.id));
    for (const row of upcoming) {
      const bands = categoryBlocks(planFor(row.venue));
      const categories = await t.database.db
        .select()
        .from(eventCategories)
        .where(eq(eventCategories.eventId, row.id));
      const capacityOf = Object.fromEntries(categories.map((c) => [c.categoryId, c.capacity]));
      expect(capacityOf, row.id).toEqual(Object.fromEntries(bands.map((band) => [band.id, band.seats])));
      expect(row.totalSeats).toBe(row.venue.capacity);
      expect(categories.reduce((sum, c) => sum + c.sold, 0)).toBe(row.seatsSold);
      expect(row.seatsSold).toBeGreaterThan(0);
      for (const table of [eventSections, eventSeats]) {
        expect(await t.database.db.select().from(table).where(eq(table.eventId, row.id))).toEqual([]);
      }
      const seating = await apiClient(t.app).getAs(seatingSchema, `/api/events/${row.id}/seating`);
      expect(seating.body.seatPlan).toEqual({ venueId: row.venueId });
    }
  });

  it("show fans each category's capacity less what it has sold, in block counts and in seat bits alike", async () => {
    const fan = apiClient(t.app);
    for (const row of (await planEvents()).filter((r) => r.seatPlan)) {
      const plan = planFor(row.venue);
      const seatsOf = new Map(plan.blocks.map((block) => [block.id, block.seats]));
      const categories = await t.database.db
        .select()
        .from(eventCategories)
        .where(eq(eventCategories.eventId, row.id));
      const blocks = await fan.getAs(eventBlocksSchema, `/api/events/${row.id}/blocks`);
      expect(blocks.status).toBe(200);
      const freeOf = new Map(blocks.body.blocks.map((block) => [block.id, block.free]));

      const decoded = new Map<string, number>();
      const ids = plan.blocks.map((block) => block.id);
      for (let start = 0; start < ids.length; start += 40) {
        const batch = ids.slice(start, start + 40);
        const seats = await fan.getAs(blockSeatsSchema, `/api/events/${row.id}/blocks/seats?ids=${batch}`);
        expect(seats.status).toBe(200);
        for (const block of seats.body.blocks) {
          const size = seatsOf.get(block.id) ?? 0;
          decoded.set(block.id, availableCount(decodeAvailability(block.availability, size), size));
        }
      }

      for (const band of categoryBlocks(plan)) {
        const category = categories.find((c) => c.categoryId === band.id);
        const expected = (category?.capacity ?? 0) - (category?.sold ?? 0);
        const sum = (counts: Map<string, number>) =>
          band.blockIds.reduce((total, id) => total + (counts.get(id) ?? 0), 0);
        expect(sum(freeOf), `${row.id} ${band.id}`).toBe(expected);
        expect(sum(decoded), `${row.id} ${band.id}`).toBe(expected);
      }
      // Only blocks with a seat sold are written: a few hundred rows, not a row per seat.
      const written = await t.database.db
        .select({ blockId: blockInventory.blockId })
        .from(blockInventory)
        .where(eq(blockInventory.eventId, row.id));
      expect(written.length).toBeLessThanOrEqual(plan.blocks.length);
    }
  });

  it('keep their lists when the price lists are looked at again on the next start', async () => {
    expect(await writeMissingPriceLists(t.database.db, TEST_ANCHOR)).toBe(0);
    const [row] = (await planEvents()).filter((r) => r.seatPlan);
    const sections = await t.database.db
      .select()
      .from(eventSections)
      .where(eq(eventSections.eventId, row?.id ?? ''));
    expect(sections).toEqual([]);
  });
});
