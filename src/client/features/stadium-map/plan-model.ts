import { categoryBlocks } from '@/shared/domain/block-categories';
import { formatPaise } from '@/shared/domain/format';
import {
  type PlanBlock,
  type PlanSeat,
  seatLabel,
  type Tier,
  type VenuePlan,
} from '@/shared/domain/venue-plan';
import type { SeatCategory } from '@/shared/schemas/booking';

// What the map says about blocks and seats: each block's price band (categoryBlocks), its seats free
// now, and the words a screen reader hears ('Row K, seat 14, Gold, ₹2,500, available, aisle').

/** How a block stands: words, never colour alone (the map draws each with its own pattern). */
export const BLOCK_STATES = ['available', 'few', 'soldOut'] as const;
export type BlockState = (typeof BLOCK_STATES)[number];
export const BLOCK_STATE_WORDS: Record<BlockState, string> = {
  available: 'seats available',
  few: 'few seats left',
  soldOut: 'sold out',
};

/** A block with 10 % of its seats or fewer free reads 'few seats left'. */
const FEW_SHARE = 0.1;

export interface Band {
  category: SeatCategory;
  blockIds: readonly string[];
}

export interface PlanModel {
  plan: VenuePlan;
  bands: Band[];
  /** Each block's band (category). */
  bandOf: ReadonlyMap<string, SeatCategory>;
  blocks: ReadonlyMap<string, PlanBlock>;
}

export function planModel(plan: VenuePlan, categories: readonly SeatCategory[]): PlanModel {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const bands: Band[] = [];
  const bandOf = new Map<string, SeatCategory>();
  for (const { id, blockIds } of categoryBlocks(plan)) {
    const category = byId.get(id);
    if (!category) continue;
    bands.push({ category, blockIds });
    for (const blockId of blockIds) bandOf.set(blockId, category);
  }
  return { plan, bands, bandOf, blocks: new Map(plan.blocks.map((b) => [b.id, b])) };
}

export function blockState(free: number, seats: number): BlockState {
  if (free <= 0) return 'soldOut';
  return free <= seats * FEW_SHARE ? 'few' : 'available';
}

const TIER_WORDS: Record<Tier, string> = { lower: 'lower tier', middle: 'boxes level', upper: 'upper tier' };

/** 'Block L12, lower tier, Gold, ₹2,500, 412 of 450 seats free, excellent view'. */
export function blockDescription(block: PlanBlock, category: SeatCategory | undefined, free: number): string {
  return [
    block.name,
    TIER_WORDS[block.tier],
    ...(category ? [category.name, formatPaise(category.pricePaise)] : []),
    free > 0
      ? `${free.toLocaleString('en-IN')} of ${block.seats.toLocaleString('en-IN')} seats free`
      : 'sold out',
    `${block.view} view`,
  ].join(', ');
}

export type SeatState = 'available' | 'taken' | 'selected' | 'loading';

const SEAT_STATE_WORDS: Record<SeatState, string> = {
  available: 'available',
  taken: 'taken',
  selected: 'selected',
  loading: 'checking availability',
};

/** 'Row K, seat 14, Gold, ₹2,500, available, aisle' (then 'wheelchair position' or 'companion seat'). */
export function seatDescription(
  seat: PlanSeat,
  category: SeatCategory | undefined,
  state: SeatState,
): string {
  return [
    seatLabel(seat),
    ...(category ? [category.name, formatPaise(category.pricePaise)] : []),
    SEAT_STATE_WORDS[state],
    ...(seat.aisle ? ['aisle'] : []),
    ...(seat.accessible ? ['wheelchair position'] : []),
    ...(seat.companion ? ['companion seat'] : []),
  ].join(', ');
}

/** Free seats of each band from the blocks' counts. */
export function bandFree(model: PlanModel, free: ReadonlyMap<string, number>): Map<string, number> {
  return new Map(
    model.bands.map((band) => [
      band.category.id,
      band.blockIds.reduce((sum, id) => sum + (free.get(id) ?? model.blocks.get(id)?.seats ?? 0), 0),
    ]),
  );
}

/**
 * What changed between two counts of the blocks the fan has open, for a polite announcement, or ''
 * when nothing did: 'Block L12: 398 seats free now (was 412).'
 */
export function freeChangeAnnouncement(
  blocks: readonly PlanBlock[],
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): string {
  return blocks
    .filter(
      (block) => before.has(block.id) && after.has(block.id) && before.get(block.id) !== after.get(block.id),
    )
    .map((block) => {
      const now = after.get(block.id) ?? 0;
      const was = before.get(block.id) ?? 0;
      return now === 0 ? `${block.name} has sold out.` : `${block.name}: ${now} seats free now (was ${was}).`;
    })
    .join(' ');
}
