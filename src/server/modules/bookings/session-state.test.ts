// The booking session as a state machine (issue 10, points 1 and 2; decision record 007): one
// payable order per booking, a session only its opener can use, no session for an event that has
// started, a cap on open sessions, and every capture settled into a booking or a refund, by the
// fan's confirmation or by the gateway's webhook when the fan never came back.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, holdSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { bookings, events, gatewayPayments, holds, tickets } from '../../db/schema';
import { type ApiClient, apiClient, signUp, TEST_ORIGIN } from '../../test/api-client';
import { checkout, holdCategory, openHold, pay, payRefused, TEST_CONTACT } from '../../test/booking-flow';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { ORDER_CANCELLED_MESSAGE, ORDER_REFUNDED_MESSAGE } from '../gateway/gateway.service';
import { NOT_ON_SALE_MESSAGE, TOO_MANY_SESSIONS_MESSAGE } from '../inventory/inventory.service';
import { SEATS_LOST_MESSAGE } from './bookings.service';

let t: TestApp;
let clock = TEST_ANCHOR.getTime();
let take: () => string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock), auth: { trustProxy: true }, sessionsPerAddress: 4 });
  take = await onSaleEventTaker(t.database);
});
afterAll(() => t.close());

let address = 0;
/** A browser of its own, from an address of its own unless told otherwise. */
const browser = (ip = `10.0.0.${++address}`) => apiClient(t.app, { ip });

/** A session holding Gold places. */
const holdGold = (client: ApiClient, eventId: string, quantity: number) =>
  holdCategory(client, eventId, 'gold', quantity);

/** Every payment of a booking's orders, as the gateway recorded them. */
const paymentsOf = async (bookingId: string) =>
  rowsOf(
    await t.database.db.execute(sql`
      SELECT p.status, p.acknowledged_at IS NOT NULL AS acknowledged FROM gateway_payments p
      JOIN gateway_orders o ON o.id = p.order_id WHERE o.booking_id = ${bookingId} ORDER BY p.created_at`),
  );
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    status: string;
    acknowledged: boolean;
  }[];

describe('one payable order per booking', () => {
  it('checking out again cancels the order before: paying it is refused, before and after the booking is paid', async () => {
    const fan = browser();
    const hold = await holdGold(fan, take(), 1);
    const first = (await checkout(fan, hold.id)).body;
    const second = (await checkout(fan, hold.id, { addOns: ['merchandise'] })).body;
    expect(second.booking.id).toBe(first.booking.id);
    expect(second.order.id).not.toBe(first.order.id);

    const stale = await payRefused(fan, first.order.id);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'order_cancelled', message: ORDER_CANCELLED_MESSAGE });

    const paid = (await pay(fan, second.order.id)).body;
    const booking = await fan.postAs(bookingSchema, `/api/bookings/${second.booking.id}/confirm`, paid);
    expect(booking.body.status).toBe('confirmed');
    expect((await payRefused(fan, first.order.id)).status).toBe(409);
    // Paying the paid order again answers the same payment: one charge.
    expect((await pay(fan, second.order.id)).body.paymentId).toBe(paid.paymentId);
    expect((await paymentsOf(second.booking.id)).map((p) => p.status)).toEqual(['captured']);
    // A paid booking cannot be checked out again.
    expect((await fan.post(`/api/holds/${hold.id}/checkout`, { contact: TEST_CONTACT })).status).toBe(410);
  });

  it('closing the payment window reopens the session: the order is cancelled and the seats can change', async () => {
    const fan = browser();
    const eventId = take();
    const hold = await holdGold(fan, eventId, 1);
    const first = (await checkout(fan, hold.id)).body;
    const reopened = await fan.deleteAs(holdSchema, `/api/holds/${hold.id}/checkout`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.selection).toEqual({ kind: 'category', categoryId: 'gold', quantity: 1 });
    expect((await payRefused(fan, first.order.id)).body.error.code).toBe('order_cancelled');

    const changed = await fan.putAs(holdSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'category', categoryId: 'gold', quantity: 2 },
    });
    expect(changed.status).toBe(200);
    const second = (await checkout(fan, hold.id, { guests: [{ name: 'Ravi Rao' }] })).body;
    const paid = (await pay(fan, second.order.id)).body;
    const booking = await fan.postAs(bookingSchema, `/api/bookings/${second.booking.id}/confirm`, paid);
    expect(booking.body).toMatchObject({ status: 'confirmed', seats: ['Gold-1', 'Gold-2'] });
    // Reopening a paid booking's session is refused; to anyone else it does not exist.
    expect((await fan.delete(`/api/holds/${hold.id}/checkout`)).status).toBe(409);
    expect((await browser().delete(`/api/holds/${hold.id}/checkout`)).status).toBe(404);
  });

  it('a capture that lands on a cancelled order anyway is refunded by the reconciler', async () => {
    const fan = browser();
    const hold = await holdGold(fan, take(), 1);
    const first = (await checkout(fan, hold.id)).body;
    await checkout(fan, hold.id);
    // A real gateway cannot always be stopped: record a capture on the cancelled order directly.
    await t.database.db.insert(gatewayPayments).values({
      id: 'pay_landedanyway01',
      orderId: first.order.id,
      method: 'card',
      status: 'captured',
      amountPaise: first.order.amountPaise,
      createdAt: new Date(clock),
      nextNotifyAt: new Date(clock),
    });
    await t.app.background.reconcileNow();
    expect(await paymentsOf(first.booking.id)).toEqual([{ status: 'refunded', acknowledged: true }]);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, first.booking.id));
    expect(booking?.status).toBe('pending');
  });
});

