import { type SQL, sql } from 'drizzle-orm';
import type { CityId, SportId } from '../../../shared/constants';
import type { PriceFacts } from '../../../shared/domain/card-price';
import type { Deal } from '../../../shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { locationNamesCity } from '../../db/location-city';
import { rowsOf } from '../../db/rows';

/**
 * What the banners are built from (GET /api/banners): each query reads only events on sale
 * (kp_event_on_sale: published, sale open, not started, not sold out), bounds its scan by an index
 * and a LIMIT, and prices only the rows it returns (kp_event_price, the card's price).
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const inCity = (city: CityId | null) => (city === null ? sql`true` : sql`e.city_id = ${city}`);
const instant = (value: unknown) => new Date(value as string | Date);

export interface DealRow {
  eventId: string;
  title: string;
  facts: PriceFacts;
  dealId: string;
  kind: Deal;
  percentOff: number;
  pointIds: string[];
  startsAt: Date;
  endsAt: Date;
}

export interface DropRow {
  eventId: string;
  title: string;
  facts: PriceFacts;
  /** The event's latest price cut of the week. */
  changedAt: Date;
  /** In the fan's wishlist or cart. */
  saved: boolean;
}

export interface SalesRow {
  eventId: string;
  title: string;
  facts: PriceFacts;
  soldLastHour: number;
  lastSaleAt: Date;
  soldSinceOpen: number;
  seatsLeft: number;
  saleOpenedAt: Date;
}

export interface RecommendedRow {
  eventId: string;
  title: string;
  facts: PriceFacts;
  startsAt: Date;
  venueName: string;
  sportId: SportId;
  /** The fan's favourite team (as they wrote it) that plays; null when only the sport matched. */
  team: string | null;
}

/** In the fan's wishlist or cart (always false for a guest). */
const savedBy = (userId: string | null): SQL =>
  userId === null
    ? sql`false`
    : sql`(EXISTS (SELECT 1 FROM wishlist_items w WHERE w.user_id = ${userId} AND w.event_id = e.id)
        OR EXISTS (SELECT 1 FROM cart_items k WHERE k.user_id = ${userId} AND k.event_id = e.id))`;

