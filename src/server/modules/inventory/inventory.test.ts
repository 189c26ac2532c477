import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Seating } from '../../../shared/schemas/booking';
import { holdSchema, seatingSchema } from '../../../shared/schemas/booking';
import { eventSchema } from '../../../shared/schemas/catalogue';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { rowsOf } from '../../db/rows';
import { eventCategories, eventSections, events, holds, venues } from '../../db/schema';
import { type ApiClient, apiClient, transcript } from '../../test/api-client';
import { openHold } from '../../test/booking-flow';
import {
  createTestApp,
  leaveFree,
  onSaleEventTaker,
  TEST_ANCHOR,
  type TestApp,
} from '../../test/test-database';

let t: TestApp;
let clock = TEST_ANCHOR.getTime();
let fan: ApiClient;
let rival: ApiClient;
/** Scheduled upcoming events, soonest first; each test takes its own. */
/** The next scheduled event no other test of this file has used. */
let take: () => string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  fan = apiClient(t.app);
  rival = apiClient(t.app);
  take = await onSaleEventTaker(t.database);
});
afterAll(async () => {
  expect(transcript.join('\n')).not.toContain('"code":"internal"');
  await t.close();
});

const seating = async (eventId: string, hold?: string) =>
  (await fan.getAs(seatingSchema, `/api/events/${eventId}/seating${hold ? `?hold=${hold}` : ''}`)).body;
const freeSeats = (map: Seating, section = 'premium') =>
  map.sections
    .find((s) => s.id === section)
    ?.rows.flatMap((r) => r.seats)
    .filter((s) => s.status === 'available') ?? [];

describe('seating', () => {
  it("shows the spec's categories and a 896-seat map, priced as the event's price list, at the venue's capacity", async () => {
    const eventId = take();
    const map = await seating(eventId);
    expect(map.onSale).toBe(true);
    expect(map.stadium.length).toBeGreaterThan(3);
    expect(map.categories.map((c) => c.name)).toEqual(['Platinum', 'Gold', 'Premium', 'Regular', 'Economy']);
    expect(map.categories.find((c) => c.id === 'gold')?.popular).toBe(true);
    expect(map.sections.map((s) => s.rows.flatMap((r) => r.seats).length)).toEqual([96, 300, 500]);
    // Prices are the price list's records; the places add up to the venue's real capacity.
    const [venue] = await t.database.db
      .select({ capacity: venues.capacity })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(eq(events.id, eventId));
    const categories = await t.database.db
      .select({ id: eventCategories.categoryId, pricePaise: eventCategories.pricePaise })
      .from(eventCategories)
      .where(eq(eventCategories.eventId, eventId));
    const sections = await t.database.db
      .select({ id: eventSections.sectionId, pricePaise: eventSections.pricePaise })
      .from(eventSections)
      .where(eq(eventSections.eventId, eventId));
    const priceOf = (rows: { id: string; pricePaise: number }[], id: string) =>
      rows.find((row) => row.id === id)?.pricePaise;
    for (const category of map.categories) expect(category.pricePaise).toBe(priceOf(categories, category.id));
    for (const section of map.sections) {
      expect(section.pricePaise).toBe(priceOf(sections, section.id));
      for (const seat of section.rows.flatMap((r) => r.seats))
        expect(seat.pricePaise).toBe(section.pricePaise);
    }
    const places =
      map.categories.reduce((n, c) => n + c.capacity, 0) + map.sections.reduce((n, s) => n + s.capacity, 0);
    expect(places).toBe(venue?.capacity);
    const event = (await fan.getAs(eventSchema, `/api/events/${eventId}`)).body;
    const left =
      map.categories.reduce((n, c) => n + c.available, 0) + map.sections.reduce((n, s) => n + s.available, 0);
    expect(left).toBe(event.seatsLeft);
  });

  it('is the same map on every request', async () => {
    const eventId = take();
    const statuses = (m: Seating) =>
      m.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((x) => x.status)));
    expect(statuses(await seating(eventId))).toEqual(statuses(await seating(eventId)));
  });

  it('answers 404 for an unknown event', async () => {
    expect((await fan.get('/api/events/ev-999999/seating')).status).toBe(404);
  });
});

