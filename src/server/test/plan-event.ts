import { eq, sql } from 'drizzle-orm';
import { categoryBlocks } from '../../shared/domain/block-categories';
import { planFor, type VenuePlan } from '../../shared/domain/venue-plan';
import type { Database } from '../db/client';
import { eventCategories, eventSeats, eventSections, events, venues } from '../db/schema';

/**
 * Puts an unsold test event on its venue's whole seating plan, as the organiser's editor writes
 * one (decision 016): seat_plan on, categories sized by their blocks with nothing sold, no small
 * map. Answers the plan, for naming its seats.
 */
export async function putOnPlan(database: Database, eventId: string): Promise<VenuePlan> {
  const [venue] = await database.db
    .select({ id: venues.id, capacity: venues.capacity, sports: venues.sports })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId));
  if (!venue) throw new Error(`no event ${eventId}`);
  const plan = planFor(venue);
  await database.db.transaction(async (tx) => {
    await tx.delete(eventSeats).where(eq(eventSeats.eventId, eventId));
    await tx.delete(eventSections).where(eq(eventSections.eventId, eventId));
    for (const category of categoryBlocks(plan)) {
      await tx
        .update(eventCategories)
        .set({ capacity: category.seats, sold: 0, held: 0 })
        .where(
          sql`${eventCategories.eventId} = ${eventId} AND ${eventCategories.categoryId} = ${category.id}`,
        );
    }
    await tx
      .update(events)
      .set({ seatPlan: true, totalSeats: venue.capacity, seatsSold: 0 })
      .where(eq(events.id, eventId));
  });
  return plan;
}
