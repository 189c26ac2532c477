import { describe, expect, it } from 'vitest';
import { cardPrice, type PriceFacts } from './card-price';

const facts = (over: Partial<PriceFacts>): PriceFacts => ({
  price: 40_000,
  listPrice: 40_000,
  cheapest: 40_000,
  weekAgo: 40_000,
  deal: null,
  dealEndsAt: null,
  ...over,
});

describe('cardPrice', () => {
  it('shows the cheapest price with no badge and nothing struck through when nothing changed', () => {
    expect(cardPrice(facts({}), 1)).toEqual({
      pricePaise: 40_000,
      originalPricePaise: null,
      priceChange: 'stable',
      deal: null,
      dealEndsAt: null,
    });
  });

  it('strikes through the undiscounted price of the place a deal makes cheapest', () => {
    const shown = cardPrice(
      facts({ price: 32_000, listPrice: 40_000, deal: 'flash', dealEndsAt: '2030-01-01T10:00:00+00:00' }),
      1,
    );
    expect(shown).toMatchObject({ pricePaise: 32_000, originalPricePaise: 40_000, priceChange: 'stable' });
    expect(shown.dealEndsAt).toBe('2030-01-01T10:00:00.000Z');
  });

  it('says Price Drop or Price Updated from the week-old price, striking through a higher one', () => {
    expect(cardPrice(facts({ weekAgo: 50_000 }), 1)).toMatchObject({
      priceChange: 'down',
      originalPricePaise: 50_000,
    });
    expect(cardPrice(facts({ weekAgo: 30_000 }), 1)).toMatchObject({
      priceChange: 'up',
      originalPricePaise: 30_000,
    });
  });

  it('keeps the last price when nothing is free, with no badge', () => {
    expect(
      cardPrice(facts({ price: null, listPrice: null, cheapest: null, weekAgo: null }), 75_000),
    ).toMatchObject({ pricePaise: 75_000, originalPricePaise: null, priceChange: 'stable' });
  });
});