export function createBannersRepo(db: Db) {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  return {
    /** Deals running now on events on sale in the city, the soonest to end first. */
    async runningDeals(city: CityId | null, now: Date, limit: number): Promise<DealRow[]> {
      const found = await rows<DealRow>(sql`
        SELECT e.id AS "eventId", e.title, kp_event_price(e.id, ${at(now)}) AS facts,
          d.id AS "dealId", d.kind, d.percent_off AS "percentOff", d.point_ids AS "pointIds",
          d.starts_at AS "startsAt", d.ends_at AS "endsAt"
        FROM event_deals d JOIN events e ON e.id = d.event_id
        WHERE d.cancelled_at IS NULL AND d.starts_at <= ${at(now)} AND d.ends_at > ${at(now)}
          AND ${inCity(city)} AND kp_event_on_sale(e.id, ${at(now)})
        ORDER BY d.ends_at, d.id
        LIMIT ${limit}`);
      return found.map((row) => ({ ...row, startsAt: instant(row.startsAt), endsAt: instant(row.endsAt) }));
    },

    /**
     * Events on sale whose price list was cut in the last 7 days (the ledger), in the city or saved
     * by the fan (any city), the fan's saved ones first, then the latest cut. Candidates: whether the
     * cheapest price is really below the week-old one is the card's rule (cardPrice), read by the service.
     */
    async recentPriceCuts(
      city: CityId | null,
      userId: string | null,
      now: Date,
      limit: number,
    ): Promise<DropRow[]> {
      const found = await rows<DropRow>(sql`
        SELECT e.id AS "eventId", e.title, kp_event_price(e.id, ${at(now)}) AS facts,
          c.changed_at AS "changedAt", s.saved
        FROM (
          SELECT event_id, max(changed_at) AS changed_at FROM event_price_changes
          WHERE changed_at > ${at(now)} - interval '7 days' AND changed_at <= ${at(now)}
            AND new_price_paise < old_price_paise
          GROUP BY event_id
        ) c
        JOIN events e ON e.id = c.event_id
        CROSS JOIN LATERAL (SELECT ${savedBy(userId)} AS saved) s
        WHERE (${inCity(city)} OR s.saved) AND kp_event_on_sale(e.id, ${at(now)})
        ORDER BY s.saved DESC, c.changed_at DESC, e.id
        LIMIT ${limit}`);
      return found.map((row) => ({ ...row, changedAt: instant(row.changedAt) }));
    },

    /**
     * Events on sale in the city with at least `minTickets` tickets of bookings confirmed in the
     * last hour, with what the surge rule compares them to; the most sold first.
     */
    async lastHourSales(
      city: CityId | null,
      now: Date,
      minTickets: number,
      limit: number,
    ): Promise<SalesRow[]> {
      const found = await rows<SalesRow>(sql`
        SELECT e.id AS "eventId", e.title, kp_event_price(e.id, ${at(now)}) AS facts,
          r.sold AS "soldLastHour", r.last_sale AS "lastSaleAt", e.seats_sold AS "soldSinceOpen",
          e.total_seats - e.seats_sold AS "seatsLeft",
          coalesce(e.sale_opens_at, e.created_at) AS "saleOpenedAt"
        FROM (
          SELECT event_id, sum(seats)::int AS sold, max(confirmed_at) AS last_sale FROM bookings
          WHERE status = 'confirmed' AND confirmed_at > ${at(now)} - interval '1 hour'
            AND confirmed_at <= ${at(now)}
          GROUP BY event_id
          HAVING sum(seats) >= ${minTickets}
        ) r
        JOIN events e ON e.id = r.event_id
        WHERE ${inCity(city)} AND kp_event_on_sale(e.id, ${at(now)})
        ORDER BY r.sold DESC, e.id
        LIMIT ${limit}`);
      return found.map((row) => ({
        ...row,
        lastSaleAt: instant(row.lastSaleAt),
        saleOpenedAt: instant(row.saleOpenedAt),
      }));
    },

    /** The fan's location as they wrote it ('' when not given); undefined for no such account. */
    /** The city the fan's profile location names (db/location-city.ts), the first by id if several. */
    async homeCity(userId: string): Promise<CityId | null> {
      const [row] = await rows<{ id: CityId }>(sql`SELECT c.id FROM cities c JOIN users u ON u.id = ${userId}
        WHERE ${locationNamesCity(sql`u.location`, sql`c.id`)} ORDER BY c.id LIMIT 1`);
      return row?.id ?? null;
    },

    /**
     * The next match on sale in the city of a team the fan follows (named as on the event, case
     * aside), else of a sport they like, that they have not booked already.
     */
    async recommendation(userId: string, city: CityId, now: Date): Promise<RecommendedRow | undefined> {
      const [row] = await rows<RecommendedRow>(sql`
        SELECT e.id AS "eventId", e.title, kp_event_price(e.id, ${at(now)}) AS facts,
          e.starts_at AS "startsAt", v.name AS "venueName", e.sport_id AS "sportId", f.team
        FROM users u
        JOIN events e ON e.city_id = ${city} AND e.starts_at > ${at(now)}
        JOIN venues v ON v.id = e.venue_id
        CROSS JOIN LATERAL (
          SELECT (SELECT t FROM unnest(u.favorite_teams) t
                  WHERE lower(t) IN (lower(e.team1), lower(e.team2)) LIMIT 1) AS team
        ) f
        WHERE u.id = ${userId}
          AND (f.team IS NOT NULL OR e.sport_id = ANY (u.favorite_sports))
          AND kp_event_on_sale(e.id, ${at(now)})
          AND NOT EXISTS (SELECT 1 FROM bookings b
                          WHERE b.user_id = u.id AND b.event_id = e.id AND b.status = 'confirmed')
        ORDER BY f.team IS NULL, e.starts_at, e.id
        LIMIT 1`);
      return row && { ...row, startsAt: instant(row.startsAt) };
    },
  };
}

export type BannersRepo = ReturnType<typeof createBannersRepo>;
