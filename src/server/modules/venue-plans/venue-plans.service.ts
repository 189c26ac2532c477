import { createHash } from 'node:crypto';
import { planFor, type VenueInput, type VenuePlan } from '../../../shared/domain/venue-plan';
import { notFound } from '../../http/errors';
import type { VenuePlansRepo } from './venue-plans.repo';

export interface PlanAnswer {
  plan: VenuePlan;
  /** A strong validator of the plan's content: the same plan, the same tag. */
  etag: string;
}

/**
 * Venues' seating plans. A plan follows from the venue alone, so each is made once per process and
 * kept with the venue facts it came from; a venue whose capacity or sports change gets a new plan.
 */
export function createVenuePlansService(repo: VenuePlansRepo) {
  const made = new Map<string, { facts: string; answer: PlanAnswer }>();
  /** The plan of a venue already read (an event's): made once per process for the same facts. */
  function planOf(venue: VenueInput): PlanAnswer {
    const facts = factsOf(venue);
    const kept = made.get(venue.id);
    if (kept?.facts === facts) return kept.answer;
    const plan = planFor(venue);
    const etag = `"${createHash('sha256').update(JSON.stringify(plan)).digest('base64url').slice(0, 22)}"`;
    const answer = { plan, etag };
    made.set(venue.id, { facts, answer });
    return answer;
  }
  return {
    planOf,
    async plan(venueId: string): Promise<PlanAnswer> {
      const venue = await repo.findVenue(venueId);
      if (!venue) throw notFound('Venue');
      return planOf(venue);
    },
  };
}

const factsOf = (venue: VenueInput) => JSON.stringify([venue.capacity, venue.sports]);

export type VenuePlansService = ReturnType<typeof createVenuePlansService>;
