import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_ECONOMY_SHARE } from '../booking-constants';
import { MAP_SECTION_SEATS, MAP_SELLABLE_SEATS, mapSeatsAtStart, rowLetter, seatMapLayout } from './seat-map';

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

describe('the map when its seats are first written', () => {
  it('sells the given number per section, the same seats every time for one event, never a blocked one', () => {
    const sold = { premium: 29, standard: 120, economy: 250 };
    const first = mapSeatsAtStart('ev-000007', sold);
    const soldIn = (id: string) => first.filter((s) => s.section === id && s.sold).length;
    expect([soldIn('premium'), soldIn('standard'), soldIn('economy')]).toEqual([29, 120, 250]);
    const soldIds = (seats: typeof first) => seats.filter((s) => s.sold).map((s) => s.id);
    expect(soldIds(mapSeatsAtStart('ev-000007', sold))).toEqual(soldIds(first));
    expect(soldIds(mapSeatsAtStart('ev-000008', sold))).not.toEqual(soldIds(first));
    expect(first.some((s) => s.sold && s.blocked)).toBe(false);
  });

  it('has 892 seats for sale: 96 premium, 296 standard (4 are a camera platform), 500 economy', () => {
    expect(MAP_SELLABLE_SEATS).toBe(892);
    expect(MAP_SECTION_SEATS).toEqual({ premium: 96, standard: 296, economy: 500 });
    const full = mapSeatsAtStart('ev-000003', { premium: 500, standard: 500, economy: 900 });
    expect(full.filter((s) => !s.sold && !s.blocked)).toHaveLength(0);
  });
});
