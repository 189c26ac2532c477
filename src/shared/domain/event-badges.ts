import type { Deal, EventStatus, PriceChange } from '../schemas/catalogue';

/** product-spec.md section 2 "Badges": deal labels. */
export const DEAL_LABELS: Record<Deal, string> = {
  flash: 'Flash Sale!',
  'early-bird': 'Early Bird',
  'last-chance': 'Last Chance',
  special: 'Special Deal',
};

/** product-spec.md section 2 "Badges": price badges; a stable price has none. */
const PRICE_CHANGE_BADGES: Record<PriceChange, string | null> = {
  up: 'Price Updated!',
  down: 'Price Drop!',
  stable: null,
};

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  upcoming: 'Upcoming',
  live: 'Live',
  completed: 'Completed',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

/** The instant a deal ends, or null when the event has no deal with an end. */
export const dealEndMs = (event: { dealEndsAt: string | null }): number | null =>
  event.dealEndsAt === null ? null : Date.parse(event.dealEndsAt);

/**
 * The event as it stands at `nowMs`: a deal whose end has passed is over, as the server would
 * answer now (the price stays; only the deal and its end go).
 */
export function withLiveDeal<T extends { deal: Deal | null; dealEndsAt: string | null }>(
  event: T,
  nowMs: number,
): T {
  const end = dealEndMs(event);
  return end !== null && end <= nowMs ? { ...event, deal: null, dealEndsAt: null } : event;
}

export const dealLabel = (deal: Deal | null): string | null => (deal === null ? null : DEAL_LABELS[deal]);

export const priceChangeBadge = (change: PriceChange): string | null => PRICE_CHANGE_BADGES[change];

/** The original price is shown struck through only when it was really higher than today's price. */
export const showsOriginalPrice = (pricePaise: number, originalPricePaise: number | null): boolean =>
  originalPricePaise !== null && originalPricePaise > pricePaise;

/** The instant tickets go on sale, or null when none was set (on sale since publication). */
export const saleOpensMs = (event: { saleOpensAt: string | null }): number | null =>
  event.saleOpensAt === null ? null : Date.parse(event.saleOpensAt);

/** The instant tickets go on sale, when it is still to come at `nowMs`; null once on sale (or never set). */
function saleOpensLater(event: { saleOpensAt: string | null }, nowMs: number): string | null {
  return event.saleOpensAt !== null && Date.parse(event.saleOpensAt) > nowMs ? event.saleOpensAt : null;
}

type SaleState = { status: EventStatus; seatsLeft: number; saleOpensAt: string | null };

/** Not started, not called off (a postponed event stays on sale) and with seats left. */
const sellable = (event: SaleState) =>
  (event.status === 'upcoming' || event.status === 'postponed') && event.seatsLeft > 0;

/**
 * Tickets can be booked for events that have not started, were not called off, have seats left
 * and whose sale has opened (the server's rule: kp_event_on_sale).
 */
export const isBookable = (event: SaleState, nowMs: number): boolean =>
  sellable(event) && saleOpensLater(event, nowMs) === null;

/**
 * When tickets go on sale, for an event that would be bookable now but for its sale window
 * ('Tickets on sale from …'); null otherwise.
 */
export const onSaleFrom = (event: SaleState, nowMs: number): string | null =>
  sellable(event) ? saleOpensLater(event, nowMs) : null;
