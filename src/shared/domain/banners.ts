import { LIMITS, type SportId, TIMING } from '../constants';
import type { Banner, BannerPriority, BannerType } from '../schemas/banners';
import type { Deal } from '../schemas/catalogue';
import { dealPlaces } from './deals';
import { DEAL_LABELS } from './event-badges';
import { formatCount, formatEventWhen, formatPaise } from './format';
import { findSport } from './sports';

const HOUR_MS = 3_600_000;

/**
 * How a banner of a priority leaves (product-spec.md section 4 'Banners'): medium after 8 s, low
 * after 6 s; high stays until the fan dismisses it or acts on it.
 */
export function bannerTiming(priority: BannerPriority): Pick<Banner, 'autoHide' | 'duration'> {
  if (priority === 'high') return { autoHide: false, duration: null };
  return { autoHide: true, duration: priority === 'medium' ? TIMING.autoHideMediumMs : TIMING.autoHideLowMs };
}

/** The event a banner is about, priced at what a fan can buy for now (the card's price, deals applied). */
export interface BannerEvent {
  id: string;
  title: string;
  pricePaise: number;
}

const eventPath = (eventId: string) => `/events/${eventId}`;

function banner(
  type: BannerType,
  key: string,
  event: BannerEvent,
  priority: BannerPriority,
  text: { title: string; message: string; action: string },
  at: Date,
): Banner {
  return {
    id: `${type}:${key}`,
    type,
    title: text.title,
    message: text.message,
    action: { label: text.action, target: eventPath(event.id) },
    priority,
    ...bannerTiming(priority),
    timestamp: at.toISOString(),
    eventId: event.id,
  };
}

/**
 * A running deal: its own percent, places and end. Urgent (high priority, it stays) in its last two
 * hours, like the card's countdown (LIMITS.urgentCountdownHours).
 */
export function flashSaleBanner(
  event: BannerEvent,
  deal: {
    id: string;
    kind: Deal;
    percentOff: number;
    pointIds: readonly string[];
    startsAt: Date;
    endsAt: Date;
  },
  now: Date,
): Banner {
  const urgent = deal.endsAt.getTime() - now.getTime() < LIMITS.urgentCountdownHours * HOUR_MS;
  const places = dealPlaces(deal.pointIds);
  return banner(
    'flash-sale',
    deal.id,
    event,
    urgent ? 'high' : 'medium',
    {
      title: `${DEAL_LABELS[deal.kind]} ${deal.percentOff}% off`,
      message: `${event.title}: ${deal.percentOff}% off ${places} until ${formatEventWhen(deal.endsAt)}. Tickets from ${formatPaise(event.pricePaise)}.`,
      action: 'Book now',
    },
    deal.startsAt,
  );
}

/**
 * The cheapest price a fan can buy for is below the cheapest price of a week ago (the card's 'Price
 * Drop!', from the price ledger). Medium for an event the fan saved (wishlist or cart), low otherwise.
 * A further drop is a new banner (the id carries the price).
 */
export function priceAlertBanner(
  event: BannerEvent,
  drop: { weekAgoPaise: number; changedAt: Date; saved: boolean },
): Banner {
  return banner(
    'price-alert',
    `${event.id}:${event.pricePaise}`,
    event,
    drop.saved ? 'medium' : 'low',
    {
      title: drop.saved ? 'Price drop on an event you saved' : 'Price drop',
      message: `${event.title}: tickets now from ${formatPaise(event.pricePaise)}, down from ${formatPaise(drop.weekAgoPaise)} a week ago.`,
      action: 'View tickets',
    },
    drop.changedAt,
  );
}

/**
 * A demand surge: tickets sold in the last hour far above the event's usual hourly pace since its
 * sale opened. At least 20 tickets in the hour, so that two families booking at once are not a
 * surge; at least 3× the average hour, so that a steady seller is not one either. The average is
 * taken over at least one hour, so a sale's first hours (when the last hour is nearly all of it)
 * cannot count as a surge: they are the opening, not a change of pace.
 */
export const DEMAND_SURGE_RULE = { minTicketsLastHour: 20, paceMultiple: 3 } as const;

export interface SalesPace {
  /** Tickets of bookings confirmed in the last hour. */
  soldLastHour: number;
  /** Places sold since the sale opened (the last hour included). */
  soldSinceOpen: number;
  /** When the sale opened: sale_opens_at, or the event's creation when it opened on publication. */
  saleOpenedAt: Date;
}

/** How many times the usual hourly pace the last hour sold (rounded down), or null when it is no surge. */
export function demandSurge(pace: SalesPace, now: Date): number | null {
  if (pace.soldLastHour < DEMAND_SURGE_RULE.minTicketsLastHour || pace.soldSinceOpen <= 0) return null;
  const hoursOpen = Math.max(1, (now.getTime() - pace.saleOpenedAt.getTime()) / HOUR_MS);
  const multiple = pace.soldLastHour / (pace.soldSinceOpen / hoursOpen);
  return multiple >= DEMAND_SURGE_RULE.paceMultiple ? Math.floor(multiple) : null;
}

/** Selling fast: high priority (it stays) when fewer places are left than the flash countdown's threshold. */
export function demandSurgeBanner(
  event: BannerEvent,
  surge: { soldLastHour: number; multiple: number; seatsLeft: number; lastSaleAt: Date },
): Banner {
  const scarce = surge.seatsLeft < LIMITS.flashCountdownSeatsBelow;
  return banner(
    'demand-surge',
    event.id,
    event,
    scarce ? 'high' : 'medium',
    {
      title: 'Selling fast',
      message: `${event.title}: ${formatCount(surge.soldLastHour)} tickets sold in the last hour, ${surge.multiple}× the usual pace. ${formatCount(surge.seatsLeft)} seats left, from ${formatPaise(event.pricePaise)}.`,
      action: 'Book now',
    },
    surge.lastSaleAt,
  );
}

/** An upcoming match of a team the fan follows (by name) or of a sport they like, in their city. */
export function recommendationBanner(
  event: BannerEvent & { startsAt: Date; venueName: string; sportId: SportId },
  reason: { team: string | null },
  now: Date,
): Banner {
  const because = reason.team
    ? `You follow ${reason.team}`
    : `You like ${findSport(event.sportId)?.name ?? event.sportId}`;
  return banner(
    'recommendation',
    event.id,
    event,
    'low',
    {
      title: 'Recommended for you',
      message: `${because}: ${event.title}, ${formatEventWhen(event.startsAt)} at ${event.venueName}. Tickets from ${formatPaise(event.pricePaise)}.`,
      action: 'View event',
    },
    now,
  );
}

const PRIORITY_ORDER: Record<BannerPriority, number> = { high: 0, medium: 1, low: 2 };

/** Most pressing first; equal ones keep their order (the sort is stable). */
export const byPriority = (banners: readonly Banner[]): Banner[] =>
  [...banners].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
