import { isAvailable } from './seat-bitset';
import { SEAT_VIEWS } from './seat-map';
import {
  type PlanBlock,
  type PlanSeat,
  rowCount,
  seatAt,
  type VenuePlan,
  viewAxisDistance,
} from './venue-plan';

// 'Best available' (issue 15): the fan names a price band and a count, and gets adjacent seats in
// one row, never across an aisle, from the band's best block.

export const BEST_AVAILABLE_MAX = 6;

export interface BestAvailableRequest {
  /** The band's blocks (a category's, categoryBlocks). */
  blockIds: readonly string[];
  count: number;
  /**
   * Wheelchair positions and their companion seats are left out, unless the fan asks for one: then
   * the seats hold a position and (for two or more) its companion.
   */
  accessible?: boolean;
}

export interface BestAvailablePick {
  blockId: string;
  seats: PlanSeat[];
}

/**
 * The best `count` adjacent seats of the band, or null when no row has them. Best is the block's
 * view first; then, as a sum of three fractions (each 0 best to 1 worst), the block's angle from
 * the best axis, the row's depth in its block and the seats' distance from the row's middle. Ties
 * go to the plan's order. `availability` holds the blocks' bitsets; a block without one has
 * nothing sold or held (an untouched block's inventory is not written).
 */
export function bestAvailable(
  plan: Pick<VenuePlan, 'kind' | 'blocks'>,
  availability: ReadonlyMap<string, Uint8Array>,
  request: BestAvailableRequest,
): BestAvailablePick | null {
  const { count } = request;
  if (!Number.isInteger(count) || count < 1 || count > BEST_AVAILABLE_MAX) {
    throw new RangeError(`best available finds 1 to ${BEST_AVAILABLE_MAX} seats, not ${count}`);
  }
  const band = new Set(request.blockIds);
  let best: { view: number; score: number; block: PlanBlock; first: number } | null = null;
  for (const block of plan.blocks) {
    if (!band.has(block.id)) continue;
    const view = SEAT_VIEWS.indexOf(block.view);
    if (best && view > best.view) continue;
    const bits = availability.get(block.id);
    const axis = viewAxisDistance(plan.kind, block.bearing) / 90;
    const rows = rowCount(block.rows);
    let runStart = 0;
    for (const run of block.rows) {
      const edges = [0, ...run.aisles, run.seats];
      const reserved = new Set(run.accessible.flatMap((p) => [p, p + 1]));
      for (let r = 0; r < run.count; r += 1) {
        const rowStart = runStart + r * run.seats;
        const depth = rows > 1 ? (run.from + r) / (rows - 1) : 0;
        for (let g = 0; g + 1 < edges.length; g += 1) {
          const groupEnd = edges[g + 1] as number;
          for (let first = edges[g] as number; first + count <= groupEnd; first += 1) {
            if (!fits(run.accessible, reserved, first, count, request.accessible === true)) continue;
            if (bits && !allFree(bits, rowStart + first, count)) continue;
            const middle =
              Math.abs(first + (count - 1) / 2 - (run.seats - 1) / 2) / Math.max(1, run.seats / 2);
            const score = axis + depth + middle;
            if (!best || view < best.view || score < best.score) {
              best = { view, score, block, first: rowStart + first };
            }
          }
        }
      }
      runStart += run.count * run.seats;
    }
  }
  if (!best) return null;
  const { block, first } = best;
  const seats = Array.from({ length: count }, (_, i) => seatAt(block, first + i) as PlanSeat);
  return { blockId: block.id, seats };
}

/** Whether seats [first, first + count) of a row suit the request's need for a wheelchair position. */
function fits(
  positions: readonly number[],
  reserved: ReadonlySet<number>,
  first: number,
  count: number,
  accessible: boolean,
): boolean {
  if (!accessible) {
    for (let offset = first; offset < first + count; offset += 1) if (reserved.has(offset)) return false;
    return true;
  }
  return positions.some((p) => p >= first && (count === 1 ? p < first + 1 : p + 1 < first + count));
}

function allFree(bits: Uint8Array, from: number, count: number): boolean {
  for (let i = from; i < from + count; i += 1) if (!isAvailable(bits, i)) return false;
  return true;
}
