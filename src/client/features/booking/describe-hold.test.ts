import { describe, expect, it } from 'vitest';
import type { Hold } from '@/shared/schemas/booking';
import { describeHold } from './describe-hold';

const base: Hold = {
  id: 'hold-1',
  eventId: 'ev-1',
  expiresAt: '2030-01-01T10:15:00.000Z',
  serverNow: '2030-01-01T10:00:00.000Z',
  selection: null,
  seatLabels: [],
  seatLines: [],
};

describe('describeHold', () => {
  it('says nothing is selected before the hold holds anything', () => {
    expect(describeHold(null)).toBe('Nothing selected yet');
    expect(describeHold(base)).toBe('Nothing selected yet');
  });

  it('names the category and its quantity', () => {
    const hold: Hold = {
      ...base,
      selection: { kind: 'category', categoryId: 'gold', quantity: 2 },
      seatLines: [{ label: 'Gold', unitPricePaise: 250_000, listPricePaise: 250_000, quantity: 2 }],
    };
    expect(describeHold(hold)).toBe('2 × Gold');
  });

  it('names the one section that map seats sit in', () => {
    const hold: Hold = {
      ...base,
      selection: { kind: 'seats', seatIds: ['A-1'], sectionId: 'premium' },
      seatLines: [{ label: 'Premium', unitPricePaise: 500_000, listPricePaise: 500_000, quantity: 1 }],
    };
    expect(describeHold(hold)).toBe('1 seat · Premium section');
  });

  it('counts the seats of each section when they sit in several', () => {
    const hold: Hold = {
      ...base,
      selection: { kind: 'seats', seatIds: ['A-1', 'I-1', 'I-2', 'I-3', 'I-4', 'I-5'], sectionId: 'premium' },
      seatLines: [
        { label: 'Premium', unitPricePaise: 500_000, listPricePaise: 500_000, quantity: 1 },
        { label: 'Standard', unitPricePaise: 300_000, listPricePaise: 300_000, quantity: 5 },
      ],
    };
    expect(describeHold(hold)).toBe('6 seats · 1 Premium, 5 Standard');
  });
});
