import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INSTRUMENTS } from '../../../shared/booking-constants';
import { activityListSchema, userStatsSchema } from '../../../shared/schemas/account';
import {
  bookingListSchema,
  bookingSchema,
  checkoutSchema,
  holdSchema,
  recentBookingListSchema,
  seatingSchema,
} from '../../../shared/schemas/booking';
import { eventSchema } from '../../../shared/schemas/catalogue';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { ticketVerificationSchema } from '../../../shared/schemas/gate';
import {
  appSecrets,
  bookings,
  eventCategories,
  events,
  gatewayPayments,
  tickets,
  users,
} from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { type ApiClient, apiClient, signUp, transcript } from '../../test/api-client';
import {
  cardPayment,
  checkout,
  checkoutRefused,
  holdCategory,
  pay,
  payRefused,
  TEST_CONTACT,
} from '../../test/booking-flow';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { HOLD_CHECKED_OUT_MESSAGE } from '../inventory/inventory.service';
import { createSigner } from '../signing/signing';
import { createSigningRepo } from '../signing/signing.repo';

let t: TestApp;
let clock = TEST_ANCHOR.getTime();
/** The next scheduled event no other test of this file has used. */
let take: () => string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  take = await onSaleEventTaker(t.database);
});
afterAll(async () => {
  const all = transcript.join('\n');
  expect(all).not.toContain('"code":"internal"');
  const secrets = await t.database.db.select().from(appSecrets);
  expect(secrets.length).toBeGreaterThan(0);
  for (const { value } of secrets) expect(all).not.toContain(value);
  await t.close();
});

/** A ticket's QR as issued before KP2: its id and an HMAC with the deployment's 'tickets' secret. */
const legacyToken = async (ticketId: string, eventId: string, seatLabel: string) =>
  `KP1.${ticketId}.${await createSigner(createSigningRepo(t.database.db), 'tickets').sign(`ticket|${ticketId}|${eventId}|${seatLabel}`, 'base64url')}`;

const categoryOf = async (client: ApiClient, eventId: string, id: string) =>
  (await client.getAs(seatingSchema, `/api/events/${eventId}/seating`)).body.categories.find(
    (c) => c.id === id,
  );

