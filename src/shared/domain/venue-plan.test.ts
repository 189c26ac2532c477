import { describe, expect, it } from 'vitest';
import { rowLetter } from './seat-map';
import {
  accessiblePositions,
  angleBetween,
  blockSeatCount,
  indexOf,
  isAisleSeat,
  type PlanBlock,
  planFor,
  planSeatCount,
  rowIndexOf,
  SEATS_PER_ACCESSIBLE_POSITION,
  seatAt,
  seatLabel,
  type VenueInput,
  venueKind,
} from './venue-plan';

const NARENDRA_MODI: VenueInput = { id: 'narendra-modi-stadium', capacity: 132_000, sports: ['cricket'] };
const nms = planFor(NARENDRA_MODI);
const FOOTBALL: VenueInput = { id: 'salt-lake-stadium', capacity: 85_000, sports: ['football'] };
const HALL: VenueInput = { id: 'nsci-dome', capacity: 5000, sports: ['kabaddi', 'badminton'] };

const everySeat = (block: PlanBlock) =>
  Array.from({ length: blockSeatCount(block) }, (_, i) => seatAt(block, i));

describe('planFor', () => {
  it("adds up to the venue's capacity exactly, whatever the kind and size", () => {
    const sizes = [
      1, 7, 897, 1000, 2000, 4494, 8670, 11_999, 12_000, 33_108, 39_999, 40_000, 60_254, 132_000, 150_001,
    ];
    for (const sports of [['cricket'], ['football'], ['hockey'], ['kabaddi'], ['tennis']] as const) {
      for (const capacity of sizes) {
        const plan = planFor({ id: 'v', capacity, sports });
        expect(planSeatCount(plan), `${sports[0]} ${capacity}`).toBe(capacity);
        for (const block of plan.blocks) {
          expect(blockSeatCount(block)).toBe(block.seats);
          expect(block.rows.every((run) => run.seats > 0)).toBe(true);
        }
      }
    }
  });

  it('is the same plan every time', () => {
    expect(planFor(NARENDRA_MODI)).toEqual(nms);
  });

  it('draws cricket as an oval, football and hockey as a rectangle, halls and courts as a bowl', () => {
    expect(venueKind({ sports: ['cricket', 'football'] })).toBe('oval');
    expect(venueKind({ sports: ['hockey', 'football'] })).toBe('rectangle');
    expect(venueKind({ sports: ['badminton', 'kabaddi'] })).toBe('bowl');
    expect(venueKind({ sports: ['tennis'] })).toBe('bowl');
    const football = planFor(FOOTBALL);
    expect(football.blocks.every((b) => b.geometry.shape === 'rect')).toBe(true);
    expect(nms.blocks.every((b) => b.geometry.shape === 'arc')).toBe(true);
  });

  it('gives Narendra Modi Stadium its real tiers: two general tiers around 76 boxes of 25 and the President’s Gallery', () => {
    expect(nms.stands.map((s) => s.name)).toEqual([
      'Adani Pavilion End',
      'East Stand',
      'Club Pavilion',
      'Reliance End',
      'West Pavilion',
      'North Stand',
    ]);
    expect(nms.gates).toHaveLength(3);
    const middle = nms.blocks.filter((b) => b.tier === 'middle');
    expect(middle.filter((b) => b.name.startsWith('Box '))).toHaveLength(76);
    expect(middle.filter((b) => b.name.startsWith('Box ')).every((b) => b.seats === 25)).toBe(true);
    expect(middle.find((b) => b.name === "President's Gallery")).toMatchObject({
      seats: 818,
      standId: 'adani-pavilion',
    });
    const seatsIn = (tier: string) =>
      nms.blocks.filter((b) => b.tier === tier).reduce((sum, b) => sum + b.seats, 0);
    expect([seatsIn('lower'), seatsIn('middle'), seatsIn('upper')]).toEqual([59_470, 2718, 69_812]);
    expect(nms.blocks).toHaveLength(293);
  });

  it('leads every stand to a gate of the plan, and gives every block a stand', () => {
    for (const plan of [nms, planFor(FOOTBALL), planFor(HALL)]) {
      const gates = new Set(plan.gates.map((g) => g.id));
      const stands = new Set(plan.stands.map((s) => s.id));
      expect(plan.stands.every((s) => gates.has(s.gateId))).toBe(true);
      expect(plan.blocks.every((b) => stands.has(b.standId))).toBe(true);
      expect(new Set(plan.blocks.map((b) => b.id)).size).toBe(plan.blocks.length);
    }
  });

  it('has a wheelchair position per 250 seats of the venue, each with a companion seat in its aisle group, at the entry level', () => {
    for (const venue of [NARENDRA_MODI, FOOTBALL, HALL]) {
      const plan = planFor(venue);
      expect(accessiblePositions(plan)).toBe(Math.round(venue.capacity / SEATS_PER_ACCESSIBLE_POSITION));
      for (const block of plan.blocks) {
        for (const run of block.rows) {
          if (run.accessible.length > 0) expect(block.tier).toBe('lower');
          for (const position of run.accessible) {
            expect(position + 1).toBeLessThan(run.seats);
            expect(run.aisles).not.toContain(position + 1);
          }
        }
      }
    }
    expect(accessiblePositions(nms)).toBe(528);
  });

  it('puts aisles inside rows, at most 16 seats apart', () => {
    for (const block of nms.blocks) {
      for (const run of block.rows) {
        const edges = [0, ...run.aisles, run.seats];
        for (let i = 1; i < edges.length; i += 1) {
          expect((edges[i] ?? 0) - (edges[i - 1] ?? 0)).toBeGreaterThan(0);
          expect((edges[i] ?? 0) - (edges[i - 1] ?? 0)).toBeLessThanOrEqual(16);
        }
      }
    }
  });

  it('sees best along the pitch at a cricket ground and across it at football; the upper tier never excellent', () => {
    const end = nms.blocks.find((b) => b.tier === 'lower' && angleBetween(b.bearing, 0) < 10);
    const square = nms.blocks.find((b) => b.tier === 'lower' && angleBetween(b.bearing, 90) < 10);
    expect(end?.view).toBe('excellent');
    expect(square?.view).toBe('average');
    expect(nms.blocks.filter((b) => b.tier === 'upper').some((b) => b.view === 'excellent')).toBe(false);
    const football = planFor(FOOTBALL);
    const behindGoal = football.blocks.find((b) => b.standId === 'north-stand' && b.tier === 'lower');
    const halfway = football.blocks.find((b) => b.tier === 'lower' && angleBetween(b.bearing, 90) < 10);
    expect(behindGoal?.view).toBe('average');
    expect(halfway?.view).toBe('excellent');
  });

  it('shades the stands with the afternoon sun behind them; halls and boxes are always shade', () => {
    const lower = nms.blocks.filter((b) => b.tier === 'lower');
    expect(lower.filter((b) => angleBetween(b.bearing, 240) < 30).every((b) => b.sun === 'shade')).toBe(true);
    expect(lower.filter((b) => angleBetween(b.bearing, 60) < 30).every((b) => b.sun === 'sun')).toBe(true);
    expect(nms.blocks.filter((b) => b.tier === 'middle').every((b) => b.sun === 'shade')).toBe(true);
    expect(planFor(HALL).blocks.every((b) => b.sun === 'shade')).toBe(true);
  });

  it('refuses a capacity that is not a positive whole number', () => {
    expect(() => planFor({ ...HALL, capacity: 0 })).toThrow(RangeError);
    expect(() => planFor({ ...HALL, capacity: 10.5 })).toThrow(RangeError);
  });
});

