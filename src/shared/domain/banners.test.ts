import { describe, expect, it } from 'vitest';
import { TIMING } from '../constants';
import { bannerSchema } from '../schemas/banners';
import {
  bannerTiming,
  byPriority,
  DEMAND_SURGE_RULE,
  demandSurge,
  demandSurgeBanner,
  flashSaleBanner,
  priceAlertBanner,
  recommendationBanner,
} from './banners';

const HOUR = 3_600_000;
const now = new Date('2026-02-02T06:30:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
const event = { id: 'ev-1', title: 'U Mumba vs Puneri Paltan', pricePaise: 80_000 };

describe('how a banner leaves', () => {
  it('medium after 8 s, low after 6 s; high stays', () => {
    expect(bannerTiming('medium')).toEqual({ autoHide: true, duration: TIMING.autoHideMediumMs });
    expect(bannerTiming('low')).toEqual({ autoHide: true, duration: TIMING.autoHideLowMs });
    expect(bannerTiming('high')).toEqual({ autoHide: false, duration: null });
    expect([TIMING.autoHideMediumMs, TIMING.autoHideLowMs]).toEqual([8000, 6000]);
  });
});

describe('a flash-sale banner', () => {
  const deal = {
    id: 'deal-1',
    kind: 'flash' as const,
    percentOff: 25,
    pointIds: ['regular', 'economy'],
    startsAt: at(-1),
    endsAt: at(5),
  };

  it("tells the deal's percent, places and end, and the price to pay", () => {
    const banner = flashSaleBanner(event, deal, now);
    expect(bannerSchema.parse(banner)).toEqual({
      id: 'flash-sale:deal-1',
      type: 'flash-sale',
      title: 'Flash Sale! 25% off',
      message:
        'U Mumba vs Puneri Paltan: 25% off Regular, Economy until Mon, 2 Feb 2026 · 5:00 pm IST. Tickets from ₹800.',
      action: { label: 'Book now', target: '/events/ev-1' },
      priority: 'medium',
      autoHide: true,
      duration: 8000,
      timestamp: at(-1).toISOString(),
      eventId: 'ev-1',
    });
  });

  it('is urgent and stays in its last two hours', () => {
    expect(flashSaleBanner(event, { ...deal, endsAt: at(1.99) }, now)).toMatchObject({
      priority: 'high',
      autoHide: false,
      duration: null,
    });
    expect(flashSaleBanner(event, { ...deal, endsAt: at(2) }, now).priority).toBe('medium');
    expect(flashSaleBanner(event, { ...deal, kind: 'early-bird' }, now).title).toBe('Early Bird 25% off');
  });
});

describe('a price-alert banner', () => {
  it("tells the price to pay now against the week-old price; a fan's saved event is medium, others low", () => {
    const drop = { weekAgoPaise: 100_000, changedAt: at(-30), saved: false };
    expect(priceAlertBanner(event, drop)).toMatchObject({
      id: 'price-alert:ev-1:80000',
      title: 'Price drop',
      message: 'U Mumba vs Puneri Paltan: tickets now from ₹800, down from ₹1,000 a week ago.',
      action: { label: 'View tickets', target: '/events/ev-1' },
      priority: 'low',
      duration: 6000,
      timestamp: at(-30).toISOString(),
    });
    expect(priceAlertBanner(event, { ...drop, saved: true })).toMatchObject({
      title: 'Price drop on an event you saved',
      priority: 'medium',
    });
  });

  it('is a new banner when the price drops further', () => {
    const drop = { weekAgoPaise: 100_000, changedAt: at(-30), saved: false };
    expect(priceAlertBanner({ ...event, pricePaise: 70_000 }, drop).id).not.toBe(
      priceAlertBanner(event, drop).id,
    );
  });
});

describe('a demand surge', () => {
  const opened = at(-100);

  it('needs at least 20 tickets in the last hour', () => {
    expect(DEMAND_SURGE_RULE).toEqual({ minTicketsLastHour: 20, paceMultiple: 3 });
    expect(demandSurge({ soldLastHour: 19, soldSinceOpen: 19, saleOpenedAt: opened }, now)).toBeNull();
    expect(demandSurge({ soldLastHour: 20, soldSinceOpen: 20, saleOpenedAt: opened }, now)).toBe(100);
  });

  it('needs 3× the average hour since the sale opened', () => {
    // 100 hours open, 1,000 sold: 10 an hour on average.
    expect(demandSurge({ soldLastHour: 29, soldSinceOpen: 1000, saleOpenedAt: opened }, now)).toBeNull();
    expect(demandSurge({ soldLastHour: 30, soldSinceOpen: 1000, saleOpenedAt: opened }, now)).toBe(3);
    expect(demandSurge({ soldLastHour: 45, soldSinceOpen: 1000, saleOpenedAt: opened }, now)).toBe(4);
  });

  it("is never a sale's first hours, nor a sale that has not opened by the clock", () => {
    expect(demandSurge({ soldLastHour: 40, soldSinceOpen: 50, saleOpenedAt: at(-2) }, now)).toBeNull();
    expect(demandSurge({ soldLastHour: 40, soldSinceOpen: 40, saleOpenedAt: at(-0.5) }, now)).toBeNull();
    expect(demandSurge({ soldLastHour: 40, soldSinceOpen: 40, saleOpenedAt: at(3) }, now)).toBeNull();
  });

  it('is told with the real counts; high priority when few places are left', () => {
    const surge = { soldLastHour: 24, multiple: 5, seatsLeft: 1200, lastSaleAt: at(-0.1) };
    expect(demandSurgeBanner(event, surge)).toMatchObject({
      id: 'demand-surge:ev-1',
      title: 'Selling fast',
      message:
        'U Mumba vs Puneri Paltan: 24 tickets sold in the last hour, 5× the usual pace. 1,200 seats left, from ₹800.',
      priority: 'medium',
      timestamp: at(-0.1).toISOString(),
    });
    expect(demandSurgeBanner(event, { ...surge, seatsLeft: 999 }).priority).toBe('high');
  });
});

describe('a recommendation banner', () => {
  const upcoming = { ...event, startsAt: at(48), venueName: 'NSCI Dome', sportId: 'kabaddi' as const };

  it('says why: the team the fan follows, else the sport they like', () => {
    expect(recommendationBanner(upcoming, { team: 'U Mumba' }, now)).toMatchObject({
      id: 'recommendation:ev-1',
      title: 'Recommended for you',
      message:
        'You follow U Mumba: U Mumba vs Puneri Paltan, Wed, 4 Feb 2026 · 12:00 pm IST at NSCI Dome. Tickets from ₹800.',
      action: { label: 'View event', target: '/events/ev-1' },
      priority: 'low',
    });
    expect(recommendationBanner(upcoming, { team: null }, now).message).toMatch(/^You like Kabaddi: /);
  });
});

describe('banners in order', () => {
  it('most pressing first, equal ones as they came', () => {
    const make = (id: string, priority: 'high' | 'medium' | 'low') => ({
      ...priceAlertBanner(event, { weekAgoPaise: 1, changedAt: now, saved: false }),
      id,
      priority,
    });
    const ordered = byPriority([
      make('a', 'low'),
      make('b', 'medium'),
      make('c', 'high'),
      make('d', 'medium'),
    ]);
    expect(ordered.map((b) => b.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});
