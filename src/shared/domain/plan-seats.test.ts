import { describe, expect, it } from 'vitest';
import {
  blockAvailability,
  blockFree,
  blockVersion,
  findPlanSeats,
  planIndex,
  planTicketLabel,
} from './plan-seats';
import { isAvailable } from './seat-bitset';
import { planFor } from './venue-plan';

const plan = planFor({ id: 'test-ground', capacity: 20_000, sports: ['cricket'] });
const index = planIndex(plan);

describe('plan seats', () => {
  it("gives every block the category that sells it, and each category's blocks best first", () => {
    expect(index.blocks.size).toBe(plan.blocks.length);
    const seats = [...index.blocks.values()].reduce((sum, entry) => sum + entry.seats, 0);
    expect(seats).toBe(plan.capacity);
    for (const [categoryId, blockIds] of index.categories) {
      for (const id of blockIds) expect(index.blocks.get(id)?.categoryId).toBe(categoryId);
    }
  });

  it('finds named seats, or the first the plan lacks', () => {
    const block = plan.blocks[0];
    const id = block?.id ?? '';
    const found = findPlanSeats(index, [{ blockId: id, index: 0 }]);
    expect('found' in found && found.found[0]).toMatchObject({
      blockId: id,
      index: 0,
      blockName: block?.name,
    });
    expect(
      findPlanSeats(index, [
        { blockId: id, index: 0 },
        { blockId: 'nope', index: 1 },
      ]),
    ).toEqual({
      missing: { blockId: 'nope', index: 1 },
    });
    expect(findPlanSeats(index, [{ blockId: id, index: block?.seats ?? 0 }])).toHaveProperty('missing');
    expect(planTicketLabel('Block L1', { row: 'K', number: 14 })).toBe('Block L1, Row K, seat 14');
  });

  it("reads a block's availability and free seats from its sold bits and held seats", () => {
    const bits = blockAvailability(10, '0100000001', [3]);
    expect(Array.from({ length: 10 }, (_, i) => isAvailable(bits, i))).toEqual([
      true,
      false,
      true,
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(blockFree(10, '0100000001', [3])).toBe(7);
    expect(blockFree(10, null, [])).toBe(10);
    expect(blockVersion(4, 2)).toBe(6);
  });
});