describe('holds', () => {
  it('opens a 900 s session and holds category places, replacing the previous selection', async () => {
    const eventId = take();
    const hold = await openHold(fan, eventId);
    expect(Date.parse(hold.expiresAt) - Date.parse(hold.serverNow)).toBe(900_000);
    expect(hold.selection).toBeNull();

    const before = (await seating(eventId)).categories.find((c) => c.id === 'regular')?.available ?? 0;
    const held = await fan.putAs(holdSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'category', categoryId: 'regular', quantity: 3 },
    });
    expect(held.status).toBe(200);
    expect(held.body.seatLabels).toEqual(['Regular-1', 'Regular-2', 'Regular-3']);
    const regularPrice = (await seating(eventId)).categories.find((c) => c.id === 'regular')?.pricePaise;
    expect(held.body.seatLines).toEqual([
      { label: 'Regular', unitPricePaise: regularPrice, listPricePaise: regularPrice, quantity: 3 },
    ]);
    expect((await seating(eventId)).categories.find((c) => c.id === 'regular')?.available).toBe(before - 3);

    await fan.put(`/api/holds/${hold.id}`, {
      selection: { kind: 'category', categoryId: 'gold', quantity: 1 },
    });
    const after = await seating(eventId);
    expect(after.categories.find((c) => c.id === 'regular')?.available).toBe(before);
  });

  it('refuses more places than are free and keeps the previous selection', async () => {
    const eventId = take();
    await leaveFree(t.database, eventId, 'platinum', 8);
    const hold = await openHold(fan, eventId);
    await fan.put(`/api/holds/${hold.id}`, {
      selection: { kind: 'category', categoryId: 'gold', quantity: 2 },
    });
    const rivalHold = await openHold(rival, eventId);
    const refused = await rival.putAs(apiErrorSchema, `/api/holds/${rivalHold.id}`, {
      selection: { kind: 'category', categoryId: 'platinum', quantity: 9 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'category_unavailable',
      message: 'Only 8 seats left in Platinum',
    });
    const mine = (await fan.getAs(holdSchema, `/api/holds/${hold.id}`)).body;
    expect(mine.selection).toEqual({ kind: 'category', categoryId: 'gold', quantity: 2 });
  });

  it('counts its own places when the quantity changes within a category', async () => {
    const eventId = take();
    await leaveFree(t.database, eventId, 'platinum', 6);
    const hold = await openHold(fan, eventId);
    const free = (await seating(eventId)).categories.find((c) => c.id === 'platinum')?.available ?? 0;
    expect(free).toBeGreaterThan(1);
    const put = (quantity: number) =>
      fan.putAs(z.union([holdSchema, apiErrorSchema]), `/api/holds/${hold.id}`, {
        selection: { kind: 'category', categoryId: 'platinum', quantity },
      });
    expect((await put(free - 1)).status).toBe(200);
    expect((await put(free)).status).toBe(200);
    const tooMany = await put(free + 1);
    expect(tooMany.status).toBe(409);
    expect(apiErrorSchema.parse(tooMany.body).error.message).toBe(`Only ${free} seats left in Platinum`);
    expect((await fan.getAs(holdSchema, `/api/holds/${hold.id}`)).body.selection).toEqual({
      kind: 'category',
      categoryId: 'platinum',
      quantity: free,
    });
    // Switching to seats gives every place back.
    const [seat] = freeSeats(await seating(eventId));
    expect(
      (await fan.put(`/api/holds/${hold.id}`, { selection: { kind: 'seats', seatIds: [seat?.id] } })).status,
    ).toBe(200);
    expect((await seating(eventId)).categories.find((c) => c.id === 'platinum')?.available).toBe(free);
  });

  it('holds map seats; a seat someone else holds is refused with the spec message', async () => {
    const eventId = take();
    const hold = await openHold(fan, eventId);
    const map = await seating(eventId);
    const [a, b] = freeSeats(map);
    if (!a || !b) throw new Error('no free premium seats');
    const held = await fan.putAs(holdSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'seats', seatIds: [a.id, b.id] },
    });
    expect(held.body.selection).toEqual({ kind: 'seats', seatIds: [a.id, b.id], sectionId: 'premium' });
    // The event's own price of the section (seeded events' prices follow their competitions).
    const price = map.sections.find((s) => s.id === 'premium')?.pricePaise;
    expect(held.body.seatLines).toEqual([
      { label: 'Premium', unitPricePaise: price, listPricePaise: price, quantity: 2 },
    ]);

    const mineOnMap = await seating(eventId, hold.id);
    const seatA = mineOnMap.sections[0]?.rows.flatMap((r) => r.seats).find((s) => s.id === a.id);
    expect(seatA).toMatchObject({ status: 'available', heldByYou: true });
    const othersView = (await seating(eventId)).sections[0]?.rows
      .flatMap((r) => r.seats)
      .find((s) => s.id === a.id);
    expect(othersView).toMatchObject({ status: 'blocked', heldByYou: false });

    const rivalHold = await openHold(rival, eventId);
    const refused = await rival.putAs(apiErrorSchema, `/api/holds/${rivalHold.id}`, {
      selection: { kind: 'seats', seatIds: [b.id] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'seat_unavailable',
      message: 'This seat is already taken or blocked.',
      fields: { seatIds: b.id },
    });
  });

  it('refuses sold and blocked seats, a seventh seat and an eleventh place', async () => {
    const eventId = take();
    const hold = await openHold(fan, eventId);
    const map = await seating(eventId);
    const all = map.sections.flatMap((s) => s.rows.flatMap((r) => r.seats));
    const sold = all.find((s) => s.status === 'occupied');
    const blocked = all.find((s) => s.status === 'blocked');
    for (const seat of [sold, blocked]) {
      const response = await fan.putAs(apiErrorSchema, `/api/holds/${hold.id}`, {
        selection: { kind: 'seats', seatIds: [seat?.id] },
      });
      expect(response.status).toBe(409);
    }
    const seven = freeSeats(map, 'economy')
      .slice(0, 7)
      .map((s) => s.id);
    const tooMany = await fan.putAs(apiErrorSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'seats', seatIds: seven },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields?.['selection.seatIds']).toBe('You can select up to 6 seats at once.');
    const eleven = await fan.putAs(apiErrorSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'category', categoryId: 'regular', quantity: 11 },
    });
    expect(eleven.body.error.fields?.['selection.quantity']).toBe('Maximum 10 seats per booking');
  });

  it('releases everything at expiry without any background job', async () => {
    const eventId = take();
    await leaveFree(t.database, eventId, 'platinum', 5);
    const hold = await openHold(fan, eventId);
    const free = await seating(eventId);
    const platinumFree = free.categories.find((c) => c.id === 'platinum')?.available ?? 0;
    await fan.put(`/api/holds/${hold.id}`, {
      selection: { kind: 'category', categoryId: 'platinum', quantity: platinumFree },
    });
    const [seat] = freeSeats(free, 'standard');
    const seatHold = await openHold(fan, eventId);
    await fan.put(`/api/holds/${seatHold.id}`, { selection: { kind: 'seats', seatIds: [seat?.id] } });

    const rivalEarly = await openHold(rival, eventId);
    expect(
      (
        await rival.put(`/api/holds/${rivalEarly.id}`, {
          selection: { kind: 'category', categoryId: 'platinum', quantity: 1 },
        })
      ).status,
    ).toBe(409);

    clock += 900_000; // the sessions end
    try {
      expect((await fan.getAs(apiErrorSchema, `/api/holds/${hold.id}`)).body.error.code).toBe('hold_expired');
      expect((await fan.get(`/api/holds/${hold.id}`)).status).toBe(410);
      const now = await seating(eventId);
      expect(now.categories.find((c) => c.id === 'platinum')?.available).toBe(platinumFree);
      const rivalHold = await openHold(rival, eventId);
      expect(
        (
          await rival.put(`/api/holds/${rivalHold.id}`, {
            selection: { kind: 'category', categoryId: 'platinum', quantity: platinumFree },
          })
        ).status,
      ).toBe(200);
      expect(
        (await rival.put(`/api/holds/${rivalHold.id}`, { selection: { kind: 'seats', seatIds: [seat?.id] } }))
          .status,
      ).toBe(200);
    } finally {
      clock = TEST_ANCHOR.getTime();
    }
  });

  it('gives everything back when the dialog closes', async () => {
    const eventId = take();
    const hold = await openHold(fan, eventId);
    const [seat] = freeSeats(await seating(eventId));
    await fan.put(`/api/holds/${hold.id}`, { selection: { kind: 'seats', seatIds: [seat?.id] } });
    expect((await fan.delete(`/api/holds/${hold.id}`)).status).toBe(204);
    const after = (await seating(eventId)).sections[0]?.rows
      .flatMap((r) => r.seats)
      .find((s) => s.id === seat?.id);
    expect(after?.status).toBe('available');
    expect((await fan.put(`/api/holds/${hold.id}`, { selection: null })).status).toBe(410);
  });

  it('answers bad input with 400 and the field, never a 500', async () => {
    const eventId = take();
    expect((await fan.postAs(apiErrorSchema, '/api/holds', {})).body.error.fields?.eventId).toBeTruthy();
    expect((await fan.post('/api/holds', { eventId: 'ev-999999' })).status).toBe(404);
    expect((await fan.getAs(apiErrorSchema, '/api/holds/not-a-uuid')).status).toBe(400);
    expect((await fan.get('/api/holds/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const hold = await openHold(fan, eventId);
    const badKind = await fan.putAs(apiErrorSchema, `/api/holds/${hold.id}`, { selection: { kind: 'vip' } });
    expect(badKind.status).toBe(400);
    const badCategory = await fan.putAs(apiErrorSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'category', categoryId: 'royal-box', quantity: 1 },
    });
    expect(badCategory.body.error.fields?.['selection.categoryId']).toBeTruthy();
    const unknownSeat = await fan.putAs(apiErrorSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'seats', seatIds: ['ZZ-99'] },
    });
    expect(unknownSeat.status).toBe(409);
    for (const [seatId, message] of [
      ['\u0000', 'Contains characters that cannot be stored'],
      ['\ud800', 'Contains characters that cannot be stored'],
      ['A-1; DROP', 'Not a seat on this map'],
      ['a-1\nB-2', 'Not a seat on this map'],
    ]) {
      const strange = await fan.putAs(apiErrorSchema, `/api/holds/${hold.id}`, {
        selection: { kind: 'seats', seatIds: [seatId] },
      });
      expect(strange.status).toBe(400);
      expect(strange.body.error.fields?.['selection.seatIds.0']).toBe(message);
    }
  });

  it('a batch of hold changes answers an operation the database cannot apply alone, and applies the rest', async () => {
    const eventId = take();
    const good = await openHold(fan, eventId);
    const other = await openHold(rival, eventId);
    // Each operation names its caller, as the API sends it: the holder key of the opener's cookie.
    const keys = new Map(
      (await t.database.db.select({ id: holds.id, key: holds.holderKey }).from(holds)).map((row) => [
        row.id,
        row.key,
      ]),
    );
    const ops = [
      {
        op: 'select',
        hold: good.id,
        holderKey: keys.get(good.id),
        now: new Date(clock).toISOString(),
        category: 'premium',
        quantity: 2,
        seats: null,
      },
      // Not a number: the database fails this operation (22P02), as it would any change it cannot apply.
      {
        op: 'select',
        hold: other.id,
        holderKey: keys.get(other.id),
        now: new Date(clock).toISOString(),
        category: 'gold',
        quantity: 'two',
        seats: null,
      },
      { op: 'release', hold: other.id, holderKey: keys.get(other.id) },
    ];
    const [row] = rowsOf<{ results: unknown[] }>(
      await t.database.holdsDb.execute(sql`SELECT kp_hold_apply(${JSON.stringify(ops)}::jsonb) AS results`),
    );
    const [applied, failed, released] = row?.results ?? [];
    expect(applied).toMatchObject({ categoryId: 'premium', quantity: 2 });
    expect(failed).toMatchObject({ error: '22P02' });
    expect(released).toEqual({ released: true });
    expect((await fan.getAs(holdSchema, `/api/holds/${good.id}`)).body.selection).toEqual({
      kind: 'category',
      categoryId: 'premium',
      quantity: 2,
    });
  });

  it('kp_inventory_recount gives back places and seats no live session holds, and keeps the live ones', async () => {
    const eventId = take();
    const live = await openHold(fan, eventId);
    await fan.put(`/api/holds/${live.id}`, {
      selection: { kind: 'category', categoryId: 'gold', quantity: 2 },
    });
    const ended = await openHold(rival, eventId);
    const [seat] = freeSeats(await seating(eventId));
    await rival.put(`/api/holds/${ended.id}`, { selection: { kind: 'seats', seatIds: [seat?.id] } });
    // What an earlier version could leave behind: places counted for no one, a seat held by a
    // session that ended.
    await t.database.db.execute(
      sql`UPDATE event_categories SET held = held + 1 WHERE event_id = ${eventId} AND category_id IN ('gold', 'premium')`,
    );
    await t.database.db.execute(sql`UPDATE holds SET status = 'released' WHERE id = ${ended.id}`);
    const [answer] = rowsOf<{ repaired: unknown }>(
      await t.database.db.execute(sql`SELECT kp_inventory_recount() AS repaired`),
    );
    expect(answer?.repaired).toEqual({ categories: 2, seats: 1 });
    const held = rowsOf<{ id: string; held: number }>(
      await t.database.db.execute(
        sql`SELECT category_id AS id, held FROM event_categories WHERE event_id = ${eventId} AND held <> 0`,
      ),
    );
    expect(held).toEqual([{ id: 'gold', held: 2 }]);
    const shown = (await seating(eventId)).sections.flatMap((s) => s.rows.flatMap((r) => r.seats));
    expect(shown.find((s) => s.id === seat?.id)?.status).toBe('available');
  });

  it('does not sell tickets for a finished or cancelled event', async () => {
    const [cancelled] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.status, 'cancelled'))
      .limit(1);
    const response = await fan.postAs(apiErrorSchema, '/api/holds', { eventId: cancelled?.id });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('not_on_sale');
  });
});
