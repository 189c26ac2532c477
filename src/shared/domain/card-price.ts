import type { Deal, PriceChange } from '../schemas/catalogue';

/**
 * What the database says about an event's prices at one moment (kp_event_price.sql): every price is
 * in paise and null when no place is free. Decision 009.
 */
export interface PriceFacts {
  /** The cheapest price a fan can buy now, running deals applied. */
  price: number | null;
  /** The price of that same place without its deal. */
  listPrice: number | null;
  /** The cheapest free place's price without deals, now and 7 days ago (from the price ledger). */
  cheapest: number | null;
  weekAgo: number | null;
  deal: Deal | null;
  dealEndsAt: string | null;
}

export interface CardPrice {
  pricePaise: number;
  /** The price shown struck through: the place's price before its deal, or the price a week ago. */
  originalPricePaise: number | null;
  priceChange: PriceChange;
  deal: Deal | null;
  dealEndsAt: string | null;
}

/**
 * The price part of an event's card. A deal's own discount is shown by striking through the
 * undiscounted price; 'Price Drop!' / 'Price Updated!' follow from the organiser's recorded changes
 * over the last 7 days, never from a deal. When nothing is free the card keeps `lastPricePaise`
 * (the sold-out card shows no price; the figure stays for sorting).
 */
export function cardPrice(facts: PriceFacts, lastPricePaise: number): CardPrice {
  const priceChange: PriceChange =
    facts.cheapest === null || facts.weekAgo === null || facts.cheapest === facts.weekAgo
      ? 'stable'
      : facts.cheapest < facts.weekAgo
        ? 'down'
        : 'up';
  const discounted = facts.price !== null && facts.listPrice !== null && facts.price < facts.listPrice;
  return {
    pricePaise: facts.price ?? lastPricePaise,
    originalPricePaise: discounted ? facts.listPrice : priceChange === 'stable' ? null : facts.weekAgo,
    priceChange,
    deal: facts.deal,
    dealEndsAt: facts.dealEndsAt === null ? null : new Date(facts.dealEndsAt).toISOString(),
  };
}
