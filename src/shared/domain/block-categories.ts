import { SEAT_CATEGORIES } from '../booking-constants';
import { CATEGORY_SHARES, type CategoryId } from './price-list';
import { SEAT_VIEWS } from './seat-map';
import { type PlanBlock, type Tier, type VenuePlan, viewAxisDistance } from './venue-plan';

// Which blocks each price category sells at a venue with a seating plan (decision record 016): the
// organiser prices categories, so pricing a category prices its blocks. The best blocks go to
// Platinum, the next to Gold, and so on, each category taking about its share of the venue
// (CATEGORY_SHARES, the same shares a new event's price list starts from).

export interface CategoryBlocks {
  id: CategoryId;
  blockIds: string[];
  /** The seats of its blocks: the category's capacity on this plan. */
  seats: number;
}

/** Hospitality first (boxes and galleries), then the lower tier, then the upper. */
const TIER_ORDER: readonly Tier[] = ['middle', 'lower', 'upper'];

/** Blocks best first: view, then tier, then angle from the best axis, then plan order. */
export function blocksByQuality(plan: Pick<VenuePlan, 'kind' | 'blocks'>): PlanBlock[] {
  const rank = (block: PlanBlock) => [
    SEAT_VIEWS.indexOf(block.view),
    TIER_ORDER.indexOf(block.tier),
    viewAxisDistance(plan.kind, block.bearing),
  ];
  return plan.blocks
    .map((block, i) => ({ block, i, rank: rank(block) }))
    .sort((a, b) => {
      for (let k = 0; k < a.rank.length; k += 1) {
        const d = (a.rank[k] ?? 0) - (b.rank[k] ?? 0);
        if (d !== 0) return d;
      }
      return a.i - b.i;
    })
    .map(({ block }) => block);
}

/**
 * Each category's blocks: blocks in quality order go to the category whose share of the venue
 * they fall in (by the block's middle seat), every category at least one block. A category's seats
 * then differ from its share of the capacity by at most the plan's largest block, unless the
 * plan has so few blocks that a category takes one only to have any.
 */
export function categoryBlocks(plan: Pick<VenuePlan, 'kind' | 'blocks' | 'capacity'>): CategoryBlocks[] {
  const ordered = blocksByQuality(plan);
  if (ordered.length < SEAT_CATEGORIES.length) {
    throw new RangeError(`a plan needs a block per category, not ${ordered.length} blocks`);
  }
  const result: CategoryBlocks[] = SEAT_CATEGORIES.map((c) => ({ id: c.id, blockIds: [], seats: 0 }));
  let share = 0;
  let seatsBefore = 0;
  let next = 0;
  result.forEach((category, k) => {
    share += CATEGORY_SHARES[category.id];
    const last = k === result.length - 1;
    const target = plan.capacity * share;
    while (next < ordered.length) {
      const block = ordered[next] as PlanBlock;
      const blocksLeftAfter = ordered.length - next - 1;
      const categoriesLeftAfter = result.length - k - 1;
      const wanted = last || category.blockIds.length === 0 || seatsBefore + block.seats / 2 <= target;
      if (!wanted || (blocksLeftAfter < categoriesLeftAfter && category.blockIds.length > 0)) break;
      category.blockIds.push(block.id);
      category.seats += block.seats;
      seatsBefore += block.seats;
      next += 1;
    }
  });
  return result;
}
