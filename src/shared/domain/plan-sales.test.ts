import { describe, expect, it } from 'vitest';
import { categoryBlocks } from './block-categories';
import { planPriceList, type SoldBlock, seededPlanSales } from './plan-sales';
import { type CategoryId, priceList } from './price-list';
import { planFor, seatAt } from './venue-plan';

const nms = planFor({ id: 'narendra-modi-stadium', capacity: 132_000, sports: ['cricket'] });
const bands = categoryBlocks(nms);
const categoryOf = new Map(bands.flatMap((band) => band.blockIds.map((id) => [id, band.id] as const)));
const blockOf = new Map(nms.blocks.map((block) => [block.id, block]));

/** Sold seats per category, a share of each category's seats. */
const soldShare = (share: number) =>
  Object.fromEntries(bands.map((band) => [band.id, Math.round(band.seats * share)])) as Record<
    CategoryId,
    number
  >;

const soldIn = (blocks: SoldBlock[], category: CategoryId) =>
  blocks
    .filter((b) => categoryOf.get(b.blockId) === category)
    .reduce((sum, b) => sum + [...b.sold].filter((bit) => bit === '1').length, 0);

/** Lengths of the runs of sold seats within each row of the blocks. */
function soldRuns(blocks: SoldBlock[]): number[] {
  const runs: number[] = [];
  for (const sold of blocks) {
    const block = blockOf.get(sold.blockId);
    let run = 0;
    let row = -1;
    for (let i = 0; i < sold.seats; i += 1) {
      const seat = block ? seatAt(block, i) : null;
      if (seat?.rowIndex !== row && run > 0) runs.push(run);
      if (seat?.rowIndex !== row) run = 0;
      row = seat?.rowIndex ?? -1;
      if (sold.sold[i] === '1') run += 1;
      else if (run > 0) {
        runs.push(run);
        run = 0;
      }
    }
    if (run > 0) runs.push(run);
  }
  return runs;
}

describe('planPriceList', () => {
  it("prices the categories as a new list does and gives them their blocks' seats, with no map", () => {
    const list = planPriceList(nms, 600);
    expect(list.sections).toEqual([]);
    expect(list.categories.map((c) => c.pricePaise)).toEqual(
      priceList(132_000, 600).categories.map((c) => c.pricePaise),
    );
    expect(list.categories.map((c) => c.capacity)).toEqual(bands.map((band) => band.seats));
  });
});

describe('seededPlanSales', () => {
  it("sells exactly each category's seeded sales, in its own blocks, the same way every time", () => {
    const sold = soldShare(0.55);
    const blocks = seededPlanSales('ev-000035', nms, sold);
    for (const band of bands) expect(soldIn(blocks, band.id), band.id).toBe(sold[band.id]);
    for (const block of blocks) {
      expect(block.sold).toMatch(/^[01]+$/);
      expect(block.sold.length).toBe(blockOf.get(block.blockId)?.seats);
      expect(block.sold).toContain('1');
    }
    expect(seededPlanSales('ev-000035', nms, sold)).toEqual(blocks);
    expect(seededPlanSales('ev-000036', nms, sold)).not.toEqual(blocks);
  });

  it('sells in groups along rows, not seat by seat at random', () => {
    const runs = soldRuns(seededPlanSales('ev-000088', nms, soldShare(0.4)));
    const seats = runs.reduce((a, b) => a + b, 0);
    // A coin toss at 40 % would leave a sold run for every 1.67 seats sold; groups of 1–6 (3.5 on
    // average), some merging, leave far fewer.
    expect(seats / runs.length).toBeGreaterThan(2.5);
    // Groups stay small where most seats are free.
    expect(runs.filter((n) => n <= 6).length / runs.length).toBeGreaterThan(0.9);
  });

  it('lists only blocks with a seat sold: nothing for an unsold event, every seat when sold out', () => {
    expect(seededPlanSales('ev-1', nms, soldShare(0))).toEqual([]);
    const full = seededPlanSales('ev-1', nms, soldShare(1));
    expect(full.length).toBe(nms.blocks.length);
    expect(full.every((block) => !block.sold.includes('0'))).toBe(true);
  });

  it('refuses more sales than a category has seats', () => {
    const sold = { ...soldShare(0.1), gold: (bands[1]?.seats ?? 0) + 1 };
    expect(() => seededPlanSales('ev-1', nms, sold)).toThrow(RangeError);
  });
});
