import {
  blockAvailability,
  blockFree,
  blockVersion,
  type PlanIndex,
  planIndex,
} from '../../../shared/domain/plan-seats';
import { encodeAvailability } from '../../../shared/domain/seat-bitset';
import type { VenueInput, VenuePlan } from '../../../shared/domain/venue-plan';
import type { BlockSeats, EventBlocks } from '../../../shared/schemas/booking';
import { invalidRequest, notFound } from '../../http/errors';
import type { createBlockInventoryRepo, PlanEvent } from './block-inventory.repo';

/** Where plans come from: the venue-plans module, which makes each once per process. */
export interface PlanSource {
  planOf(venue: VenueInput): { plan: VenuePlan };
}

/** A venue's plan with its blocks' categories, worked out once per plan object. */
export function planIndexes(plans: PlanSource) {
  const indexes = new WeakMap<VenuePlan, PlanIndex>();
  return (venue: VenueInput) => {
    const { plan } = plans.planOf(venue);
    let index = indexes.get(plan);
    if (!index) {
      index = planIndex(plan);
      indexes.set(plan, index);
    }
    return { plan, index };
  };
}

type BlockQueries = ReturnType<typeof createBlockInventoryRepo>;

/**
 * What fans see of an event's block inventory (decision 016): every block's free seats, and the
 * seats of the blocks in view as availability text. A seat is free unless sold or held by a
 * session still running; a block's version rises with every change, expiries included.
 */
export function createBlockInventoryService(repo: BlockQueries, now: () => Date, plans: PlanSource) {
  const indexOf = planIndexes(plans);

  async function planEvent(eventId: string): Promise<PlanEvent> {
    const event = await repo.planEvent(eventId);
    if (!event?.seatPlan) throw notFound('Event');
    return event;
  }

  /** The event's written blocks and held seats now, with its version: the sum of its blocks'. */
  async function snapshot(eventId: string) {
    const { rows, holds: held } = await repo.blockState(eventId, now());
    const rowOf = new Map(rows.map((row) => [row.blockId, row]));
    const heldIn = new Map(held.map((h) => [h.blockId, h]));
    const versionOf = (id: string) => blockVersion(rowOf.get(id)?.version ?? 0, heldIn.get(id)?.ranOut ?? 0);
    const version = [...new Set([...rowOf.keys(), ...heldIn.keys()])].reduce(
      (sum, id) => sum + versionOf(id),
      0,
    );
    return {
      version,
      versionOf,
      sold: (id: string) => rowOf.get(id)?.sold ?? null,
      held: (id: string) => heldIn.get(id)?.held ?? [],
    };
  }

  return {
    /**
     * GET /api/events/:eventId/blocks: 404 when the event does not exist or has no plan. The tag
     * names the event's last edit with the version: a draft moved to another venue (or back), or
     * switched off its plan and on again, starts its blocks again from version 0, and the same
     * count of changes since must not pass for what a browser kept from before.
     */
    async blocks(eventId: string): Promise<{ blocks: EventBlocks; tag: string }> {
      const event = await planEvent(eventId);
      const { plan, index } = indexOf(event.venue);
      const state = await snapshot(eventId);
      return {
        tag: `${event.updatedAt.getTime()}.${state.version}`,
        blocks: {
          version: state.version,
          blocks: plan.blocks.map((block) => {
            const seats = index.blocks.get(block.id)?.seats ?? block.seats;
            return { id: block.id, free: blockFree(seats, state.sold(block.id), state.held(block.id)) };
          }),
        },
      };
    },

    /** GET /api/events/:eventId/blocks/seats?ids=: a block the plan lacks is a 400 naming `ids`. */
    async blockSeats(eventId: string, ids: readonly string[]): Promise<BlockSeats> {
      const event = await planEvent(eventId);
      const { index } = indexOf(event.venue);
      const unknown = ids.find((id) => !index.blocks.has(id));
      if (unknown !== undefined) throw invalidRequest({ ids: `No block ${unknown} at this venue` });
      const state = await snapshot(eventId);
      return {
        version: state.version,
        blocks: ids.map((id) => {
          const seats = index.blocks.get(id)?.seats ?? 0;
          const bits = blockAvailability(seats, state.sold(id), state.held(id));
          return { id, version: state.versionOf(id), availability: encodeAvailability(bits, seats) };
        }),
      };
    },
  };
}
export type BlockInventoryService = ReturnType<typeof createBlockInventoryService>;
