import { sql } from 'drizzle-orm';
import { SEAT_CATEGORIES } from '../../../shared/booking-constants';
import type { Db } from '../client';
import { eventDeals, eventPriceChanges } from '../schema';
import type { Deal, EventRow } from './generate';

/** The seeded deals' discounts (percent off every category; a flash sale also off the map). */
export const SEEDED_DEAL_PERCENT: Record<Deal, number> = {
  flash: 20,
  'early-bird': 15,
  'last-chance': 10,
  special: 25,
};

const DAY = 86_400_000;
const CATEGORY_POINTS = SEAT_CATEGORIES.map((category) => category.id);
const MAP_POINTS = ['section:premium', 'section:standard', 'section:economy'];

/**
 * Writes a generated catalogue's deals and price moves as the records the card reads (decision 009),
 * after its price lists: each deal an event_deals row that started a day before `anchor`, each
 * price move one ledger row on the Economy category (the list's cheapest place, which the generator
 * priced) changed 1–5 days before `anchor`, so its badge shows for the rest of the week. Then the
 * events' sort cache is brought to their card price.
 */
export async function writeSeededPriceRecords(db: Db, rows: EventRow[], anchor: Date): Promise<void> {
  const deals = rows.flatMap((row) =>
    row.deal && row.dealEndsAt && row.dealEndsAt > anchor
      ? [
          {
            eventId: row.id,
            kind: row.deal,
            percentOff: SEEDED_DEAL_PERCENT[row.deal],
            pointIds: row.deal === 'flash' ? [...CATEGORY_POINTS, ...MAP_POINTS] : CATEGORY_POINTS,
            startsAt: new Date(Math.min(anchor.getTime(), row.dealEndsAt.getTime()) - DAY),
            endsAt: row.dealEndsAt,
          },
        ]
      : [],
  );
  const moves = rows.flatMap((row, i) =>
    row.originalPricePaise !== null && row.originalPricePaise !== row.pricePaise
      ? [
          {
            eventId: row.id,
            pointKind: 'category' as const,
            pointId: 'economy',
            oldPricePaise: row.originalPricePaise,
            newPricePaise: row.pricePaise,
            changedAt: new Date(anchor.getTime() - (1 + (i % 5)) * DAY),
          },
        ]
      : [],
  );
  for (let start = 0; start < deals.length; start += 1000) {
    await db.insert(eventDeals).values(deals.slice(start, start + 1000));
  }
  for (let start = 0; start < moves.length; start += 1000) {
    await db.insert(eventPriceChanges).values(moves.slice(start, start + 1000));
  }
  await db.execute(sql`SELECT kp_event_refresh_price('{}', ${anchor.toISOString()}::timestamptz)`);
}
