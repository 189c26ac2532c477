// POST /api/holds/:holdId/extend: 'Need more time?' (WCAG 2.2.1, issue 13) on the server.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingSchema,
  extendedHoldSchema,
  holdSchema,
  type Seating,
  seatingSchema,
} from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { events } from '../../db/schema';
import { type ApiClient, apiClient, transcript } from '../../test/api-client';
import { checkout, holdCategory, openHold, pay } from '../../test/booking-flow';
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
let take: () => string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  fan = apiClient(t.app);
  rival = apiClient(t.app);
  take = await onSaleEventTaker(t.database);
});
afterEach(() => {
  clock = TEST_ANCHOR.getTime();
});
afterAll(async () => {
  expect(transcript.join('\n')).not.toContain('"code":"internal"');
  await t.close();
});

const FIVE_MINUTES = 300_000;
const extend = (client: ApiClient, holdId: string) =>
  client.postAs(extendedHoldSchema, `/api/holds/${holdId}/extend`);
const extendRefused = (client: ApiClient, holdId: string) =>
  client.postAs(apiErrorSchema, `/api/holds/${holdId}/extend`);
const freeSeats = (map: Seating) =>
  map.sections[0]?.rows.flatMap((r) => r.seats).filter((s) => s.status === 'available') ?? [];

describe('extending a hold', () => {
  it('adds 5 minutes to the hold twice, then refuses with 409 extensions_used', async () => {
    const eventId = take();
    const hold = await holdCategory(fan, eventId, 'gold', 2);
    const opened = Date.parse(hold.expiresAt);
    clock += 11 * 60_000; // the dialog's warning has started

    const first = await extend(fan, hold.id);
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.expiresAt)).toBe(opened + FIVE_MINUTES);
    expect(first.body.extensionsLeft).toBe(1);
    expect(first.body.selection).toEqual({ kind: 'category', categoryId: 'gold', quantity: 2 });
    expect(first.body.serverNow).toBe(new Date(clock).toISOString());

    const second = await extend(fan, hold.id);
    expect(Date.parse(second.body.expiresAt)).toBe(opened + 2 * FIVE_MINUTES);
    expect(second.body.extensionsLeft).toBe(0);
    expect((await fan.getAs(holdSchema, `/api/holds/${hold.id}`)).body.expiresAt).toBe(second.body.expiresAt);

    const third = await extendRefused(fan, hold.id);
    expect(third.status).toBe(409);
    expect(third.body.error.code).toBe('extensions_used');
    expect(third.body.error.message).toBe(
      'You have already been given more time twice. Please complete your booking before the timer runs out.',
    );
    expect((await fan.getAs(holdSchema, `/api/holds/${hold.id}`)).body.expiresAt).toBe(second.body.expiresAt);
  });

  it("keeps the hold's map seats and category places from other buyers past the first expiry", async () => {
    const eventId = take();
    await leaveFree(t.database, eventId, 'platinum', 2);
    const places = await holdCategory(fan, eventId, 'platinum', 2);
    const seatsHold = await openHold(fan, eventId);
    const [seat] = freeSeats((await fan.getAs(seatingSchema, `/api/events/${eventId}/seating`)).body);
    if (!seat) throw new Error('no free premium seat');
    await fan.put(`/api/holds/${seatsHold.id}`, { selection: { kind: 'seats', seatIds: [seat.id] } });
    clock += 12 * 60_000;
    expect((await extend(fan, places.id)).status).toBe(200);
    expect((await extend(fan, seatsHold.id)).status).toBe(200);

    clock += 4 * 60_000; // past the first 900 s, within the extension
    const rivalHold = await openHold(rival, eventId);
    const seatTaken = await rival.putAs(apiErrorSchema, `/api/holds/${rivalHold.id}`, {
      selection: { kind: 'seats', seatIds: [seat.id] },
    });
    expect(seatTaken.status).toBe(409);
    expect(seatTaken.body.error.code).toBe('seat_unavailable');
    const placeTaken = await rival.putAs(apiErrorSchema, `/api/holds/${rivalHold.id}`, {
      selection: { kind: 'category', categoryId: 'platinum', quantity: 1 },
    });
    expect(placeTaken.status).toBe(409);
    expect(placeTaken.body.error.code).toBe('category_unavailable');
    const seen = (await rival.getAs(seatingSchema, `/api/events/${eventId}/seating`)).body;
    expect(seen.sections[0]?.rows.flatMap((r) => r.seats).find((s) => s.id === seat.id)?.status).toBe(
      'blocked',
    );

    clock += 4 * 60_000; // the extension is over too (20 minutes): the seat is free again
    expect(
      (await rival.put(`/api/holds/${rivalHold.id}`, { selection: { kind: 'seats', seatIds: [seat.id] } }))
        .status,
    ).toBe(200);
  });

  it("answers another's hold with 404, as an unknown one", async () => {
    const hold = await openHold(fan, take());
    const stolen = await extendRefused(rival, hold.id);
    expect(stolen.status).toBe(404);
    expect((await extendRefused(rival, '00000000-0000-4000-8000-000000000000')).body).toEqual(stolen.body);
    expect((await extendRefused(fan, 'not-a-uuid')).status).toBe(400);
    expect((await fan.getAs(holdSchema, `/api/holds/${hold.id}`)).body.expiresAt).toBe(hold.expiresAt);
  });

  it('refuses a hold that has run out (410, as every hold endpoint) or was closed', async () => {
    const eventId = take();
    const hold = await openHold(fan, eventId);
    clock += 900_000;
    const late = await extendRefused(fan, hold.id);
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('hold_expired');

    clock = TEST_ANCHOR.getTime();
    const closed = await openHold(fan, eventId);
    expect((await fan.delete(`/api/holds/${closed.id}`)).status).toBe(204);
    expect((await extendRefused(fan, closed.id)).status).toBe(410);
  });

  it('refuses a checked-out hold (409) until its payment window is closed, and a paid one', async () => {
    const hold = await holdCategory(fan, take(), 'gold', 1);
    expect((await checkout(fan, hold.id)).status).toBe(201);
    const refused = await extendRefused(fan, hold.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('hold_checked_out');
    expect((await fan.delete(`/api/holds/${hold.id}/checkout`)).status).toBe(200);
    expect((await extend(fan, hold.id)).status).toBe(200);

    const created = (await checkout(fan, hold.id)).body;
    const paidOrder = await pay(fan, created.order.id);
    expect(paidOrder.status).toBe(200);
    const confirmed = await fan.postAs(
      bookingSchema,
      `/api/bookings/${created.booking.id}/confirm`,
      paidOrder.body,
    );
    expect(confirmed.body.status).toBe('confirmed');
    const paid = await extendRefused(fan, hold.id);
    expect(paid.status).toBe(409);
    expect(paid.body.error.code).toBe('already_booked');
  });

  it('refuses when the event is no longer on sale', async () => {
    const eventId = take();
    const hold = await holdCategory(fan, eventId, 'gold', 1);
    await t.database.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, eventId));
    const refused = await extendRefused(fan, hold.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('not_on_sale');
  });
});
