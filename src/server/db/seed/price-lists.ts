import { and, eq, inArray, not, notExists, or, sql } from 'drizzle-orm';
import { planPriceList, seededPlanSales } from '../../../shared/domain/plan-sales';
import { type CategoryId, placesIn, priceList, withSales } from '../../../shared/domain/price-list';
import { planFor, type VenueInput, type VenuePlan } from '../../../shared/domain/venue-plan';
import type { Db } from '../client';
import { blockInventory, eventCategories, eventSeats, eventSections, events, venues } from '../schema';

/** Events whose price lists are written per statement group. */
const BATCH = 500;
/** Block inventory rows per INSERT (four parameters each). */
const BLOCK_ROWS = 1000;

/**
 * Writes the price list of every event that has none (decision 009): a new catalogue, a top-up, or
 * a data folder from before price lists.
 * - An event never sold from gets the spec's table scaled so its cheapest place costs the event's
 *   card price, at its venue's capacity, with its recorded sales (scaled from its old total to the
 *   venue's) spread over the list; the event's totals follow.
 * - An event whose categories were already written (sold from under decision 004) keeps them and
 *   its totals; its map sections are counted from its seats.
 * - An event on its venue's seating plan (decision 016) gets the plan's list instead: its categories
 *   sized by their blocks, no map sections, and its sales made real as sold seats in its blocks
 *   (seededPlanSales), only the blocks with a seat sold written.
 * Then each event's sort cache holds its card price at `now` (kp_event_price). Returns how many events
 * got a list.
 */
export async function writeMissingPriceLists(db: Db, now: Date): Promise<number> {
  const missing = await listsMissing(db);
  const plans = new Map<string, VenuePlan>();
  const planOf = (venue: VenueInput) => {
    let plan = plans.get(venue.id);
    if (!plan) {
      plan = planFor(venue);
      plans.set(venue.id, plan);
    }
    return plan;
  };

  // One transaction per batch: a process stopped halfway leaves each event with its whole list or
  // none, and the next start writes the rest. A second process starting at once writes nothing twice.
  for (let start = 0; start < missing.length; start += BATCH) {
    await db.transaction((tx) => writeBatch(tx, missing.slice(start, start + BATCH), now, planOf));
  }
  return missing.length;
}

type MissingList = Awaited<ReturnType<typeof listsMissing>>[number];

function listsMissing(db: Db) {
  return db
    .select({
      id: events.id,
      pricePaise: events.pricePaise,
      totalSeats: events.totalSeats,
      seatsSold: events.seatsSold,
      capacity: venues.capacity,
      seatPlan: events.seatPlan,
      venue: { id: venues.id, capacity: venues.capacity, sports: venues.sports },
      hasCategories: sql<boolean>`exists (select 1 from ${eventCategories} where ${eventCategories.eventId} = ${events.id})`,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        notExists(db.select().from(eventSections).where(eq(eventSections.eventId, events.id))),
        // An event on a plan has no sections: its list is its categories.
        or(
          not(events.seatPlan),
          notExists(db.select().from(eventCategories).where(eq(eventCategories.eventId, events.id))),
        ),
      ),
    );
}

async function writeBatch(db: Db, batch: MissingList[], now: Date, planOf: (venue: VenueInput) => VenuePlan) {
  const fresh = batch.filter((event) => !event.hasCategories);
  const started = batch.filter((event) => event.hasCategories).map((event) => event.id);
  const lists = fresh.map((event) => {
    const sold = Math.round((event.seatsSold * event.capacity) / event.totalSeats);
    const economyRupees = Math.max(50, Math.round(event.pricePaise / 5000) * 50);
    const plan = event.seatPlan ? planOf(event.venue) : null;
    const list = withSales(
      plan ? planPriceList(plan, economyRupees) : priceList(event.capacity, economyRupees),
      sold,
    );
    const soldSeats = plan
      ? seededPlanSales(
          event.id,
          plan,
          Object.fromEntries(list.categories.map((c) => [c.id, c.sold])) as Record<CategoryId, number>,
        ).map((block) => ({ eventId: event.id, ...block }))
      : [];
    return { event, list, sold, soldSeats };
  });
  if (lists.length > 0) {
    await db
      .insert(eventCategories)
      .values(
        lists.flatMap(({ event, list }) =>
          list.categories.map((c) => ({
            eventId: event.id,
            categoryId: c.id,
            pricePaise: c.pricePaise,
            capacity: c.capacity,
            sold: c.sold,
          })),
        ),
      )
      .onConflictDoNothing();
    const sections = lists.flatMap(({ event, list }) =>
      list.sections.map((s) => ({
        eventId: event.id,
        sectionId: s.id,
        pricePaise: s.pricePaise,
        seats: s.seats,
        sold: s.sold,
      })),
    );
    if (sections.length > 0) await db.insert(eventSections).values(sections).onConflictDoNothing();
    const soldSeats = lists.flatMap((entry) => entry.soldSeats);
    for (let start = 0; start < soldSeats.length; start += BLOCK_ROWS) {
      await db
        .insert(blockInventory)
        .values(soldSeats.slice(start, start + BLOCK_ROWS))
        .onConflictDoNothing();
    }
    const totals = lists.map(({ event, list, sold }) => ({ id: event.id, total: placesIn(list), sold }));
    await db.execute(sql`
        UPDATE ${events} SET total_seats = v.total, seats_sold = v.sold
        FROM jsonb_to_recordset(${JSON.stringify(totals)}::jsonb) AS v(id text, total integer, sold integer)
        WHERE ${events.id} = v.id`);
  }
  if (started.length > 0) {
    await db.execute(sql`
        INSERT INTO ${eventSections} (event_id, section_id, price_paise, seats, sold)
        SELECT event_id, section, max(price_paise), count(*) FILTER (WHERE status <> 'blocked'),
               count(*) FILTER (WHERE status = 'sold')
        FROM ${eventSeats} WHERE ${inArray(eventSeats.eventId, started)}
        GROUP BY event_id, section
        ON CONFLICT DO NOTHING`);
  }
  await db
    .update(events)
    .set({
      pricePaise: sql`coalesce((kp_event_price(${events.id}, ${now.toISOString()}::timestamptz) ->> 'price')::integer, ${events.pricePaise})`,
    })
    .where(
      inArray(
        events.id,
        batch.map((event) => event.id),
      ),
    );
}
