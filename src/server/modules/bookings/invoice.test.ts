// GET /api/bookings/:bookingId/invoice: who may see a booking's GST tax invoice, and that its
// totals are the charge.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { invoiceSchema } from '../../../shared/schemas/invoice';
import { bookings, eventDeals, events, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { type ApiClient, apiClient, signUp, transcript } from '../../test/api-client';
import { checkout, holdCategory, pay, TEST_CONTACT } from '../../test/booking-flow';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';

let t: TestApp;
let take: () => string;

beforeAll(async () => {
  t = await createTestApp();
  take = await onSaleEventTaker(t.database);
});
afterAll(async () => {
  expect(transcript.join('\n')).not.toContain('"code":"internal"');
  await t.close();
});

/** Books and pays `quantity` Gold places of eventId as the client; the confirmed booking. */
async function book(client: ApiClient, eventId: string, body: Record<string, unknown> = {}) {
  const hold = await holdCategory(client, eventId, 'gold', 1);
  const created = (await checkout(client, hold.id, body)).body;
  const paid = (await pay(client, created.order.id)).body;
  const confirmed = await client.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
  expect(confirmed.status).toBe(200);
  return confirmed.body;
}

const invoiceOf = (client: ApiClient, bookingId: string) =>
  client.getAs(invoiceSchema, `/api/bookings/${bookingId}/invoice`);

describe('GET /api/bookings/:bookingId/invoice', () => {
  it('gives the owner an invoice whose lines and totals are the charge: a deal, an add-on and insurance', async () => {
    const fan = apiClient(t.app);
    await signUp(fan, 'Asha Rao', 'asha.invoice@example.com');
    const eventId = take();
    await t.database.db.insert(eventDeals).values({
      eventId,
      kind: 'special',
      percentOff: 20,
      pointIds: ['gold'],
      startsAt: new Date(TEST_ANCHOR.getTime() - 3_600_000),
      endsAt: new Date(TEST_ANCHOR.getTime() + 86_400_000),
    });
    const booking = await book(fan, eventId, { addOns: ['parking'], insurance: true });
    expect(booking.quote.dealDiscountPaise).toBeGreaterThan(0);

    const { status, body: invoice } = await invoiceOf(fan, booking.id);
    expect(status).toBe(200);
    const [event] = await t.database.db
      .select({ organizer: users.name })
      .from(events)
      .innerJoin(users, eq(users.id, events.organizerId))
      .where(eq(events.id, eventId));
    expect(invoice).toMatchObject({
      number: `INV-${booking.reference}`,
      bookingReference: booking.reference,
      issuedAt: booking.confirmedAt,
      status: 'paid',
      refundedAt: null,
      paymentId: booking.paymentId,
      event: { id: eventId, title: booking.eventTitle, venue: booking.venue, city: booking.city },
      organiser: { name: event?.organizer, gstin: null },
      platform: { name: 'KhelPass', gstin: null },
      buyer: { name: TEST_CONTACT.name, email: TEST_CONTACT.email },
    });
    expect(invoice.placeOfSupply).not.toBe('');
    expect(invoice.lines.map((line) => [line.kind, line.supplier])).toEqual([
      ['seats', 'organiser'],
      ['dealDiscount', 'organiser'],
      ['addOn', 'organiser'],
      ['convenienceFee', 'platform'],
      ['insurance', 'insurer'],
    ]);
    const [seats, discount, parking, fee, insurance] = invoice.lines;
    expect(seats).toMatchObject({ quantity: 1, valuePaise: booking.quote.seatsPaise });
    expect(seats?.unitPricePaise).toBe(booking.quote.seatsPaise);
    expect(discount?.valuePaise).toBe(-booking.quote.dealDiscountPaise);
    expect(parking).toMatchObject({ description: 'VIP Parking', valuePaise: 50_000, gstPaise: 9_000 });
    expect(fee?.valuePaise).toBe(booking.quote.convenienceFeePaise);
    expect(insurance).toMatchObject({
      valuePaise: booking.quote.insurancePaise,
      gstRatePercent: null,
      gstPaise: 0,
    });
    expect(invoice.totals.totalPaise).toBe(booking.totalPaise);
    expect(invoice.totals.gstPaise).toBe(booking.quote.gstPaise);
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(booking.quote.gstPaise);
    expect(invoice.totals.untaxedPaise).toBe(booking.quote.insurancePaise);
    const [stored] = await t.database.db
      .select({ totalPaise: bookings.totalPaise })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(invoice.totals.totalPaise).toBe(stored?.totalPaise);
  });

  it('is the owner’s and an admin’s only: another account, an organiser, a signed-out browser get 404', async () => {
    const owner = apiClient(t.app);
    await signUp(owner, 'Owner Fan', 'owner.invoice@example.com');
    const booking = await book(owner, take());

    const stranger = apiClient(t.app);
    await signUp(stranger, 'Stranger', 'stranger.invoice@example.com');
    const organiser = apiClient(t.app);
    const organiserAccount = DEMO_ACCOUNTS.find((account) => account.email === 'organizer@khelpass.in');
    expect((await organiser.post('/api/auth/sign-in', organiserAccount)).status).toBe(200);
    for (const other of [stranger, organiser, apiClient(t.app)]) {
      const refused = await other.getAs(apiErrorSchema, `/api/bookings/${booking.id}/invoice`);
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('not_found');
    }
    const admin = apiClient(t.app);
    const adminAccount = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    expect((await admin.post('/api/auth/sign-in', adminAccount)).status).toBe(200);
    expect((await invoiceOf(admin, booking.id)).body.totals.totalPaise).toBe(booking.totalPaise);
    expect((await owner.get('/api/bookings/not-a-uuid/invoice')).status).toBe(400);
  });

  it('a guest’s invoice is for the browser that booked it only, and an unpaid booking has none', async () => {
    const guest = apiClient(t.app);
    const booking = await book(guest, take());
    const invoice = await invoiceOf(guest, booking.id);
    expect(invoice.status).toBe(200);
    expect(invoice.body.totals.totalPaise).toBe(booking.totalPaise);
    const otherBrowser = apiClient(t.app);
    await signUp(otherBrowser, 'Someone', 'someone.invoice@example.com');
    expect((await otherBrowser.get(`/api/bookings/${booking.id}/invoice`)).status).toBe(404);
    expect((await apiClient(t.app).get(`/api/bookings/${booking.id}/invoice`)).status).toBe(404);

    // A signed-in fan's booking is the account's, not the browser's: signed out, the browser sees none.
    const fan = apiClient(t.app);
    await signUp(fan, 'Signed In', 'signed.invoice@example.com');
    const own = await book(fan, take());
    expect((await fan.post('/api/auth/sign-out', {})).status).toBeLessThan(300);
    expect((await fan.get(`/api/bookings/${own.id}/invoice`)).status).toBe(404);

    const unpaidHold = await holdCategory(guest, take(), 'gold', 1);
    const unpaid = (await checkout(guest, unpaidHold.id)).body.booking;
    const refused = await guest.getAs(apiErrorSchema, `/api/bookings/${unpaid.id}/invoice`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('A tax invoice is issued once the booking is paid.');
  });

  it('says refunded, with when, once the booking was refunded', async () => {
    const fan = apiClient(t.app);
    await signUp(fan, 'Refund Fan', 'refund.invoice@example.com');
    const booking = await book(fan, take());
    const refundedAt = new Date(TEST_ANCHOR.getTime() + 3_600_000);
    await t.database.db
      .update(bookings)
      .set({ status: 'refunded', refundedAt })
      .where(eq(bookings.id, booking.id));
    const { body } = await invoiceOf(fan, booking.id);
    expect(body).toMatchObject({ status: 'refunded', refundedAt: refundedAt.toISOString() });
    expect(body.totals.totalPaise).toBe(booking.totalPaise);
  });
});