describe('a session is its opener’s', () => {
  it('another browser gets 404 for every use of it; the owner’s account from another browser does not', async () => {
    const owner = browser();
    await signUp(owner, 'Session Owner');
    const stranger = browser();
    const eventId = take();
    const hold = await holdGold(owner, eventId, 2);
    const path = `/api/holds/${hold.id}`;
    expect((await stranger.get(path)).status).toBe(404);
    expect((await stranger.put(path, { selection: null })).status).toBe(404);
    expect((await stranger.delete(path)).status).toBe(404);
    expect(
      (await stranger.post(`${path}/checkout`, { contact: TEST_CONTACT, guests: [{ name: 'X' }] })).status,
    ).toBe(404);
    expect((await stranger.delete(`${path}/checkout`)).status).toBe(404);
    // Nothing changed for the owner, who still checks out and owns the booking.
    expect((await owner.getAs(holdSchema, path)).body.selection).toMatchObject({ quantity: 2 });
    const created = await checkout(owner, hold.id, { guests: [{ name: 'Ravi Rao' }] });
    expect(created.status).toBe(201);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, created.body.booking.id));
    const [session] = await t.database.db.select().from(holds).where(eq(holds.id, hold.id));
    expect(row?.userId).toBe(session?.userId);

    // The same account signed in on another browser may use it.
    const sameAccount = browser();
    sameAccount.token = owner.token;
    expect((await sameAccount.get(path)).status).toBe(200);
  });

  it('gives each browser an httpOnly holder cookie for the API only', async () => {
    const fan = browser();
    const opened = await fan.post('/api/holds', { eventId: take() });
    const cookie = opened.setCookies.find((line) => line.startsWith('kp_holder='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).toMatch(/SameSite=Strict/i);
    // A second session of the same browser keeps the cookie it has.
    expect((await fan.post('/api/holds', { eventId: take() })).setCookies).toEqual([]);
  });
});

describe('when a session may open', () => {
  it('not once the event has started: 409 with a clear message', async () => {
    const [live] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(
        sql`${events.startsAt} <= ${new Date(clock)} AND ${events.endsAt} > ${new Date(clock)} AND ${events.status} = 'scheduled'`,
      )
      .limit(1);
    const eventId = live?.id ?? take();
    if (!live) {
      await t.database.db
        .update(events)
        .set({ startsAt: new Date(clock - 3_600_000), endsAt: new Date(clock + 3_600_000) })
        .where(eq(events.id, eventId));
    }
    const refused = await browser().postAs(apiErrorSchema, '/api/holds', { eventId });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'not_on_sale', message: NOT_ON_SALE_MESSAGE });
  });

  it('a session opened before the start takes no more changes once it has started', async () => {
    const fan = browser();
    const eventId = take();
    const hold = await holdGold(fan, eventId, 1);
    await t.database.db
      .update(events)
      .set({ startsAt: new Date(clock - 60_000), endsAt: new Date(clock + 3_600_000) })
      .where(eq(events.id, eventId));
    const changed = await fan.putAs(apiErrorSchema, `/api/holds/${hold.id}`, {
      selection: { kind: 'category', categoryId: 'gold', quantity: 2 },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('not_on_sale');
  });

  it('at most two open sessions per event for one browser or account, and four per address: 429', async () => {
    const eventId = take();
    const fan = browser('10.1.0.1');
    await openHold(fan, eventId);
    const second = await openHold(fan, eventId);
    const third = await fan.postAs(apiErrorSchema, '/api/holds', { eventId });
    expect(third.status).toBe(429);
    expect(third.body.error).toMatchObject({ code: 'too_many_sessions', message: TOO_MANY_SESSIONS_MESSAGE });
    // Another event is another count; closing one makes room.
    await openHold(fan, take());
    expect((await fan.delete(`/api/holds/${second.id}`)).status).toBe(204);
    await openHold(fan, eventId);

    // Fresh cookies from one address: two more, then the address is full.
    await openHold(browser('10.1.0.1'), eventId);
    await openHold(browser('10.1.0.1'), eventId);
    expect((await browser('10.1.0.1').post('/api/holds', { eventId })).status).toBe(429);
    // Twelve at once from one address still end at the cap.
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => browser('10.1.0.2').post('/api/holds', { eventId })),
    );
    expect(burst.filter((answer) => answer.status === 201)).toHaveLength(4);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(8);
  });
});

