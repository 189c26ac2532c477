import { type SQL, sql } from 'drizzle-orm';
import type { PriceFacts } from '../../shared/domain/card-price';
import { events } from './schema';

/**
 * An event's prices at `now` as its card shows them (kp_event_price, decision 009), for a select
 * list of events; cardPrice (src/shared/domain/card-price.ts) reads the answer. Evaluated per row
 * returned, after LIMIT: at most a page of events per request.
 */
export const priceFactsAt = (now: Date): SQL<PriceFacts> =>
  sql<PriceFacts>`kp_event_price(${events.id}, ${now.toISOString()}::timestamptz)`;
