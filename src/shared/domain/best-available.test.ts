import { describe, expect, it } from 'vitest';
import { bestAvailable } from './best-available';
import { categoryBlocks } from './block-categories';
import { allAvailable, setAvailable } from './seat-bitset';
import { indexOf, type PlanBlock, planFor, seatLabel, type VenuePlan } from './venue-plan';

// One stand behind the bowler's arm (bearing 0) with two blocks: rows of 10 seats with an aisle
// after the fifth; the back row's first seat a wheelchair position, its companion the second.
const block = (id: string, view: PlanBlock['view'], bearing = 0): PlanBlock => ({
  id,
  name: `Block ${id}`,
  standId: 'north',
  tier: 'lower',
  view,
  sun: 'shade',
  bearing,
  seats: 30,
  geometry: {
    shape: 'arc',
    startAngle: bearing - 5,
    endAngle: bearing + 5,
    innerRadius: 80,
    outerRadius: 83,
  },
  rows: [
    { from: 0, count: 2, seats: 10, firstSeat: 1, aisles: [5], accessible: [] },
    { from: 2, count: 1, seats: 10, firstSeat: 1, aisles: [5], accessible: [0] },
  ],
});
const plan: Pick<VenuePlan, 'kind' | 'blocks'> = {
  kind: 'oval',
  blocks: [block('L1', 'good'), block('L2', 'excellent', 20)],
};

/** A block's bitset with only the given seats (row, numbers) available. */
function onlyFree(target: PlanBlock, seats: Record<string, number[]>): Uint8Array {
  const bits = allAvailable(target.seats);
  for (let i = 0; i < target.seats; i += 1) setAvailable(bits, i, false);
  for (const [row, numbers] of Object.entries(seats)) {
    for (const n of numbers) setAvailable(bits, indexOf(target, row, n) ?? -1, true);
  }
  return bits;
}
const labels = (pick: ReturnType<typeof bestAvailable>) =>
  pick ? `${pick.blockId} ${pick.seats.map(seatLabel).join('; ')}` : null;
const [L1, L2] = plan.blocks as [PlanBlock, PlanBlock];

describe('bestAvailable', () => {
  it('takes the best view first, then the front row, nearest its middle, never across an aisle', () => {
    const pick = bestAvailable(plan, new Map(), { blockIds: ['L1', 'L2'], count: 3 });
    expect(labels(pick)).toBe('L2 Row A, seat 3; Row A, seat 4; Row A, seat 5');
    expect(pick?.seats.map((s) => s.aisle)).toEqual([false, false, true]);
  });

  it('keeps to the price band', () => {
    const pick = bestAvailable(plan, new Map(), { blockIds: ['L1'], count: 2 });
    expect(pick?.blockId).toBe('L1');
  });

  it('moves back a row when the front row is full', () => {
    const availability = new Map([['L2', onlyFree(L2, { B: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })]]);
    const pick = bestAvailable(plan, availability, { blockIds: ['L2'], count: 4 });
    expect(labels(pick)).toBe('L2 Row B, seat 2; Row B, seat 3; Row B, seat 4; Row B, seat 5');
  });

  it('does not seat a group across an aisle, even when the seats either side are free', () => {
    // Seats 3–8 of row A are free, but the aisle runs between 5 and 6.
    const availability = new Map([['L2', onlyFree(L2, { A: [3, 4, 5, 6, 7, 8] })]]);
    expect(bestAvailable(plan, availability, { blockIds: ['L2'], count: 4 })).toBeNull();
    expect(labels(bestAvailable(plan, availability, { blockIds: ['L2'], count: 3 }))).toBe(
      'L2 Row A, seat 3; Row A, seat 4; Row A, seat 5',
    );
  });

  it('leaves wheelchair positions and their companions out unless asked, and then seats the pair', () => {
    const availability = new Map([['L2', onlyFree(L2, { C: [1, 2, 3] })]]);
    expect(bestAvailable(plan, availability, { blockIds: ['L2'], count: 2 })).toBeNull();
    expect(labels(bestAvailable(plan, availability, { blockIds: ['L2'], count: 1 }))).toBe(
      'L2 Row C, seat 3',
    );
    const pair = bestAvailable(plan, availability, { blockIds: ['L2'], count: 2, accessible: true });
    expect(labels(pair)).toBe('L2 Row C, seat 1; Row C, seat 2');
    expect(pair?.seats.map((s) => [s.accessible, s.companion])).toEqual([
      [true, false],
      [false, true],
    ]);
    const alone = bestAvailable(plan, availability, { blockIds: ['L2'], count: 1, accessible: true });
    expect(labels(alone)).toBe('L2 Row C, seat 1');
  });

  it('falls back to a worse view when the better one has no such group, and answers null when nothing fits', () => {
    const full = new Map([['L2', onlyFree(L2, {})]]);
    expect(bestAvailable(plan, full, { blockIds: ['L1', 'L2'], count: 2 })?.blockId).toBe('L1');
    const bothFull = new Map([...full, ['L1', onlyFree(L1, {})]]);
    expect(bestAvailable(plan, bothFull, { blockIds: ['L1', 'L2'], count: 1 })).toBeNull();
    expect(bestAvailable(plan, new Map(), { blockIds: ['L9'], count: 1 })).toBeNull();
  });

  it('finds 1 to 6 seats, no more', () => {
    for (const count of [0, 7, 2.5]) {
      expect(() => bestAvailable(plan, new Map(), { blockIds: ['L1'], count })).toThrow(RangeError);
    }
  });

  it('picks six together in every price band of Narendra Modi Stadium', () => {
    const nms = planFor({ id: 'narendra-modi-stadium', capacity: 132_000, sports: ['cricket'] });
    for (const band of categoryBlocks(nms)) {
      const pick = bestAvailable(nms, new Map(), { blockIds: band.blockIds, count: 6 });
      expect(pick && band.blockIds.includes(pick.blockId), band.id).toBe(true);
      expect(new Set(pick?.seats.map((s) => s.row)).size).toBe(1);
    }
  });
});