describe('checkout, payment and confirmation', () => {
  it('books Gold × 2 + merchandise for ₹7,346 computed on the server, then sells the places', async () => {
    const fan = apiClient(t.app);
    await signUp(fan, 'Asha Rao', 'asha.book@example.com');
    const eventId = take();
    // The spec's Gold price (seeded price lists are scaled to their competition), so the bill below
    // is the spec's formula worked by hand.
    await t.database.db
      .update(eventCategories)
      .set({ pricePaise: 250_000 })
      .where(and(eq(eventCategories.eventId, eventId), eq(eventCategories.categoryId, 'gold')));
    const goldBefore = await categoryOf(fan, eventId, 'gold');
    const eventBefore = (await fan.getAs(eventSchema, `/api/events/${eventId}`)).body;
    const hold = await holdCategory(fan, eventId, 'gold', 2);

    const created = await checkout(fan, hold.id, {
      addOns: ['merchandise'],
      insurance: false,
      guests: [{ name: 'Ravi Rao', age: 34 }],
      total: 1, // a client-sent amount is ignored
      totalPaise: 100,
    });
    expect(created.status).toBe(201);
    expect(created.body.booking).toMatchObject({
      status: 'pending',
      seats: ['Gold-1', 'Gold-2'],
      quote: {
        seatsPaise: 500_000,
        addOnsPaise: 76_400,
        insurancePaise: 0,
        convenienceFeePaise: 46_100,
        gstPaise: 112_100,
        totalPaise: 734_600,
      },
      totalPaise: 734_600,
    });
    expect(created.body.order).toMatchObject({
      amountPaise: 734_600,
      currency: 'INR',
      receipt: created.body.booking.reference,
    });

    const paid = await pay(fan, created.body.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess));
    expect(paid.status).toBe(200);
    expect(paid.body.signature).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await fan.postAs(
      bookingSchema,
      `/api/bookings/${created.body.booking.id}/confirm`,
      paid.body,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'confirmed',
      paymentId: paid.body.paymentId,
      paymentMethod: 'card',
    });
    expect(confirmed.body.tickets.map((x) => [x.seatLabel, x.holderName])).toEqual([
      ['Gold-1', 'Asha Rao'],
      ['Gold-2', 'Ravi Rao'],
    ]);

    // The places are sold, the hold is gone, the event's figures follow.
    const goldAfter = await categoryOf(fan, eventId, 'gold');
    expect(goldAfter?.available).toBe((goldBefore?.available ?? 0) - 2);
    expect((await fan.get(`/api/holds/${hold.id}`)).status).toBe(410);
    const eventAfter = (await fan.getAs(eventSchema, `/api/events/${eventId}`)).body;
    expect(eventAfter.seatsLeft).toBe(eventBefore.seatsLeft - 2);

    // The fan's bookings, stats and activity.
    const mine = (await fan.getAs(bookingListSchema, '/api/bookings')).body.items;
    expect(mine.map((b) => b.id)).toEqual([created.body.booking.id]);
    const stats = (await fan.getAs(userStatsSchema, '/api/me/stats')).body;
    expect(stats).toMatchObject({
      totalBookings: 1,
      totalSpentPaise: 734_600,
      upcomingEvents: 1,
      loyaltyPoints: 73,
    });
    const activity = (await fan.getAs(activityListSchema, '/api/me/activity')).body.items;
    expect(activity[0]).toMatchObject({
      action: 'booking_completed',
      data: { eventId, seats: 2, category: 'Gold', totalPaise: 734_600 },
    });
  });

  it('is idempotent: paying twice is one charge, confirming twice is one booking', async () => {
    const fan = apiClient(t.app);
    const eventId = take();
    const hold = await holdCategory(fan, eventId, 'regular', 1);
    const created = (await checkout(fan, hold.id, {})).body;
    const [first, second] = await Promise.all([
      pay(fan, created.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess)),
      pay(fan, created.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess)),
    ]);
    expect(first.body.paymentId).toBe(second.body.paymentId);
    const captures = await t.database.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.orderId, created.order.id));
    expect(captures.filter((p) => p.status === 'captured')).toHaveLength(1);

    const before = await categoryOf(fan, eventId, 'regular');
    const url = `/api/bookings/${created.booking.id}/confirm`;
    const results = await Promise.all([
      fan.postAs(bookingSchema, url, first.body),
      fan.postAs(bookingSchema, url, first.body),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]?.body.tickets.map((x) => x.id)).toEqual(results[1]?.body.tickets.map((x) => x.id));
    expect((await categoryOf(fan, eventId, 'regular'))?.available).toBe(before?.available);
  });

  it('freezes a checked-out selection: changes and release are refused, and the places sold are the places billed', async () => {
    const fan = apiClient(t.app);
    const eventId = take();
    const goldBefore = await categoryOf(fan, eventId, 'gold');
    const hold = await holdCategory(fan, eventId, 'gold', 2);
    const created = (await checkout(fan, hold.id, { guests: [{ name: 'Ravi Rao' }] })).body;
    // Back in the dialog after checkout, the fan (or a script) tries to take more, or other places.
    for (const selection of [
      { kind: 'category', categoryId: 'gold', quantity: 10 },
      { kind: 'category', categoryId: 'premium', quantity: 1 },
      null,
    ]) {
      const changed = await fan.putAs(apiErrorSchema, `/api/holds/${hold.id}`, { selection });
      expect(changed.status).toBe(409);
      expect(changed.body.error).toMatchObject({
        code: 'hold_checked_out',
        message: HOLD_CHECKED_OUT_MESSAGE,
      });
    }
    expect((await fan.delete(`/api/holds/${hold.id}`)).status).toBe(409);
    expect((await categoryOf(fan, eventId, 'gold'))?.available).toBe((goldBefore?.available ?? 0) - 2);

    const paid = (await pay(fan, created.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess))).body;
    const booking = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
    expect(booking.body).toMatchObject({ status: 'confirmed', seats: ['Gold-1', 'Gold-2'] });
    const counters = await t.database.db
      .select({ id: eventCategories.categoryId, held: eventCategories.held })
      .from(eventCategories)
      .where(eq(eventCategories.eventId, eventId));
    expect(counters.filter((row) => row.held !== 0)).toEqual([]);
    expect((await categoryOf(fan, eventId, 'gold'))?.available).toBe((goldBefore?.available ?? 0) - 2);
  });

  it('a booking left unpaid when its session ran out reads expired, in the bookings and on the dashboard', async () => {
    const fan = apiClient(t.app);
    await signUp(fan, 'Late Payer', 'late.payer@example.com');
    const hold = await holdCategory(fan, take(), 'regular', 1);
    const created = (await checkout(fan, hold.id, {})).body;
    expect(created.booking.status).toBe('pending');
    clock += 901_000;
    try {
      expect((await fan.getAs(bookingSchema, `/api/bookings/${created.booking.id}`)).body.status).toBe(
        'expired',
      );
      const recent = (await fan.getAs(recentBookingListSchema, '/api/me/bookings/recent')).body.items;
      expect(recent.map((booking) => booking.status)).toEqual(['expired']);
    } finally {
      clock = TEST_ANCHOR.getTime();
    }
  });

  it('a declined card leaves the hold alive and a retry succeeds', async () => {
    const fan = apiClient(t.app);
    const eventId = take();
    const hold = await holdCategory(fan, eventId, 'economy', 1);
    const created = (await checkout(fan, hold.id, {})).body;
    const declined = await payRefused(fan, created.order.id, cardPayment(TEST_INSTRUMENTS.cardDeclined));
    expect(declined.status).toBe(402);
    expect(declined.body.error.code).toBe('payment_declined');
    expect((await fan.getAs(holdSchema, `/api/holds/${hold.id}`)).body.selection).toMatchObject({
      categoryId: 'economy',
    });
    const upiFail = await payRefused(fan, created.order.id, {
      method: 'upi',
      vpa: TEST_INSTRUMENTS.upiFailure,
    });
    expect(upiFail.status).toBe(402);
    const retry = await pay(fan, created.order.id, { method: 'upi', vpa: TEST_INSTRUMENTS.upiSuccess });
    expect(retry.status).toBe(200);
    const confirmed = await fan.postAs(
      bookingSchema,
      `/api/bookings/${created.booking.id}/confirm`,
      retry.body,
    );
    expect(confirmed.body).toMatchObject({ status: 'confirmed', paymentMethod: 'upi' });
  });

  it('books map seats through a wallet and the seats show as occupied', async () => {
    const fan = apiClient(t.app);
    // An event whose Standard section costs the spec's ₹3,000 with no deal on it, for the worked bill below.
    const seatingOf = async (id: string) =>
      (await fan.getAs(seatingSchema, `/api/events/${id}/seating`)).body;
    let eventId = take();
    let map = await seatingOf(eventId);
    while (map.sections[1]?.pricePaise !== 300_000 || map.sections[1]?.listPricePaise !== 300_000) {
      eventId = take();
      map = await seatingOf(eventId);
    }
    const free =
      map.sections[1]?.rows
        .flatMap((r) => r.seats)
        .filter((s) => s.status === 'available')
        .slice(0, 2) ?? [];
    const hold = (await fan.postAs(holdSchema, '/api/holds', { eventId })).body;
    await fan.put(`/api/holds/${hold.id}`, { selection: { kind: 'seats', seatIds: free.map((s) => s.id) } });
    const created = (await checkout(fan, hold.id, { insurance: true, guests: [{ name: 'Meera' }] })).body;
    // 2 × 3000 = 6000; insurance 300; fee 480; GST 18% of 6480 = 1166.4 → 1166
    expect(created.booking.quote).toEqual({
      seatsPaise: 600_000,
      dealDiscountPaise: 0,
      addOnsPaise: 0,
      insurancePaise: 30_000,
      convenienceFeePaise: 48_000,
      gstPaise: 116_600,
      totalPaise: 794_600,
    });
    const paid = (await pay(fan, created.order.id, { method: 'wallet', wallet: 'phonepe' })).body;
    const booking = (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid))
      .body;
    expect(booking.seats).toEqual(free.map((s) => s.id));
    const after = (await fan.getAs(seatingSchema, `/api/events/${eventId}/seating`)).body;
    const statuses = after.sections[1]?.rows
      .flatMap((r) => r.seats)
      .filter((s) => booking.seats.includes(s.id));
    expect(statuses?.map((s) => s.status)).toEqual(['occupied', 'occupied']);
  });

  it('refuses a forged or mismatched payment', async () => {
    const fan = apiClient(t.app);
    const hold = await holdCategory(fan, take(), 'regular', 1);
    const created = (await checkout(fan, hold.id, {})).body;
    const forged = { orderId: created.order.id, paymentId: 'pay_forged000000', signature: 'a'.repeat(64) };
    const response = await fan.postAs(apiErrorSchema, `/api/bookings/${created.booking.id}/confirm`, forged);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_signature');
    // A real payment of another booking's order does not confirm this one.
    const other = await holdCategory(fan, take(), 'regular', 1);
    const otherCheckout = (await checkout(fan, other.id, {})).body;
    const otherPaid = (await pay(fan, otherCheckout.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess)))
      .body;
    expect((await fan.post(`/api/bookings/${created.booking.id}/confirm`, otherPaid)).status).toBe(400);
  });

  it('refunds and says why when the seats were sold to someone else after the hold ran out', async () => {
    const fan = apiClient(t.app);
    const rival = apiClient(t.app);
    const eventId = take();
    const map = (await fan.getAs(seatingSchema, `/api/events/${eventId}/seating`)).body;
    const seat = map.sections[0]?.rows.flatMap((r) => r.seats).find((s) => s.status === 'available');
    const hold = (await fan.postAs(holdSchema, '/api/holds', { eventId })).body;
    await fan.put(`/api/holds/${hold.id}`, { selection: { kind: 'seats', seatIds: [seat?.id] } });
    const created = (await checkout(fan, hold.id, {})).body;
    clock += 901_000;
    try {
      const rivalHold = (await rival.postAs(holdSchema, '/api/holds', { eventId })).body;
      expect(
        (await rival.put(`/api/holds/${rivalHold.id}`, { selection: { kind: 'seats', seatIds: [seat?.id] } }))
          .status,
      ).toBe(200);
      const rivalCheckout = (await checkout(rival, rivalHold.id, {})).body;
      const rivalPaid = (await pay(rival, rivalCheckout.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess)))
        .body;
      expect((await rival.post(`/api/bookings/${rivalCheckout.booking.id}/confirm`, rivalPaid)).status).toBe(
        200,
      );

      const paid = (await pay(fan, created.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess))).body;
      const lost = await fan.postAs(apiErrorSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
      expect(lost.status).toBe(409);
      expect(lost.body.error.code).toBe('seats_lost');
      // The refused sale undid the whole confirmation (the sale comes last in it): no ticket, no
      // mail or notice of a booking, the booking cancelled with the payment that was refunded.
      const [lostBooking] = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, created.booking.id));
      expect([lostBooking?.status, lostBooking?.paymentId]).toEqual(['cancelled', paid.paymentId]);
      expect(
        await t.database.db.select().from(tickets).where(eq(tickets.bookingId, created.booking.id)),
      ).toEqual([]);
      expect((await fan.post(`/api/bookings/${created.booking.id}/confirm`, paid)).status).toBe(409);
      const [refund] = await t.database.db
        .select()
        .from(gatewayPayments)
        .where(eq(gatewayPayments.id, paid.paymentId));
      expect(refund?.status).toBe('refunded');
    } finally {
      clock = TEST_ANCHOR.getTime();
    }
  });
});

