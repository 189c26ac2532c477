import type { CityId } from '../../../shared/constants';
import {
  type BannerEvent,
  byPriority,
  DEMAND_SURGE_RULE,
  demandSurge,
  demandSurgeBanner,
  flashSaleBanner,
  priceAlertBanner,
  recommendationBanner,
} from '../../../shared/domain/banners';
import { cardPrice, type PriceFacts } from '../../../shared/domain/card-price';
import type { Banner, BannerList } from '../../../shared/schemas/banners';
import type { BannersRepo } from './banners.repo';

/** Banners of each kind in one answer: enough for the banners to take turns, never a long list. */
export const BANNER_LIMITS = { flashSale: 3, priceAlert: 3, demandSurge: 2 } as const;
/** A guest's answer is the same for everyone in a city: kept this long, per city. */
export const GUEST_CACHE_MS = 30_000;

/** The event as a banner tells it, at the price a fan can buy for now; null when nothing is free. */
function bannerEvent(row: { eventId: string; title: string; facts: PriceFacts }): BannerEvent | null {
  return row.facts.price === null ? null : { id: row.eventId, title: row.title, pricePaise: row.facts.price };
}

export function createBannersService(repo: BannersRepo, now: () => Date) {
  const guestAnswers = new Map<string, { from: number; list: BannerList }>();

  async function flashSales(city: CityId | null, at: Date): Promise<Banner[]> {
    const rows = await repo.runningDeals(city, at, BANNER_LIMITS.flashSale);
    return rows.flatMap((row) => {
      const event = bannerEvent(row);
      return event ? [flashSaleBanner(event, { ...row, id: row.dealId }, at)] : [];
    });
  }

  async function priceAlerts(city: CityId | null, userId: string | null, at: Date): Promise<Banner[]> {
    // A cut may since have been undone: fetch more candidates than shown, keep the real drops.
    const rows = await repo.recentPriceCuts(city, userId, at, BANNER_LIMITS.priceAlert * 3);
    const banners = rows.flatMap((row) => {
      const event = bannerEvent(row);
      const { weekAgo } = row.facts;
      if (!event || weekAgo === null || cardPrice(row.facts, event.pricePaise).priceChange !== 'down')
        return [];
      return [priceAlertBanner(event, { weekAgoPaise: weekAgo, changedAt: row.changedAt, saved: row.saved })];
    });
    return banners.slice(0, BANNER_LIMITS.priceAlert);
  }

  async function demandSurges(city: CityId | null, at: Date): Promise<Banner[]> {
    const rows = await repo.lastHourSales(city, at, DEMAND_SURGE_RULE.minTicketsLastHour, 50);
    const banners = rows.flatMap((row) => {
      const event = bannerEvent(row);
      const multiple = demandSurge(row, at);
      return event && multiple !== null ? [demandSurgeBanner(event, { ...row, multiple })] : [];
    });
    return banners.slice(0, BANNER_LIMITS.demandSurge);
  }

  /** In the fan's own city (their profile's location), else the one they are browsing; none for a guest. */
  async function recommendations(city: CityId | null, userId: string, at: Date): Promise<Banner[]> {
    const home = (await repo.homeCity(userId)) ?? city;
    if (home === null) return [];
    const row = await repo.recommendation(userId, home, at);
    const event = row && bannerEvent(row);
    return row && event ? [recommendationBanner({ ...row, ...event }, { team: row.team }, at)] : [];
  }

  async function build(city: CityId | null, userId: string | null, at: Date): Promise<BannerList> {
    const found = await Promise.all([
      flashSales(city, at),
      priceAlerts(city, userId, at),
      demandSurges(city, at),
      userId === null ? [] : recommendations(city, userId, at),
    ]);
    return { items: byPriority(found.flat()) };
  }

  return {
    /**
     * The banners for a fan (or a guest) browsing a city (or the whole catalogue), each from
     * something real: a running deal, a price drop, a demand surge, a match of their favourites.
     */
    async list(viewer: { userId: string } | null, city: CityId | null): Promise<BannerList> {
      const at = now();
      if (viewer) return build(city, viewer.userId, at);
      const key = city ?? '';
      const kept = guestAnswers.get(key);
      const age = kept ? at.getTime() - kept.from : Number.NaN;
      // A clock set back (age below 0) is not a reason to answer from the future.
      if (kept && age >= 0 && age < GUEST_CACHE_MS) return kept.list;
      const list = await build(city, null, at);
      guestAnswers.set(key, { from: at.getTime(), list });
      return list;
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
