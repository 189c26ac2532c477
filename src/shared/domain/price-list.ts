import { SEAT_CATEGORIES, SEAT_MAP_SECTIONS, type SectionId } from '../booking-constants';
import { formatCount } from './format';
import { MAP_SECTION_SEATS, MAP_SELLABLE_SEATS, spread } from './seat-map';

// An event's price list (decision record 009): its five categories and the map's three sections,
// each with a price and how many places it has. The venue's capacity is the event's: the map is the
// reserved stand inside it, the categories share the rest.

export type CategoryId = (typeof SEAT_CATEGORIES)[number]['id'];

export interface PriceList {
  categories: { id: CategoryId; pricePaise: number; capacity: number }[];
  sections: { id: SectionId; pricePaise: number; seats: number }[];
}

/** How a new event splits the places outside the reserved stand over its categories. */
export const CATEGORY_SHARES: Record<CategoryId, number> = {
  platinum: 0.02,
  gold: 0.08,
  premium: 0.15,
  regular: 0.3,
  economy: 0.45,
};

/** The smallest venue an event can use: the reserved stand plus at least one place per category. */
export const MIN_VENUE_CAPACITY = MAP_SELLABLE_SEATS + SEAT_CATEGORIES.length;

/**
 * The category capacities of a venue: its capacity less the reserved stand, split by
 * CATEGORY_SHARES with the largest remainders rounded up, so they add up exactly; every category
 * gets at least one place.
 */
export function splitCapacity(venueCapacity: number): Record<CategoryId, number> {
  if (!Number.isInteger(venueCapacity) || venueCapacity < MIN_VENUE_CAPACITY) {
    throw new RangeError(`a venue needs at least ${MIN_VENUE_CAPACITY} places, not ${venueCapacity}`);
  }
  const places = venueCapacity - MAP_SELLABLE_SEATS - SEAT_CATEGORIES.length;
  const exact = SEAT_CATEGORIES.map((category) => places * CATEGORY_SHARES[category.id]);
  const shares = exact.map(Math.floor);
  let left = places - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, i) => ({ i, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return Object.fromEntries(
    SEAT_CATEGORIES.map((category, i) => [category.id, (shares[i] ?? 0) + 1]),
  ) as Record<CategoryId, number>;
}

const roundToFifty = (rupees: number) => Math.max(50, Math.round(rupees / 50) * 50);

/**
 * The price list of an event at a venue: the spec's section 9 table (Platinum 3,500 … Economy 400;
 * map sections 5,000 / 3,000 / 1,500), scaled so that its cheapest place costs `economyRupees`
 * (default the table's own 400), every price rounded to ₹50. The seeded catalogue scales it by
 * the competition: a final's cheapest ticket costs more than a league match's.
 */
export function priceList(venueCapacity: number, economyRupees = 400): PriceList {
  const capacities = splitCapacity(venueCapacity);
  const cheapest = Math.min(...SEAT_CATEGORIES.map((category) => category.price));
  const scale = (rupees: number) =>
    economyRupees === cheapest ? rupees * 100 : roundToFifty((rupees * economyRupees) / cheapest) * 100;
  return {
    categories: SEAT_CATEGORIES.map((category) => ({
      id: category.id,
      pricePaise: scale(category.price),
      capacity: capacities[category.id],
    })),
    sections: SEAT_MAP_SECTIONS.map((section) => ({
      id: section.id,
      pricePaise: scale(section.price),
      seats: MAP_SECTION_SEATS[section.id],
    })),
  };
}

/** A price list with places sold. */
export interface StockedPriceList {
  categories: (PriceList['categories'][number] & { sold: number })[];
  sections: (PriceList['sections'][number] & { sold: number })[];
}

/**
 * The list with `sold` places sold, spread over its categories and map sections in proportion to
 * their size (the seeded catalogue's sales so far), never more than a point has.
 */
export function withSales(list: PriceList, sold: number): StockedPriceList {
  const sizes = [...list.categories.map((c) => c.capacity), ...list.sections.map((s) => s.seats)];
  const shares = spread(sold, sizes);
  return {
    categories: list.categories.map((category, i) => ({ ...category, sold: shares[i] ?? 0 })),
    sections: list.sections.map((section, i) => ({
      ...section,
      sold: shares[list.categories.length + i] ?? 0,
    })),
  };
}

/** Every place of the list: its categories' capacity and its map's seats. */
export const placesIn = (list: PriceList) =>
  list.categories.reduce((sum, c) => sum + c.capacity, 0) +
  list.sections.reduce((sum, s) => sum + s.seats, 0);

/** An organiser's prices (decision 009): whole rupees, as bills are (src/shared/domain/pricing.ts). */
export const PRICE_RUPEES = { min: 1, max: 500_000 } as const;

export const PRICE_MESSAGE = `A price is a whole number of rupees from ₹${PRICE_RUPEES.min} to ₹${formatCount(PRICE_RUPEES.max)}`;

/** Whether a price in paise is one an organiser may set. */
export const isSettablePrice = (pricePaise: number): boolean =>
  Number.isInteger(pricePaise) &&
  pricePaise % 100 === 0 &&
  pricePaise >= PRICE_RUPEES.min * 100 &&
  pricePaise <= PRICE_RUPEES.max * 100;

/**
 * Why a category cannot have `capacity` places, or null: it needs at least one, and no fewer than
 * it has sold and fans hold now.
 */
export function capacityIssue(capacity: number, taken: { sold: number; held: number }): string | null {
  const least = Math.max(1, taken.sold + taken.held);
  if (capacity >= least) return null;
  if (taken.sold + taken.held === 0) return 'At least 1 place';
  return `At least ${formatCount(least)}: ${formatCount(taken.sold)} sold and ${formatCount(taken.held)} held`;
}

/** Why a list's places do not fit its venue, or null: they must fill it exactly. */
export function placesIssue(places: number, venueCapacity: number): string | null {
  if (places === venueCapacity) return null;
  return `Capacities add up to ${formatCount(places)}; the venue holds ${formatCount(venueCapacity)}`;
}