describe('checkout rules', () => {
  it('refuses to check out a session that was closed, ran out or never existed, and makes no booking', async () => {
    const fan = apiClient(t.app);
    await signUp(fan);
    const released = await holdCategory(fan, take(), 'regular', 1);
    expect((await fan.delete(`/api/holds/${released.id}`)).status).toBe(204);
    const closed = await checkoutRefused(fan, released.id, {});
    expect(closed.status).toBe(410);
    expect(closed.body.error.code).toBe('hold_expired');

    const lapsed = await holdCategory(fan, take(), 'regular', 1);
    clock += 901_000;
    try {
      const late = await checkoutRefused(fan, lapsed.id, {});
      expect(late.status).toBe(410);
      expect(late.body.error.code).toBe('hold_expired');
    } finally {
      clock = TEST_ANCHOR.getTime();
    }

    const unknown = await checkoutRefused(fan, crypto.randomUUID(), {});
    expect(unknown.status).toBe(404);
    const bookings = await fan.getAs(bookingListSchema, '/api/bookings');
    expect(bookings.body.items).toEqual([]);
  });

  it('needs a selection, guests for every extra seat and the contact fields', async () => {
    const fan = apiClient(t.app);
    const eventId = take();
    const empty = (await fan.postAs(holdSchema, '/api/holds', { eventId })).body;
    const none = await checkoutRefused(fan, empty.id, {});
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Please select seats and category');

    const hold = await holdCategory(fan, eventId, 'premium', 3);
    const guests = await checkoutRefused(fan, hold.id, { guests: [{ name: 'One' }] });
    expect(guests.status).toBe(400);
    expect(guests.body.error.fields?.guests).toBe('Please provide details for all 2 additional guests');

    const badAge = await checkoutRefused(fan, hold.id, {
      guests: [
        { name: 'One', age: 0 },
        { name: 'Two', age: 101 },
      ],
    });
    expect(badAge.body.error.fields?.['guests.0.age']).toBe('Age must be between 1 and 100');

    const noName = await fan.postAs(apiErrorSchema, `/api/holds/${hold.id}/checkout`, {
      contact: { email: 'x@example.com', phone: '9876543210' },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields?.['contact.name']).toBeTruthy();
    const badEmail = await fan.postAs(apiErrorSchema, `/api/holds/${hold.id}/checkout`, {
      contact: { ...TEST_CONTACT, email: 'nope' },
    });
    expect(badEmail.body.error.fields?.['contact.email']).toBeTruthy();
    const badAddOn = await checkoutRefused(fan, hold.id, {
      addOns: ['caviar'],
      guests: [{ name: 'a' }, { name: 'b' }],
    });
    expect(badAddOn.body.error.fields?.['addOns.0']).toBeTruthy();
  });

  it('checks card, UPI and wallet input at the gateway', async () => {
    const fan = apiClient(t.app);
    const hold = await holdCategory(fan, take(), 'regular', 1);
    const { order } = (await checkout(fan, hold.id, {})).body;
    const badCard = await fan.postAs(apiErrorSchema, `/api/gateway/orders/${order.id}/payments`, {
      method: 'card',
      card: { number: '4111 1111 1111 1112', expiry: '01/20', cvv: '1', name: '' },
    });
    expect(badCard.status).toBe(400);
    expect(Object.keys(badCard.body.error.fields ?? {}).sort()).toEqual([
      'card.cvv',
      'card.expiry',
      'card.name',
      'card.number',
    ]);
    const missing = await fan.postAs(apiErrorSchema, `/api/gateway/orders/${order.id}/payments`, {
      method: 'card',
      card: {},
    });
    expect(missing.body.error.fields?.['card.number']).toBe('Please fill in all card details');
    const badVpa = await fan.postAs(apiErrorSchema, `/api/gateway/orders/${order.id}/payments`, {
      method: 'upi',
      vpa: 'asha',
    });
    expect(badVpa.body.error.fields?.vpa).toBeTruthy();
    const badWallet = await fan.postAs(apiErrorSchema, `/api/gateway/orders/${order.id}/payments`, {
      method: 'wallet',
      wallet: 'cash',
    });
    expect(badWallet.status).toBe(400);
    expect(
      (
        await fan.post(
          '/api/gateway/orders/order_nope123/payments',
          cardPayment(TEST_INSTRUMENTS.cardSuccess),
        )
      ).status,
    ).toBe(404);
  });

  it('ties a guest booking to the e-mail given; only its owner sees a signed-in booking', async () => {
    const guest = apiClient(t.app);
    const hold = await holdCategory(guest, take(), 'economy', 1);
    const created = (
      await checkout(guest, hold.id, { contact: { ...TEST_CONTACT, email: 'guest.buyer@example.com' } })
    ).body;
    expect(created.booking.contactEmail).toBe('guest.buyer@example.com');
    expect((await guest.get('/api/bookings')).status).toBe(401);

    const owner = apiClient(t.app);
    await signUp(owner, 'Owner Fan', 'owner.book@example.com');
    const ownHold = await holdCategory(owner, take(), 'economy', 1);
    const own = (await checkout(owner, ownHold.id, {})).body;
    const stranger = apiClient(t.app);
    await signUp(stranger, 'Stranger', 'stranger.book@example.com');
    expect((await stranger.get(`/api/bookings/${own.booking.id}`)).status).toBe(404);
    expect((await owner.get(`/api/bookings/${own.booking.id}`)).status).toBe(200);
  });
});

describe('tickets', () => {
  it('carry signed tokens the gate verifies and admits once; a forged token fails; fans cannot verify', async () => {
    const fan = apiClient(t.app);
    await signUp(fan, 'Ticket Fan', 'ticket.fan@example.com');
    const hold = await holdCategory(fan, take(), 'gold', 2);
    const created = (await checkout(fan, hold.id, { guests: [{ name: 'Ravi Rao' }] })).body;
    const paid = (await pay(fan, created.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess))).body;
    const booking = (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid))
      .body;
    const token = booking.tickets[0]?.token ?? '';
    expect(token).toMatch(/^KP2\.[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThan(200);

    expect((await fan.post('/api/tickets/verify', { token })).status).toBe(403);
    const organizer = apiClient(t.app);
    const gate = await signUp(organizer, 'Gate Staff', 'gate.staff@example.com');
    await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, gate.id));
    // The gate staff's organisation runs this event and one other.
    const otherEventId = booking.eventId === 'ev-000001' ? 'ev-000002' : 'ev-000001';
    await t.database.db
      .update(events)
      .set({ organizerId: gate.id })
      .where(inArray(events.id, [booking.eventId, otherEventId]));
    const ok = (await organizer.postAs(ticketVerificationSchema, '/api/tickets/verify', { token })).body;
    expect(ok).toMatchObject({
      valid: true,
      ticket: { seatLabel: 'Gold-1', bookingReference: booking.reference },
    });
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(
      (await organizer.postAs(ticketVerificationSchema, '/api/tickets/verify', { token: forged })).body.valid,
    ).toBe(false);
    expect(
      (await organizer.postAs(ticketVerificationSchema, '/api/tickets/verify', { token: 'hello' })).body
        .valid,
    ).toBe(false);
    // Near misses are simply not tickets: an old-style id that is not a UUID, or a real token with
    // more on it.
    const legacy = await legacyToken(booking.tickets[0]?.id ?? '', booking.eventId, 'Gold-1');
    const [, ticketId, signature] = legacy.split('.');
    for (const nearMiss of [
      `KP1.${'-'.repeat(36)}.${signature}`,
      `KP1.${ticketId?.toUpperCase()}.${signature}`,
      `${legacy}.`,
      `${token}.anything`,
      `${token}.`,
      `${token}A`,
    ]) {
      const checked = await organizer.postAs(ticketVerificationSchema, '/api/tickets/verify', {
        token: nearMiss,
      });
      expect(checked.body, nearMiss).toMatchObject({ valid: false, reason: 'Not a KhelPass ticket' });
    }

    // At the gate a ticket admits once; checking it never uses it up.
    expect((await fan.post('/api/tickets/admit', { token, eventId: booking.eventId })).status).toBe(403);
    expect(
      (await organizer.postAs(ticketVerificationSchema, '/api/tickets/verify', { token })).body.valid,
    ).toBe(true);
    const otherGate = await organizer.postAs(ticketVerificationSchema, '/api/tickets/admit', {
      token,
      eventId: otherEventId,
    });
    expect(otherGate.body).toMatchObject({
      valid: false,
      reason: `This ticket is for ${booking.eventTitle}`,
    });
    expect(
      (await organizer.postAs(apiErrorSchema, '/api/tickets/admit', { token })).body.error.fields?.eventId,
    ).toBe('Please choose the event you are checking in');
    const admit = (body: { token: string }) =>
      organizer.postAs(ticketVerificationSchema, '/api/tickets/admit', { ...body, eventId: booking.eventId });
    const admitted = (await admit({ token })).body;
    expect(admitted).toMatchObject({ valid: true, reason: null, ticket: { seatLabel: 'Gold-1' } });
    expect(admitted.ticket?.admittedAt).toBe(new Date(clock).toISOString());
    const again = (await admit({ token })).body;
    expect(again.valid).toBe(false);
    expect(again.reason).toMatch(
      /^Already admitted at \d{1,2}:\d{2} (am|pm) IST on \w{3}, \d{1,2} \w{3,4} \d{4}$/,
    );
    expect(again.ticket?.admittedAt).toBe(admitted.ticket?.admittedAt);
    const checkedAfter = (await organizer.postAs(ticketVerificationSchema, '/api/tickets/verify', { token }))
      .body;
    expect(checkedAfter).toMatchObject({ valid: false, reason: again.reason });
    expect((await admit({ token: forged })).body).toMatchObject({
      valid: false,
      reason: 'Not a KhelPass ticket',
    });
    // The fan sees the used ticket in their booking; the other ticket is still unused.
    const seen = (await fan.getAs(bookingSchema, `/api/bookings/${booking.id}`)).body;
    expect(seen.tickets.map((ticket) => ticket.admittedAt)).toEqual([admitted.ticket?.admittedAt, null]);

    // Another organiser does not run this gate: neither the ticket nor the event is found for them,
    // and their attempt uses nothing up. An admin may check any ticket.
    const rival = apiClient(t.app);
    const rivalAccount = await signUp(rival, 'Rival Organiser', 'rival.gate@example.com');
    await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, rivalAccount.id));
    const secondToken = booking.tickets[1]?.token ?? '';
    const notFoundFor = async (path: string, body: object) =>
      expect((await rival.postAs(apiErrorSchema, path, body)).body.error.code).toBe('not_found');
    await notFoundFor('/api/tickets/verify', { token: secondToken });
    await notFoundFor('/api/tickets/admit', { token: secondToken, eventId: booking.eventId });
    const rivalOwn = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(notInArray(events.id, [booking.eventId, otherEventId]))
      .limit(1);
    await t.database.db
      .update(events)
      .set({ organizerId: rivalAccount.id })
      .where(eq(events.id, rivalOwn[0]?.id ?? ''));
    await notFoundFor('/api/tickets/admit', { token: secondToken, eventId: rivalOwn[0]?.id });
    const admin = apiClient(t.app);
    const adminAccount = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    expect((await admin.post('/api/auth/sign-in', adminAccount)).status).toBe(200);
    expect(
      (await admin.postAs(ticketVerificationSchema, '/api/tickets/verify', { token: secondToken })).body,
    ).toMatchObject({ valid: true, ticket: { admittedAt: null } });

    const ics = await fan.get(`/api/bookings/${booking.id}/calendar.ics`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.text).toContain('BEGIN:VEVENT');
    expect(ics.text).toContain(`UID:${booking.id}@khelpass.in`);
  });

  it('issued before KP2 (HMAC, KP1) still verify and admit once through the server; a forged one does not', async () => {
    const fan = apiClient(t.app);
    await signUp(fan, 'Old Ticket Fan', 'old.ticket@example.com');
    const hold = await holdCategory(fan, take(), 'gold', 1);
    const created = (await checkout(fan, hold.id, {})).body;
    const paid = (await pay(fan, created.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess))).body;
    const booking = (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid))
      .body;
    const ticket = booking.tickets[0];
    const legacy = await legacyToken(ticket?.id ?? '', booking.eventId, ticket?.seatLabel ?? '');
    const admin = apiClient(t.app);
    const adminAccount = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    expect((await admin.post('/api/auth/sign-in', adminAccount)).status).toBe(200);
    const verify = async (token: string) =>
      (await admin.postAs(ticketVerificationSchema, '/api/tickets/verify', { token })).body;
    expect(await verify(legacy)).toMatchObject({ valid: true, ticket: { id: ticket?.id, admittedAt: null } });
    // The HMAC covers the seat: a KP1 text for another seat of the same ticket is forged.
    expect(await verify(await legacyToken(ticket?.id ?? '', booking.eventId, 'Gold-2'))).toMatchObject({
      valid: false,
      reason: 'Not a KhelPass ticket',
    });
    const admitted = await admin.postAs(ticketVerificationSchema, '/api/tickets/admit', {
      token: legacy,
      eventId: booking.eventId,
    });
    expect(admitted.body).toMatchObject({ valid: true });
    // The old and the new QR are one ticket: admitted once, whichever is shown.
    expect((await verify(ticket?.token ?? '')).reason).toMatch(/^Already admitted at /);
  });
});

