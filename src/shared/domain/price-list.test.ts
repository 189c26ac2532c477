import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SHARES,
  capacityIssue,
  isSettablePrice,
  MIN_VENUE_CAPACITY,
  PRICE_MESSAGE,
  placesIn,
  placesIssue,
  priceList,
  splitCapacity,
  withSales,
} from './price-list';
import { MAP_SECTION_SEATS, MAP_SELLABLE_SEATS } from './seat-map';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('splitCapacity', () => {
  it('gives the categories every place outside the reserved stand, exactly', () => {
    for (const capacity of [MIN_VENUE_CAPACITY, 1814, 4000, 33_108, 68_000, 132_000]) {
      const split = splitCapacity(capacity);
      expect(sum(Object.values(split)) + MAP_SELLABLE_SEATS, String(capacity)).toBe(capacity);
      expect(Math.min(...Object.values(split))).toBeGreaterThanOrEqual(1);
    }
  });

  it('follows the shares: Narendra Modi Stadium (1,32,000) has 58,997 Economy places', () => {
    const split = splitCapacity(132_000);
    expect(MAP_SELLABLE_SEATS).toBe(892);
    // (132,000 − 892 − 5) × 45 % = 58,996.35 → 58,996 (the two spare places go to Regular's .9 and
    // Premium's .45), plus the one place every category starts with.
    expect([split.economy, split.regular, split.premium]).toEqual([58_997, 39_332, 19_667]);
    for (const [id, share] of Object.entries(CATEGORY_SHARES)) {
      expect(Math.abs(split[id as keyof typeof split] / (132_000 - 892) - share)).toBeLessThan(0.001);
    }
  });

  it('refuses a venue smaller than the reserved stand plus one place per category', () => {
    expect(() => splitCapacity(MIN_VENUE_CAPACITY - 1)).toThrow(RangeError);
    expect(() => splitCapacity(2000.5)).toThrow(RangeError);
  });
});

describe('priceList', () => {
  it('is the spec section 9 table by default', () => {
    const list = priceList(4000);
    expect(list.categories.map((c) => [c.id, c.pricePaise / 100])).toEqual([
      ['platinum', 3500],
      ['gold', 2500],
      ['premium', 1500],
      ['regular', 800],
      ['economy', 400],
    ]);
    expect(list.sections.map((s) => [s.id, s.pricePaise / 100, s.seats])).toEqual([
      ['premium', 5000, MAP_SECTION_SEATS.premium],
      ['standard', 3000, MAP_SECTION_SEATS.standard],
      ['economy', 1500, MAP_SECTION_SEATS.economy],
    ]);
    expect(sum(list.categories.map((c) => c.capacity)) + sum(list.sections.map((s) => s.seats))).toBe(4000);
  });

  it('scales the table so its cheapest place costs the given price, to ₹50', () => {
    const final = priceList(68_000, 6000);
    expect(final.categories.map((c) => c.pricePaise / 100)).toEqual([52_500, 37_500, 22_500, 12_000, 6000]);
    expect(final.sections.map((s) => s.pricePaise / 100)).toEqual([75_000, 45_000, 22_500]);
    const cheap = priceList(4000, 450);
    expect(cheap.categories.at(-1)?.pricePaise).toBe(45_000);
    // 3,500 × 450 / 400 = 3,937.5 → 3,950.
    expect(cheap.categories[0]?.pricePaise).toBe(395_000);
  });
});

describe('withSales', () => {
  it('spreads sales over categories and sections by size, exactly, never above a point', () => {
    const list = priceList(33_108);
    const stocked = withSales(list, 20_000);
    const points = [
      ...stocked.categories.map((c) => [c.sold, c.capacity]),
      ...stocked.sections.map((s) => [s.sold, s.seats]),
    ];
    expect(sum(points.map(([sold]) => sold as number))).toBe(20_000);
    for (const [sold, size] of points) {
      expect(sold).toBeLessThanOrEqual(size as number);
      expect(Math.abs((sold as number) / (size as number) - 20_000 / placesIn(list))).toBeLessThan(0.01);
    }
    const full = withSales(list, placesIn(list) + 10);
    expect(full.categories.every((c) => c.sold === c.capacity)).toBe(true);
    expect(full.sections.every((s) => s.sold === s.seats)).toBe(true);
  });
});

describe("an organiser's price list", () => {
  it('takes whole rupees from ₹1 to ₹5,00,000', () => {
    expect([100, 40_000, 50_000_000].map(isSettablePrice)).toEqual([true, true, true]);
    expect([0, 99, 40_050, 50_000_100, 1.5, -100, Number.NaN].map(isSettablePrice)).toEqual(
      Array(7).fill(false),
    );
    expect(PRICE_MESSAGE).toBe('A price is a whole number of rupees from ₹1 to ₹5,00,000');
  });

  it('keeps a category at one place or more, and at no fewer than it has sold and held', () => {
    expect(capacityIssue(12, { sold: 10, held: 2 })).toBeNull();
    expect(capacityIssue(11, { sold: 10, held: 2 })).toBe('At least 12: 10 sold and 2 held');
    expect(capacityIssue(0, { sold: 0, held: 0 })).toBe('At least 1 place');
    expect(capacityIssue(1, { sold: 0, held: 0 })).toBeNull();
  });

  it('fills the venue exactly, and says by how much it does not', () => {
    expect(placesIssue(33_000, 33_000)).toBeNull();
    expect(placesIssue(31_500, 33_000)).toBe('Capacities add up to 31,500; the venue holds 33,000');
    expect(placesIssue(132_001, 132_000)).toBe('Capacities add up to 1,32,001; the venue holds 1,32,000');
  });
});
