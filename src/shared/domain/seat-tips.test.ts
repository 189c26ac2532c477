import { describe, expect, it } from 'vitest';
import { seatTips, type TipSeat, type TipSection } from './seat-tips';

const seat = (row: string, number: number, extra: Partial<TipSeat> = {}): TipSeat => ({
  id: `${row}-${number}`,
  row,
  number,
  status: 'available',
  heldByYou: false,
  pricePaise: 300_000,
  view: 'good',
  accessible: false,
  ...extra,
});

const section = (id: string, name: string, rows: TipSeat[][]): TipSection => ({
  id,
  name,
  rows: rows.map((seats) => ({ row: seats[0]?.row ?? '?', seats })),
});

describe('seatTips', () => {
  it('finds the free pair with the best view, then the lower price', () => {
    const sections = [
      section('premium', 'Premium', [
        [
          seat('A', 1, { view: 'excellent', pricePaise: 500_000 }),
          seat('A', 2, { view: 'excellent', pricePaise: 500_000, status: 'occupied' }),
          seat('A', 3, { view: 'excellent', pricePaise: 500_000 }),
        ],
        [
          seat('B', 1, { view: 'excellent', pricePaise: 500_000 }),
          seat('B', 2, { view: 'excellent', pricePaise: 500_000 }),
        ],
      ]),
      section('standard', 'Standard', [
        [seat('I', 1, { view: 'excellent' }), seat('I', 2, { view: 'excellent' })],
      ]),
    ];
    const pair = seatTips(sections, []).find((tip) => tip.id === 'pair');
    expect(pair?.seatIds).toEqual(['I-1', 'I-2']);
    expect(pair?.text).toBe(
      'Best pair together: Row I seats 1–2 (Standard, excellent view, ₹6,000 for both)',
    );
  });

  it('skips seats that are held, blocked or already selected', () => {
    const sections = [
      section('premium', 'Premium', [
        [
          seat('A', 1, { view: 'excellent' }),
          seat('A', 2, { view: 'excellent', heldByYou: true }),
          seat('A', 3, { view: 'excellent', status: 'blocked' }),
        ],
        [seat('B', 1), seat('B', 2), seat('B', 3)],
      ]),
    ];
    const tips = seatTips(sections, ['B-1']);
    expect(tips.find((t) => t.id === 'pair')?.seatIds).toEqual(['B-2', 'B-3']);
    expect(tips.find((t) => t.id === 'excellent')?.seatIds).toEqual(['A-1']);
  });

  it('names the cheapest free excellent-view seat and omits the tip when there is none', () => {
    const sections = [
      section('premium', 'Premium', [[seat('A', 1, { view: 'excellent', pricePaise: 500_000 })]]),
      section('economy', 'Economy', [[seat('X', 4, { view: 'excellent', pricePaise: 150_000 })]]),
    ];
    expect(seatTips(sections, []).find((t) => t.id === 'excellent')?.text).toBe(
      'Cheapest excellent view: Row X seat 4 (Economy) at ₹1,500',
    );
    const none = [section('economy', 'Economy', [[seat('X', 1, { view: 'average' })]])];
    expect(seatTips(none, []).some((t) => t.id === 'excellent')).toBe(false);
  });

  it('counts free accessible seats only', () => {
    const sections = [
      section('economy', 'Economy', [
        [
          seat('X', 1, { accessible: true }),
          seat('X', 2, { accessible: true, status: 'occupied' }),
          seat('X', 3, { accessible: true }),
        ],
      ]),
    ];
    expect(seatTips(sections, []).find((t) => t.id === 'accessible')?.text).toBe(
      '2 accessible seats are free',
    );
    expect(seatTips(sections, ['X-1']).find((t) => t.id === 'accessible')?.text).toBe(
      '1 accessible seat is free',
    );
    expect(seatTips(sections, ['X-1', 'X-3']).find((t) => t.id === 'accessible')?.text).toBe(
      'No accessible seats are free right now',
    );
  });

  it('says when no pair is free and whether the chosen seats sit together', () => {
    const sections = [section('premium', 'Premium', [[seat('A', 1), seat('A', 2), seat('A', 4)]])];
    const tips = seatTips(sections, ['A-1', 'A-2']);
    expect(tips.find((t) => t.id === 'pair')?.text).toBe('No two free seats are side by side right now');
    expect(tips.find((t) => t.id === 'together')?.text).toBe('Your 2 seats are side by side');
    expect(seatTips(sections, ['A-2', 'A-4']).find((t) => t.id === 'together')?.text).toBe(
      'Your 2 seats are not all side by side',
    );
    expect(seatTips(sections, ['A-1']).some((t) => t.id === 'together')).toBe(false);
  });
});