// Last in the file: it takes events after every other test's (their prices are the seeded ones).
describe('paying later', () => {
  it('an Awaiting payment booking is paid later while its session lives; then, or for anyone else, it cannot be', async () => {
    const fan = apiClient(t.app);
    await signUp(fan, 'Pays Later');
    const hold = await holdCategory(fan, take(), 'regular', 1);
    const created = (await checkout(fan, hold.id, {})).body;
    const resumeUrl = `/api/bookings/${created.booking.id}/checkout`;
    // Another account, a guest and a made-up id learn nothing.
    const other = apiClient(t.app);
    await signUp(other);
    expect((await other.get(resumeUrl)).status).toBe(404);
    expect((await apiClient(t.app).get(resumeUrl)).status).toBe(401);
    expect((await fan.get('/api/bookings/00000000-0000-4000-8000-000000000000/checkout')).status).toBe(404);

    // Later, from My Bookings: the same booking and its open order, paid and confirmed.
    clock += 600_000;
    try {
      const resumed = await fan.getAs(checkoutSchema, resumeUrl);
      expect(resumed.status).toBe(200);
      expect(resumed.body.order).toEqual(created.order);
      expect(resumed.body.booking).toMatchObject({ id: created.booking.id, status: 'pending' });
      const paid = (await pay(fan, resumed.body.order.id)).body;
      const confirmed = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
      expect(confirmed.body.status).toBe('confirmed');
      // Paid: nothing left to pay.
      const again = await fan.getAs(apiErrorSchema, resumeUrl);
      expect([again.status, again.body.error.code]).toEqual([409, 'payment_window_closed']);
    } finally {
      clock = TEST_ANCHOR.getTime();
    }

    // A booking whose session ran out reads expired and cannot be paid.
    const late = (await checkout(fan, (await holdCategory(fan, take(), 'regular', 1)).id, {})).body;
    clock += 901_000;
    try {
      const closed = await fan.getAs(apiErrorSchema, `/api/bookings/${late.booking.id}/checkout`);
      expect([closed.status, closed.body.error.code]).toEqual([409, 'payment_window_closed']);
    } finally {
      clock = TEST_ANCHOR.getTime();
    }
  });
});