describe('seats of a block', () => {
  it('addresses every seat by index and by (row, number), both ways', () => {
    const blocks = [nms.blocks[0], nms.blocks.find((b) => b.tier === 'middle'), planFor(HALL).blocks[3]];
    for (const block of blocks as PlanBlock[]) {
      everySeat(block).forEach((seat, i) => {
        expect(seat?.index).toBe(i);
        expect(indexOf(block, seat?.row ?? '', seat?.number ?? 0)).toBe(i);
      });
    }
  });

  it('counts seats row by row from the front row', () => {
    const block = nms.blocks[0] as PlanBlock;
    const front = block.rows[0]?.seats ?? 0;
    expect(seatAt(block, 0)).toMatchObject({ row: 'A', number: 1, aisle: true });
    expect(seatAt(block, front)).toMatchObject({ row: 'B', number: 1 });
    expect(seatAt(block, front - 1)).toMatchObject({ row: 'A', number: front, aisle: true });
  });

  it('marks aisle seats, wheelchair positions and their companions', () => {
    const block = nms.blocks[0] as PlanBlock;
    const back = block.rows[block.rows.length - 1];
    if (!back) throw new Error('a block has rows');
    const row = rowLetter(back.from);
    const position = back.accessible[0] ?? 0;
    const at = indexOf(block, row, back.firstSeat + position) ?? -1;
    expect(seatAt(block, at)).toMatchObject({ accessible: true, companion: false });
    expect(seatAt(block, at + 1)).toMatchObject({ accessible: false, companion: true });
    const aisle = back.aisles[0] ?? 0;
    expect(isAisleSeat(back, aisle - 1) && isAisleSeat(back, aisle)).toBe(true);
    expect(isAisleSeat(back, aisle - 3)).toBe(false);
  });

  it('answers null for seats the block does not have', () => {
    const block = nms.blocks[0] as PlanBlock;
    expect(seatAt(block, -1)).toBeNull();
    expect(seatAt(block, blockSeatCount(block))).toBeNull();
    expect(seatAt(block, 1.5)).toBeNull();
    expect(indexOf(block, 'A', 0)).toBeNull();
    expect(indexOf(block, 'A', 99)).toBeNull();
    expect(indexOf(block, 'ZZ', 1)).toBeNull();
    expect(indexOf(block, 'a', 1)).toBeNull();
  });

  it('reads row labels back as rowLetter writes them', () => {
    for (let i = 0; i < 800; i += 1) expect(rowIndexOf(rowLetter(i))).toBe(i);
    expect(rowIndexOf('')).toBe(-1);
    expect(rowIndexOf('A1')).toBe(-1);
  });

  it("labels a seat 'Row K, seat 14'", () => {
    expect(seatLabel({ row: 'K', number: 14 })).toBe('Row K, seat 14');
  });
});
