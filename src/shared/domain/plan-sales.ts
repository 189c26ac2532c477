import { categoryBlocks } from './block-categories';
import { type CategoryId, type PriceList, priceList } from './price-list';
import { hashText, mulberry32 } from './random';
import { blockSeatCount, type PlanBlock, type VenuePlan } from './venue-plan';

// An event on its venue's whole seating plan (decision record 016): its price list, and the seeded
// catalogue's sales so far made real as sold seats.

type PlanShape = Pick<VenuePlan, 'kind' | 'blocks' | 'capacity'>;

/**
 * The price list of an event on a plan: the spec's prices scaled as `priceList` scales them, each
 * category's places the seats of its blocks (categoryBlocks), no reserved stand and no map sections.
 * Throws a RangeError for a plan with fewer blocks than categories.
 */
export function planPriceList(plan: PlanShape, economyRupees?: number): PriceList {
  const seats = new Map(categoryBlocks(plan).map((category) => [category.id, category.seats]));
  return {
    categories: priceList(plan.capacity, economyRupees).categories.map((category) => ({
      ...category,
      capacity: seats.get(category.id) ?? 0,
    })),
    sections: [],
  };
}

/** A block's sold seats as PostgreSQL's bit text (one character per seat in index order, '1' = sold). */
export interface SoldBlock {
  blockId: string;
  seats: number;
  sold: string;
}

/**
 * Splits `total` over parts in proportion to `weights`, no part above its `room`
 * (total ≤ the rooms' sum). Rounds down each pass and hands what rounding leaves to the heaviest.
 */
function shareOut(total: number, room: readonly number[], weights: readonly number[]): number[] {
  const shares = room.map(() => 0);
  let left = total;
  while (left > 0) {
    const open: number[] = [];
    let weight = 0;
    for (let i = 0; i < room.length; i += 1) {
      if ((shares[i] as number) < (room[i] as number)) {
        open.push(i);
        weight += weights[i] as number;
      }
    }
    if (open.length === 0) throw new RangeError(`cannot place ${total} in ${room.length} parts`);
    let given = 0;
    for (const i of open) {
      const wanted = weight > 0 ? Math.floor((left * (weights[i] as number)) / weight) : 0;
      const add = Math.min((room[i] as number) - (shares[i] as number), wanted);
      shares[i] = (shares[i] as number) + add;
      given += add;
    }
    left -= given;
    if (given > 0) continue;
    open.sort((a, b) => (weights[b] as number) - (weights[a] as number));
    for (let k = 0; k < open.length && left > 0; k += 1) {
      const i = open[k] as number;
      shares[i] = (shares[i] as number) + 1;
      left -= 1;
    }
  }
  return shares;
}

/** A block's rows cut at their aisles: stretches of adjacent seats, as [first index, length]. */
function stretches(block: Pick<PlanBlock, 'rows'>): [number, number][] {
  const result: [number, number][] = [];
  let first = 0;
  for (const run of block.rows) {
    const cuts = [0, ...run.aisles, run.seats];
    for (let row = 0; row < run.count; row += 1) {
      for (let k = 0; k + 1 < cuts.length; k += 1) {
        const from = cuts[k] ?? 0;
        result.push([first + from, (cuts[k + 1] ?? 0) - from]);
      }
      first += run.seats;
    }
  }
  return result;
}

/**
 * Sells `count` of a stretch's seats as fans buy them: groups of 1–6 side by side, with the
 * stretch's free seats scattered between and around the groups.
 */
function sellStretch(bits: string[], first: number, length: number, count: number, random: () => number) {
  if (count === 0) return;
  const groups: number[] = [];
  for (let placed = 0; placed < count; ) {
    const size = Math.min(1 + Math.floor(random() * 6), count - placed);
    groups.push(size);
    placed += size;
  }
  // Each free seat falls before, between or after the groups at random.
  const gaps = new Array<number>(groups.length + 1).fill(0);
  for (let free = length - count; free > 0; free -= 1) {
    const gap = Math.floor(random() * gaps.length);
    gaps[gap] = (gaps[gap] ?? 0) + 1;
  }
  let at = first + (gaps[0] ?? 0);
  groups.forEach((size, g) => {
    for (let k = 0; k < size; k += 1) bits[at + k] = '1';
    at += size + (gaps[g + 1] ?? 0);
  });
}

/**
 * The sold seats of an event on `plan` with `sold` places sold per category, as the seeded catalogue
 * makes its sales so far real: each category's sales spread over its blocks (the better blocks and
 * some blocks by chance selling more), in each block over its rows' stretches between aisles, and
 * there in groups of 1–6 adjacent seats. Drawn from a generator seeded by the event id, so the same
 * event gets the same seats on every start. Only blocks with a seat sold are listed.
 */
export function seededPlanSales(
  eventId: string,
  plan: PlanShape,
  sold: Readonly<Record<CategoryId, number>>,
): SoldBlock[] {
  const random = mulberry32(hashText(`${eventId}:plan`));
  const byId = new Map(plan.blocks.map((block) => [block.id, block]));
  const result: SoldBlock[] = [];
  for (const category of categoryBlocks(plan)) {
    const wanted = sold[category.id];
    if (!Number.isInteger(wanted) || wanted < 0 || wanted > category.seats) {
      throw new RangeError(`${category.id} has ${category.seats} seats, not ${wanted} to sell`);
    }
    const blocks = category.blockIds.map((id) => byId.get(id) as PlanBlock);
    const seats = blocks.map(blockSeatCount);
    const last = Math.max(1, blocks.length - 1);
    const perBlock = shareOut(
      wanted,
      seats,
      seats.map((n, rank) => n * (0.5 + random()) * (1.3 - (0.6 * rank) / last)),
    );
    blocks.forEach((block, b) => {
      const count = perBlock[b] ?? 0;
      if (count === 0) return;
      const size = seats[b] ?? 0;
      const bits = new Array<string>(size).fill('0');
      const parts = stretches(block);
      const lengths = parts.map(([, length]) => length);
      const perStretch = shareOut(
        count,
        lengths,
        lengths.map((length) => length * (0.6 + 0.8 * random())),
      );
      parts.forEach(([first, length], s) => {
        sellStretch(bits, first, length, perStretch[s] ?? 0, random);
      });
      result.push({ blockId: block.id, seats: size, sold: bits.join('') });
    });
  }
  return result;
}
