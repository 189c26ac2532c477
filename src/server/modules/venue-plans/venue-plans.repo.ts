import { eq } from 'drizzle-orm';
import type { VenueInput } from '../../../shared/domain/venue-plan';
import type { Db } from '../../db/client';
import { venues } from '../../db/schema';

/** What a seating plan is made from: the venue's id, capacity and sports. */
export function createVenuePlansRepo(db: Db) {
  return {
    async findVenue(venueId: string): Promise<VenueInput | null> {
      const [row] = await db
        .select({ id: venues.id, capacity: venues.capacity, sports: venues.sports })
        .from(venues)
        .where(eq(venues.id, venueId));
      return row ?? null;
    },
  };
}

export type VenuePlansRepo = ReturnType<typeof createVenuePlansRepo>;
