import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_ECONOMY_SHARE } from '../booking-constants';
import {
  categoryStart,
  INVENTORY_START_SOLD,
  INVENTORY_TOTAL,
  initialInventory,
  rowLetter,
  seatMapLayout,
} from './seat-map';

describe('seat map layout', () => {
  const layout = seatMapLayout();
  const section = (id: string) => layout.filter((seat) => seat.section === id);

  it('has the spec sections: premium 8 × 12 from A, standard 15 × 20 from I, economy 20 × 25 from X', () => {
    expect(section('premium')).toHaveLength(96);
    expect(section('standard')).toHaveLength(300);
    expect(section('economy')).toHaveLength(500);
    expect([...new Set(section('premium').map((s) => s.row))]).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
    ]);
    expect(section('standard')[0]?.row).toBe('I');
    expect(section('standard').at(-1)?.row).toBe('W');
    expect([...new Set(section('economy').map((s) => s.row))].slice(0, 4)).toEqual(['X', 'Y', 'Z', 'AA']);
    expect(section('economy').at(-1)?.id).toBe('AQ-25');
    expect(new Set(layout.map((s) => s.id)).size).toBe(layout.length);
  });

  it('prices seats by section and makes 5% of economy accessible', () => {
    expect(new Set(section('premium').map((s) => s.price))).toEqual(new Set([5000]));
    expect(new Set(section('standard').map((s) => s.price))).toEqual(new Set([3000]));
    expect(new Set(section('economy').map((s) => s.price))).toEqual(new Set([1500]));
    expect(section('economy').filter((s) => s.accessible)).toHaveLength(ACCESSIBLE_ECONOMY_SHARE * 500);
    expect(layout.filter((s) => s.accessible && s.section !== 'economy')).toHaveLength(0);
  });

  it('rates every seat excellent, good or average, best near the field', () => {
    expect(section('premium').every((s) => s.view === 'excellent')).toBe(true);
    expect(section('economy').some((s) => s.view === 'excellent')).toBe(false);
    expect(new Set(section('standard').map((s) => s.view))).toEqual(new Set(['excellent', 'good']));
  });

  it('names rows past Z as AA, AB', () => {
    expect([rowLetter(0), rowLetter(25), rowLetter(26), rowLetter(27), rowLetter(42)]).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AQ',
    ]);
  });
});

describe('initial inventory', () => {
  it("starts categories at the spec's available and sold % figures", () => {
    expect(categoryStart({ available: 8, soldPercentage: 90 })).toEqual({ capacity: 80, sold: 72 });
    expect(categoryStart({ available: 25, soldPercentage: 75 })).toEqual({ capacity: 100, sold: 75 });
    const { categories } = initialInventory('ev-000001', INVENTORY_START_SOLD);
    expect(categories.map((c) => [c.id, c.capacity - c.sold])).toEqual([
      ['platinum', 8],
      ['gold', 25],
      ['premium', 89],
      ['regular', 234],
      ['economy', 156],
    ]);
    expect(categories.map((c) => Math.round((c.sold / c.capacity) * 100))).toEqual([90, 75, 60, 40, 30]);
  });

  it('sells about 30%, 40% and 50% of the map sections, the same seats every time for one event', () => {
    const first = initialInventory('ev-000007', 0);
    const soldIn = (id: string) => first.seats.filter((s) => s.section === id && s.sold).length;
    expect([soldIn('premium'), soldIn('standard'), soldIn('economy')]).toEqual([29, 120, 250]);
    expect(
      initialInventory('ev-000007', 0)
        .seats.filter((s) => s.sold)
        .map((s) => s.id),
    ).toEqual(first.seats.filter((s) => s.sold).map((s) => s.id));
    const other = initialInventory('ev-000008', 0)
      .seats.filter((s) => s.sold)
      .map((s) => s.id);
    expect(other).not.toEqual(first.seats.filter((s) => s.sold).map((s) => s.id));
    expect(first.seats.some((s) => s.sold && s.blocked)).toBe(false);
  });

  it('adds recorded sales above the start across every pool, never beyond capacity', () => {
    const target = INVENTORY_TOTAL - 20;
    const inventory = initialInventory('ev-000003', target);
    const sold =
      inventory.categories.reduce((n, c) => n + c.sold, 0) + inventory.seats.filter((s) => s.sold).length;
    expect(sold).toBe(target);
    for (const c of inventory.categories) expect(c.sold).toBeLessThanOrEqual(c.capacity);
    const full = initialInventory('ev-000003', INVENTORY_TOTAL + 500);
    expect(full.categories.every((c) => c.sold === c.capacity)).toBe(true);
    expect(full.seats.filter((s) => !s.sold && !s.blocked)).toHaveLength(0);
  });

  it('totals 1,908 sellable places of which 903 are sold at the start', () => {
    expect(INVENTORY_TOTAL).toBe(1016 + 896 - 4);
    expect(INVENTORY_START_SOLD).toBe(504 + 399);
  });
});
