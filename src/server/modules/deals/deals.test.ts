import { and, asc, eq, gt, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, seatingSchema } from '../../../shared/schemas/booking';
import { eventSchema } from '../../../shared/schemas/catalogue';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { eventDealListSchema, eventDealSchema } from '../../../shared/schemas/deals';
import { eventCategories, eventDeals, eventPriceChanges, events, users } from '../../db/schema';
import { CATALOGUE_ORGANIZERS } from '../../db/seed/accounts';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { auditTrail } from '../../test/audit-trail';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const [promoter, cricketBoard] = CATALOGUE_ORGANIZERS;
let t: TestApp;
let clock = new Date(TEST_ANCHOR);
let promoterClient: ApiClient;
let promoterId: string;

const later = (ms: number) => new Date(TEST_ANCHOR.getTime() + ms).toISOString();
/** Whole rupees, half up, as a fan works out "20% off ₹1,150" (₹920). */
const off = (paise: number, percent: number) => Math.round(((paise / 100) * (100 - percent)) / 100) * 100;

/** The promoter's upcoming events with no deal and no recorded price change, soonest first. */
async function plainPromoterEvents() {
  const db = t.database.db;
  return db
    .select({ id: events.id, startsAt: events.startsAt })
    .from(events)
    .where(
      and(
        eq(events.organizerId, promoterId),
        eq(events.status, 'scheduled'),
        gt(events.startsAt, new Date(TEST_ANCHOR.getTime() + 3 * DAY)),
        notExists(db.select().from(eventDeals).where(eq(eventDeals.eventId, events.id))),
        notExists(db.select().from(eventPriceChanges).where(eq(eventPriceChanges.eventId, events.id))),
      ),
    )
    .orderBy(asc(events.startsAt));
}
let plain: { id: string; startsAt: Date }[];
const takeEvent = () => {
  const event = plain.shift();
  if (!event) throw new Error('out of plain promoter events');
  return event;
};

async function categoryPrice(eventId: string, categoryId: string) {
  const [row] = await t.database.db
    .select({ pricePaise: eventCategories.pricePaise })
    .from(eventCategories)
    .where(and(eq(eventCategories.eventId, eventId), eq(eventCategories.categoryId, categoryId)));
  if (!row) throw new Error(`no ${categoryId} in ${eventId}`);
  return row.pricePaise;
}

const card = async (eventId: string) =>
  (await apiClient(t.app).getAs(eventSchema, `/api/events/${eventId}`)).body;

const startDeal = (eventId: string, body: Record<string, unknown>, client = promoterClient) =>
  client.post(`/api/organizer/events/${eventId}/deals`, body);

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, promoter.email));
  if (!row) throw new Error('the promoter is not seeded');
  promoterId = row.id;
  promoterClient = await signedIn(t.app, promoter);
  plain = await plainPromoterEvents();
});
afterAll(() => t.close());

