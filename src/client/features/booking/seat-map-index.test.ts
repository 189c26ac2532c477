import { describe, expect, it } from 'vitest';
import type { MapSeat, Seating } from '@/shared/schemas/booking';
import { firstFreeSeatId, seatIndex, selectedByRow, selectionAnnouncement } from './seat-map-index';

const seat = (row: string, number: number, status: MapSeat['status'] = 'available'): MapSeat => ({
  id: `${row}-${number}`,
  row,
  number,
  status,
  heldByYou: false,
  pricePaise: 500_000,
  section: row === 'I' ? 'standard' : 'premium',
  view: 'good',
  accessible: false,
});

const seating = (rows: { section: 'premium' | 'standard'; row: string; seats: MapSeat[] }[]): Seating => ({
  eventId: 'ev-1',
  stadium: 'Wankhede Stadium',
  seatPlan: null,
  onSale: true,
  categories: [],
  sections: (['premium', 'standard'] as const).map((id) => ({
    id,
    name: id === 'premium' ? 'Premium' : 'Standard',
    pricePaise: 500_000,
    listPricePaise: 500_000,
    rows: rows.filter((r) => r.section === id).map(({ row, seats }) => ({ row, seats })),
    available: 0,
    capacity: 0,
  })),
});

const map = seating([
  // Seats arrive in any order; the index sorts each row by number.
  { section: 'premium', row: 'A', seats: [seat('A', 2, 'occupied'), seat('A', 1, 'occupied'), seat('A', 3)] },
  { section: 'premium', row: 'B', seats: [seat('B', 1), seat('B', 2)] },
  { section: 'standard', row: 'I', seats: [seat('I', 1)] },
]);
const index = seatIndex(map);

describe('seatIndex', () => {
  it('lists the rows of every section top to bottom, each by seat number', () => {
    expect(index.rows.map((row) => row.map((s) => s.id))).toEqual([
      ['A-1', 'A-2', 'A-3'],
      ['B-1', 'B-2'],
      ['I-1'],
    ]);
  });

  it('finds a seat with its section, row and place', () => {
    expect(index.byId.get('B-2')).toMatchObject({ sectionName: 'Premium', rowIndex: 1, index: 1 });
    expect(index.byId.get('I-1')).toMatchObject({ sectionName: 'Standard', rowIndex: 2, index: 0 });
  });
});

describe('firstFreeSeatId', () => {
  it('starts at the first seat free to take', () => {
    expect(firstFreeSeatId(index)).toBe('A-3');
  });

  it('falls back to the first seat when none is free, and to nothing on an empty map', () => {
    const full = seatIndex(seating([{ section: 'premium', row: 'A', seats: [seat('A', 1, 'blocked')] }]));
    expect(firstFreeSeatId(full)).toBe('A-1');
    expect(firstFreeSeatId(seatIndex(seating([])))).toBeNull();
  });
});

describe('selectedByRow', () => {
  it('groups the chosen seats by row and skips unknown ids', () => {
    expect(selectedByRow(index, ['B-2', 'I-1', 'B-1', 'Z-9'])).toEqual(
      new Map([
        [1, ['B-2', 'B-1']],
        [2, ['I-1']],
      ]),
    );
  });
});

describe('selectionAnnouncement', () => {
  it('names the seat added or removed and the new count', () => {
    expect(selectionAnnouncement([], ['B-2'], index)).toBe('Row B seat 2 selected. 1 seat selected.');
    expect(selectionAnnouncement(['B-2', 'B-1'], ['B-1'], index)).toBe(
      'Row B seat 2 removed. 1 seat selected.',
    );
    expect(selectionAnnouncement(['B-1'], ['B-1', 'I-1'], index)).toBe(
      'Row I seat 1 selected. 2 seats selected.',
    );
  });

  it('gives only the count when several seats changed at once, and nothing when none did', () => {
    expect(selectionAnnouncement(['B-1', 'B-2'], [], index)).toBe('0 seats selected.');
    expect(selectionAnnouncement(['B-1'], ['B-2'], index)).toBe('1 seat selected.');
    expect(selectionAnnouncement(['B-1'], ['B-1'], index)).toBe('');
  });

  it("says 'A seat' for a seat no longer on the map", () => {
    expect(selectionAnnouncement(['Z-9'], [], index)).toBe('A seat removed. 0 seats selected.');
  });
});
