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

/**
 * Tickets can be booked for events that have not started, were not called off and have seats left
 * (the server's rule: kp_event_on_sale). A postponed event stays on sale.
 */
export const isBookable = (event: { status: EventStatus; seatsLeft: number }): boolean =>
  (event.status === 'upcoming' || event.status === 'postponed') && event.seatsLeft > 0;