describe('a flash deal the organiser starts', () => {
  it('is what the card shows, the seating offers, the bill takes off on its own line and the gateway charges; it ends on time', async () => {
    clock = new Date(TEST_ANCHOR);
    const event = takeEvent();
    const economy = await categoryPrice(event.id, 'economy');
    const before = await card(event.id);
    expect(before).toMatchObject({ pricePaise: economy, deal: null, originalPricePaise: null });

    const started = await startDeal(event.id, {
      kind: 'flash',
      percentOff: 20,
      pointIds: ['economy', 'regular'],
      endsAt: later(2 * HOUR),
    });
    expect(started.status, started.text).toBe(201);
    expect(eventDealSchema.parse(started.body)).toMatchObject({ status: 'running', percentOff: 20 });

    const dealPrice = off(economy, 20);
    expect(await card(event.id)).toMatchObject({
      pricePaise: dealPrice,
      originalPricePaise: economy,
      deal: 'flash',
      dealEndsAt: later(2 * HOUR),
      priceChange: 'stable',
    });
    const seating = (await apiClient(t.app).getAs(seatingSchema, `/api/events/${event.id}/seating`)).body;
    expect(seating.categories.find((c) => c.id === 'economy')).toMatchObject({
      pricePaise: dealPrice,
      listPricePaise: economy,
    });
    const gold = seating.categories.find((c) => c.id === 'gold');
    expect(gold?.pricePaise).toBe(gold?.listPricePaise);

    const fan = apiClient(t.app);
    await signUp(fan);
    const held = await holdCategory(fan, event.id, 'economy', 2);
    expect(held.seatLines).toEqual([
      { label: 'Economy', unitPricePaise: dealPrice, listPricePaise: economy, quantity: 2 },
    ]);
    const checkedOut = await checkout(fan, held.id, { guests: [{ name: 'Ravi Rao' }] });
    expect(checkedOut.status, checkedOut.text).toBe(201);
    const quote = checkedOut.body.booking.quote;
    expect(quote.seatsPaise).toBe(2 * economy);
    expect(quote.dealDiscountPaise).toBe(2 * (economy - dealPrice));
    // 8 % fee on the discounted seats, 18 % GST on seats and fee, every line whole rupees.
    const seats = (2 * dealPrice) / 100;
    const fee = Math.round(seats * 0.08);
    const gst = Math.round((seats + fee) * 0.18);
    expect(quote.totalPaise).toBe((seats + fee + gst) * 100);
    expect(checkedOut.body.order.amountPaise).toBe(quote.totalPaise);

    // The deal ends while the fan pays: the bill checked out under it stands.
    clock = new Date(TEST_ANCHOR.getTime() + 2 * HOUR);
    const paid = await pay(fan, checkedOut.body.order.id);
    expect(paid.status, paid.text).toBe(200);
    const confirmed = await fan.postAs(
      bookingSchema,
      `/api/bookings/${checkedOut.body.booking.id}/confirm`,
      paid.body,
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', totalPaise: quote.totalPaise });

    // And the card no longer shows it: the price is the list price again.
    expect(await card(event.id)).toMatchObject({ pricePaise: economy, deal: null, originalPricePaise: null });
    const list = await promoterClient.getAs(eventDealListSchema, `/api/organizer/events/${event.id}/deals`);
    expect(list.body.items.map((deal) => deal.status)).toEqual(['ended']);
  });

  it('moves the sort cache when the sweep passes its start and its end', async () => {
    clock = new Date(TEST_ANCHOR);
    const event = takeEvent();
    const economy = await categoryPrice(event.id, 'economy');
    const cached = async () =>
      (await t.database.db.select({ p: events.pricePaise }).from(events).where(eq(events.id, event.id)))[0]
        ?.p;
    await t.app.background.sweepPricesNow();
    const scheduled = await startDeal(event.id, {
      kind: 'special',
      percentOff: 50,
      pointIds: ['economy'],
      startsAt: later(HOUR),
      endsAt: later(3 * HOUR),
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    expect(eventDealSchema.parse(scheduled.body).status).toBe('scheduled');
    await t.app.background.sweepPricesNow();
    expect(await cached()).toBe(economy);
    expect((await card(event.id)).deal).toBeNull();

    clock = new Date(TEST_ANCHOR.getTime() + HOUR);
    expect(await card(event.id)).toMatchObject({ pricePaise: off(economy, 50), deal: 'special' });
    await t.app.background.sweepPricesNow();
    expect(await cached()).toBe(off(economy, 50));

    clock = new Date(TEST_ANCHOR.getTime() + 3 * HOUR);
    await t.app.background.sweepPricesNow();
    expect(await cached()).toBe(economy);
  });

  it('can be ended early; ending it again is refused', async () => {
    clock = new Date(TEST_ANCHOR);
    const event = takeEvent();
    const started = eventDealSchema.parse(
      (
        await startDeal(event.id, {
          kind: 'last-chance',
          percentOff: 10,
          pointIds: ['economy'],
          endsAt: later(DAY),
        })
      ).body,
    );
    expect((await card(event.id)).deal).toBe('last-chance');
    const ended = await promoterClient.post(`/api/organizer/events/${event.id}/deals/${started.id}/end`);
    expect(ended.status).toBe(200);
    expect(eventDealSchema.parse(ended.body).status).toBe('cancelled');
    expect((await card(event.id)).deal).toBeNull();
    const again = await promoterClient.postAs(
      apiErrorSchema,
      `/api/organizer/events/${event.id}/deals/${started.id}/end`,
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('deal_over');
    // The audit log has the deal's start and its end by the promoter, not the refused second end.
    const admin = await signedIn(t.app, { email: 'admin@khelpass.in', password: 'Admin@123' });
    const audit = await auditTrail(admin, 'event', event.id);
    expect(audit.map((entry) => [entry.action, entry.actor?.email])).toEqual([
      ['event.deal_ended', promoter.email],
      ['event.deal_created', promoter.email],
    ]);
    expect(audit[1]?.after).toMatchObject({
      dealId: started.id,
      percentOff: 10,
      pointIds: ['economy'],
    });
    expect(audit[0]?.before).toMatchObject({ dealId: started.id, kind: 'last-chance' });
    // The place its window freed can take a new deal.
    expect(
      (
        await startDeal(event.id, {
          kind: 'flash',
          percentOff: 30,
          pointIds: ['economy'],
          endsAt: later(HOUR),
        })
      ).status,
    ).toBe(201);
  });

  it('may not share a moment with another deal on the same category', async () => {
    clock = new Date(TEST_ANCHOR);
    const event = takeEvent();
    expect(
      (
        await startDeal(event.id, {
          kind: 'flash',
          percentOff: 20,
          pointIds: ['gold', 'economy'],
          endsAt: later(4 * HOUR),
        })
      ).status,
    ).toBe(201);
    const clash = await promoterClient.postAs(apiErrorSchema, `/api/organizer/events/${event.id}/deals`, {
      kind: 'special',
      percentOff: 10,
      pointIds: ['economy'],
      startsAt: later(3 * HOUR),
      endsAt: later(5 * HOUR),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({
      code: 'deal_overlap',
      fields: { pointIds: expect.any(String) },
    });
    // Other categories, or the same one after the first ends, are free.
    for (const body of [
      { kind: 'special', percentOff: 10, pointIds: ['platinum', 'section:premium'], endsAt: later(5 * HOUR) },
      {
        kind: 'special',
        percentOff: 10,
        pointIds: ['economy'],
        startsAt: later(4 * HOUR),
        endsAt: later(5 * HOUR),
      },
    ]) {
      const response = await startDeal(event.id, body);
      expect(response.status, response.text).toBe(201);
    }
  });
});

describe('who may start a deal', () => {
  it('another organiser gets 404 on list, start and end; a fan 403; an admin may', async () => {
    clock = new Date(TEST_ANCHOR);
    const event = takeEvent();
    const started = eventDealSchema.parse(
      (
        await startDeal(event.id, {
          kind: 'flash',
          percentOff: 5,
          pointIds: ['economy'],
          endsAt: later(HOUR),
        })
      ).body,
    );
    const board = await signedIn(t.app, cricketBoard);
    const body = { kind: 'flash', percentOff: 90, pointIds: ['economy'], endsAt: later(HOUR) };
    expect((await board.get(`/api/organizer/events/${event.id}/deals`)).status).toBe(404);
    expect((await startDeal(event.id, { ...body, pointIds: ['gold'] }, board)).status).toBe(404);
    expect((await board.post(`/api/organizer/events/${event.id}/deals/${started.id}/end`)).status).toBe(404);
    expect((await card(event.id)).deal).toBe('flash');

    const fan = apiClient(t.app);
    await signUp(fan);
    expect((await startDeal(event.id, body, fan)).status).toBe(403);
    expect((await apiClient(t.app).get(`/api/organizer/events/${event.id}/deals`)).status).toBe(401);

    const admin = await signedIn(t.app, { email: 'admin@khelpass.in', password: 'Admin@123' });
    expect((await admin.get(`/api/organizer/events/${event.id}/deals`)).status).toBe(200);
    expect((await admin.post(`/api/organizer/events/${event.id}/deals/${started.id}/end`)).status).toBe(200);
    expect((await promoterClient.get('/api/organizer/events/ev-nope/deals')).status).toBe(404);
  });
});

describe('a deal that does not make sense', () => {
  const valid = { kind: 'flash', percentOff: 20, pointIds: ['economy'], endsAt: later(HOUR) };
  it.each([
    [{ kind: 'mega' }, 'kind'],
    [{ kind: undefined }, 'kind'],
    [{ percentOff: 0 }, 'percentOff'],
    [{ percentOff: 91 }, 'percentOff'],
    [{ percentOff: 12.5 }, 'percentOff'],
    [{ percentOff: '20' }, 'percentOff'],
    [{ pointIds: [] }, 'pointIds'],
    [{ pointIds: ['vip'] }, 'pointIds.0'],
    [{ pointIds: 'economy' }, 'pointIds'],
    [{ endsAt: undefined }, 'endsAt'],
    [{ endsAt: 'tomorrow' }, 'endsAt'],
    [{ endsAt: later(-HOUR) }, 'endsAt'],
    [{ startsAt: later(-DAY) }, 'startsAt'],
    [{ startsAt: later(2 * HOUR) }, 'endsAt'],
    [{ endsAt: later(400 * DAY) }, 'endsAt'],
  ])('%o is a 400 naming %s, and nothing is written', async (change, field) => {
    clock = new Date(TEST_ANCHOR);
    const event = plain[0];
    if (!event) throw new Error('out of plain promoter events');
    const response = await promoterClient.postAs(apiErrorSchema, `/api/organizer/events/${event.id}/deals`, {
      ...valid,
      ...change,
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.error.fields?.[field], JSON.stringify(response.body)).toBeTruthy();
    expect(await t.database.db.select().from(eventDeals).where(eq(eventDeals.eventId, event.id))).toEqual([]);
  });
});

describe('price badges', () => {
  it('follow the recorded price changes of the last 7 days, striking through the real previous price', async () => {
    clock = new Date(TEST_ANCHOR);
    const event = takeEvent();
    const economy = await categoryPrice(event.id, 'economy');
    const db = t.database.db;
    const change = async (to: number, daysAgo: number) => {
      const from = await categoryPrice(event.id, 'economy');
      await db.insert(eventPriceChanges).values({
        eventId: event.id,
        pointKind: 'category',
        pointId: 'economy',
        oldPricePaise: from,
        newPricePaise: to,
        changedAt: new Date(TEST_ANCHOR.getTime() - daysAgo * DAY),
      });
      await db
        .update(eventCategories)
        .set({ pricePaise: to })
        .where(and(eq(eventCategories.eventId, event.id), eq(eventCategories.categoryId, 'economy')));
    };
    // Eight days ago is past the badge's week: the card shows the price, nothing else.
    await change(economy + 10_000, 8);
    expect(await card(event.id)).toMatchObject({
      pricePaise: economy + 10_000,
      priceChange: 'stable',
      originalPricePaise: null,
    });
    await change(economy - 5_000, 2);
    expect(await card(event.id)).toMatchObject({
      pricePaise: economy - 5_000,
      priceChange: 'down',
      originalPricePaise: economy + 10_000,
    });
    // Raised again within the week, above the week-old price: Price Updated.
    await change(economy + 20_000, 1);
    expect(await card(event.id)).toMatchObject({ pricePaise: economy + 20_000, priceChange: 'up' });
    // The ledger is never rewritten.
    await expect(
      db.update(eventPriceChanges).set({ newPricePaise: 100 }).where(eq(eventPriceChanges.eventId, event.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(eventPriceChanges).where(eq(eventPriceChanges.eventId, event.id)),
    ).rejects.toThrow();
  });
});