describe('every capture ends in a booking or a refund', () => {
  it('a capture the fan never confirmed (the tab closed) is confirmed by the webhook', async () => {
    const fan = browser();
    await signUp(fan, 'Closed Tab');
    const hold = await holdGold(fan, take(), 1);
    const created = (await checkout(fan, hold.id)).body;
    await pay(fan, created.order.id);
    await t.app.background.reconcileNow();
    const booking = await fan.getAs(bookingSchema, `/api/bookings/${created.booking.id}`);
    expect(booking.body.status).toBe('confirmed');
    expect(booking.body.tickets).toHaveLength(1);
    expect(await paymentsOf(created.booking.id)).toEqual([{ status: 'captured', acknowledged: true }]);
    // Nothing is left to send, and the fan's own late confirmation answers the same booking.
    expect(await t.app.background.reconcileNow()).toBe(0);
  });

  it('a capture whose places were sold to someone else meanwhile is refunded by the webhook; paying again is 409', async () => {
    const fan = browser();
    const eventId = take();
    const hold = await holdGold(fan, eventId, 1);
    const created = (await checkout(fan, hold.id)).body;
    // The session runs out and the last Gold places go to others before the payment lands.
    clock += 901_000;
    try {
      await t.database.db.execute(
        sql`UPDATE event_categories SET sold = capacity - held WHERE event_id = ${eventId} AND category_id = 'gold'`,
      );
      await t.database.db.execute(sql`UPDATE holds SET status = 'expired' WHERE id = ${hold.id}`);
      await t.database.db.execute(
        sql`UPDATE event_categories SET held = held - 1, sold = sold + 1 WHERE event_id = ${eventId} AND category_id = 'gold'`,
      );
      const paid = (await pay(fan, created.order.id)).body;
      await t.app.background.reconcileNow();
      expect(await paymentsOf(created.booking.id)).toEqual([{ status: 'refunded', acknowledged: true }]);
      const [booking] = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, created.booking.id));
      expect(booking?.status).toBe('cancelled');
      // The fan's confirmation after the fact is told why; paying the refunded order again is 409.
      const late = await fan.postAs(apiErrorSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe(SEATS_LOST_MESSAGE);
      const again = await payRefused(fan, created.order.id);
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: 'order_refunded', message: ORDER_REFUNDED_MESSAGE });
    } finally {
      clock -= 901_000;
    }
  });

  it('the webhook endpoint refuses an unsigned or forged notification, and a replay settles nothing twice', async () => {
    const post = (body: string, signature: string) =>
      t.app.request('/api/payments/webhook', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-gateway-signature': signature,
          origin: TEST_ORIGIN,
        },
        body,
      });
    const body = JSON.stringify({
      event: 'payment.captured',
      payment: {
        id: 'pay_forged',
        orderId: 'order_forged',
        bookingId: crypto.randomUUID(),
        amountPaise: 100,
      },
    });
    expect((await post(body, '')).status).toBe(401);
    expect((await post(body, 'a'.repeat(64))).status).toBe(401);

    // A capture confirmed by the fan, then notified twice: one booking, one set of tickets.
    const fan = browser();
    const hold = await holdGold(fan, take(), 2);
    const created = (await checkout(fan, hold.id, { guests: [{ name: 'Ravi Rao' }] })).body;
    const paid = (await pay(fan, created.order.id)).body;
    await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
    await t.app.background.reconcileNow();
    expect(await paymentsOf(created.booking.id)).toEqual([{ status: 'captured', acknowledged: true }]);
    await t.database.db
      .update(gatewayPayments)
      .set({ acknowledgedAt: null, nextNotifyAt: new Date(clock) })
      .where(eq(gatewayPayments.id, paid.paymentId));
    expect(await t.app.background.reconcileNow()).toBe(1);
    const issued = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.bookingId, created.booking.id));
    expect(issued).toHaveLength(2);
  });
});
