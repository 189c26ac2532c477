import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { holdSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { type OwnEvent, ownEventSchema } from '../../../shared/schemas/organizer';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { eventCategories, eventPriceChanges, events } from '../../db/schema';
import { seedDemoAccounts } from '../../db/seed/accounts';
import { type ApiClient, apiClient, TEST_HOSTS } from '../../test/api-client';
import { openHold } from '../../test/booking-flow';
import { createDraft, PROMOTER, publish, signedIn } from '../../test/organizer-flow';
import { createPgTestDatabase, TEST_ANCHOR } from '../../test/test-database';

// The price list on a real PostgreSQL 15 server with a 20-connection pool: saves of one event take
// turns on its row lock, so each ledger row's old price is the price the save before it set.
let database: Database;
let app: ReturnType<typeof createApp>;
let promoter: ApiClient;

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 20, poolSize: 20 });
  await seedDemoAccounts(database.db, TEST_ANCHOR);
  app = createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR),
    auth: { failureDelay: async () => {}, trustProxy: true },
    webhooksAtOnce: false,
  });
  promoter = await signedIn(app, PROMOTER);
}, 120_000);
afterAll(() => database.close());

const priceListPath = (id: string) => `/api/organizer/events/${id}/price-list`;

/** The whole price list as the editor sends it, with Economy at a price and Platinum with places. */
function listWith(event: OwnEvent, economyPaise: number, platinumPlaces?: number) {
  const platinum = event.priceList.categories.find((c) => c.id === 'platinum')?.capacity ?? 0;
  const places = platinumPlaces ?? platinum;
  return {
    categories: Object.fromEntries(
      event.priceList.categories.map((c) => [
        c.id,
        {
          pricePaise: c.id === 'economy' ? economyPaise : c.pricePaise,
          capacity:
            c.id === 'platinum' ? places : c.id === 'economy' ? c.capacity + platinum - places : c.capacity,
        },
      ]),
    ),
    sections: Object.fromEntries(event.priceList.sections.map((s) => [s.id, { pricePaise: s.pricePaise }])),
  };
}

describe('price list saves at once (PostgreSQL)', () => {
  it('20 saves of one event take turns: one ledger row each, every old price the one before it set', async () => {
    const draft = await createDraft(promoter, { tournament: 'Racing Prices Cup' });
    const prices = Array.from({ length: 20 }, (_, i) => 40_100 + i * 100);
    const answers = await Promise.all(
      prices.map((price) => promoter.putAs(ownEventSchema, priceListPath(draft.id), listWith(draft, price))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(prices.map(() => 200));

    const ledger = await database.db
      .select()
      .from(eventPriceChanges)
      .where(eq(eventPriceChanges.eventId, draft.id))
      .orderBy(asc(eventPriceChanges.id));
    expect(ledger).toHaveLength(20);
    expect(new Set(ledger.map((row) => row.newPricePaise))).toEqual(new Set(prices));
    let price = 40_000;
    for (const row of ledger) {
      expect(row.oldPricePaise).toBe(price);
      price = row.newPricePaise;
    }
    const [stored] = await database.db
      .select({ economy: eventCategories.pricePaise, cardPrice: events.pricePaise })
      .from(eventCategories)
      .innerJoin(events, eq(events.id, eventCategories.eventId))
      .where(and(eq(eventCategories.eventId, draft.id), eq(eventCategories.categoryId, 'economy')));
    // The last save's Economy price is the list's and the card's.
    expect(stored).toEqual({ economy: price, cardPrice: price });
  });

  it('fans holding Platinum while the organiser shrinks it: the save waits or refuses, the counters never break', async () => {
    const event = await publish(promoter, (await createDraft(promoter, { tournament: 'Shrinking Cup' })).id);
    const platinum = event.priceList.categories.find((c) => c.id === 'platinum')?.capacity ?? 0;
    expect(platinum).toBeGreaterThan(40);
    let address = 0;
    const fans = Array.from({ length: 40 }, () => {
      address += 1;
      return apiClient(app, { ip: `10.9.${address >> 8}.${address & 255}` });
    });
    const holdOrRefusal = z.union([holdSchema, apiErrorSchema]);
    const sessions = await Promise.all(fans.map((fan) => openHold(fan, event.id)));
    const [holds, saves] = await Promise.all([
      Promise.all(
        fans.map((fan, i) =>
          fan.putAs(holdOrRefusal, `/api/holds/${sessions[i]?.id}`, {
            selection: { kind: 'category', categoryId: 'platinum', quantity: 1 },
          }),
        ),
      ),
      Promise.all(
        [30, 20, 10].map((places) =>
          promoter.putAs(
            z.union([ownEventSchema, apiErrorSchema]),
            priceListPath(event.id),
            listWith(event, 40_000, places),
          ),
        ),
      ),
    ]);
    const [row] = await database.db
      .select()
      .from(eventCategories)
      .where(and(eq(eventCategories.eventId, event.id), eq(eventCategories.categoryId, 'platinum')));
    if (!row) throw new Error('no platinum');
    // Every fan told the truth: a place held is counted, none beyond the category's places.
    expect(row.held).toBe(holds.filter((answer) => answer.status === 200).length);
    expect(row.sold + row.held).toBeLessThanOrEqual(row.capacity);
    // Each save went through whole or was refused (409, too few places for what is held).
    for (const save of saves) expect([200, 409]).toContain(save.status);
    expect([platinum, 30, 20, 10]).toContain(row.capacity);
    const [total] = await database.db
      .select({ totalSeats: events.totalSeats })
      .from(events)
      .where(eq(events.id, event.id));
    expect(total?.totalSeats).toBe(event.venueCapacity);
  });
});
