import { categoryBlocks } from './block-categories';
import type { CategoryId } from './price-list';
import { allAvailable, setAvailable } from './seat-bitset';
import {
  blockSeatCount,
  type PlanBlock,
  type PlanSeat,
  seatAt,
  seatLabel,
  type VenuePlan,
} from './venue-plan';

// Plan seats in a block inventory (decision record 016): which category sells a block, whether a
// named seat is one of the plan's, and a block's availability from its sold bits and held seats.

/** A plan's blocks by id, each with the category that sells it (categoryBlocks). */
export interface PlanIndex {
  blocks: ReadonlyMap<string, { block: PlanBlock; categoryId: CategoryId; seats: number }>;
  /** Each category's blocks, best first. */
  categories: ReadonlyMap<CategoryId, readonly string[]>;
}

export function planIndex(plan: Pick<VenuePlan, 'kind' | 'blocks' | 'capacity'>): PlanIndex {
  const byId = new Map(plan.blocks.map((block) => [block.id, block]));
  const blocks = new Map<string, { block: PlanBlock; categoryId: CategoryId; seats: number }>();
  const categories = new Map<CategoryId, readonly string[]>();
  for (const category of categoryBlocks(plan)) {
    categories.set(category.id, category.blockIds);
    for (const id of category.blockIds) {
      const block = byId.get(id) as PlanBlock;
      blocks.set(id, { block, categoryId: category.id, seats: blockSeatCount(block) });
    }
  }
  return { blocks, categories };
}

/** A named plan seat that the plan has: its block, category and seat. */
export interface PlanSeatFound {
  blockId: string;
  index: number;
  categoryId: CategoryId;
  blockName: string;
  blockSeats: number;
  seat: PlanSeat;
}

/**
 * The plan's seats for `(blockId, index)` pairs, in the order given, or the first that the plan
 * does not have (its block unknown, or its index past the block's seats).
 */
export function findPlanSeats(
  index: PlanIndex,
  seats: readonly { blockId: string; index: number }[],
): { found: PlanSeatFound[] } | { missing: { blockId: string; index: number } } {
  const found: PlanSeatFound[] = [];
  for (const wanted of seats) {
    const entry = index.blocks.get(wanted.blockId);
    const seat = entry ? seatAt(entry.block, wanted.index) : null;
    if (!entry || !seat) return { missing: wanted };
    found.push({
      blockId: wanted.blockId,
      index: wanted.index,
      categoryId: entry.categoryId,
      blockName: entry.block.name,
      blockSeats: entry.seats,
      seat,
    });
  }
  return { found };
}

/** How a plan seat reads on a ticket: 'Block L12, Row K, seat 14'. */
export const planTicketLabel = (blockName: string, seat: Pick<PlanSeat, 'row' | 'number'>) =>
  `${blockName}, ${seatLabel(seat)}`;

/**
 * A block's availability (seat-bitset.ts, 1 = can be had): every seat but those sold (`sold`,
 * PostgreSQL's bit text with 1 = sold; null for a block never written) and those `held`.
 */
export function blockAvailability(seats: number, sold: string | null, held: readonly number[]): Uint8Array {
  const bits = allAvailable(seats);
  if (sold !== null) {
    for (let i = 0; i < seats; i += 1) if (sold.charCodeAt(i) === 49) setAvailable(bits, i, false);
  }
  for (const index of held) if (index < seats) setAvailable(bits, index, false);
  return bits;
}

/** Seats of a block that can be had: its seats less those sold and those held. */
export function blockFree(seats: number, sold: string | null, held: readonly number[]): number {
  let taken = held.length;
  if (sold !== null) for (let i = 0; i < seats; i += 1) if (sold.charCodeAt(i) === 49) taken += 1;
  return seats - taken;
}

/**
 * A block's version as readers see it: the stored one, which every change raises, plus one for
 * each held seat whose hold has run out since (it became free without a write). Giving such a seat
 * back raises the stored version by one for it (kp_plan_give_back), so the sum never falls.
 */
export const blockVersion = (stored: number, ranOut: number) => stored + ranOut;
