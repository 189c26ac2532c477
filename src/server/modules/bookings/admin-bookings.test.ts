import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INSTRUMENTS } from '../../../shared/booking-constants';
import {
  type AdminBooking,
  adminBookingListSchema,
  adminBookingSchema,
} from '../../../shared/schemas/admin-bookings';
import { type Booking, bookingListSchema, bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { ticketVerificationSchema } from '../../../shared/schemas/gate';
import { notificationListSchema } from '../../../shared/schemas/notifications';
import { eventSalesSchema } from '../../../shared/schemas/organizer';
import { ticketTransferSchema } from '../../../shared/schemas/ticket-transfer';
import { emailOutbox, gatewayPayments, gatewayRefunds } from '../../db/schema';
import { type ApiClient, apiClient, signUp, uniqueEmail } from '../../test/api-client';
import { auditTrail } from '../../test/audit-trail';
import { cardPayment, checkout, holdCategory, pay, TEST_CONTACT } from '../../test/booking-flow';
import { signedIn } from '../../test/organizer-flow';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';

const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };
let clock = TEST_ANCHOR.getTime();
let t: TestApp;
let admin: ApiClient;
let take: () => string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  admin = await signedIn(t.app, ADMIN);
  take = await onSaleEventTaker(t.database);
});
afterAll(() => t.close());

/** A signed-in fan's confirmed booking of `seats` Gold places, paid by the test card. */
async function booked(options: { seats?: number; insurance?: boolean } = {}) {
  const seats = options.seats ?? 2;
  const fan = apiClient(t.app);
  const account = await signUp(fan, 'Refund Fan', uniqueEmail('refund'));
  const hold = await holdCategory(fan, take(), 'gold', seats);
  const guests = Array.from({ length: seats - 1 }, (_, i) => ({ name: `Guest ${i + 1}` }));
  const created = await checkout(fan, hold.id, {
    guests,
    insurance: options.insurance ?? true,
    contact: { ...TEST_CONTACT, email: account.email },
  });
  expect(created.status, created.text).toBe(201);
  const paid = (await pay(fan, created.body.order.id, cardPayment(TEST_INSTRUMENTS.cardSuccess))).body;
  const booking = (await fan.postAs(bookingSchema, `/api/bookings/${created.body.booking.id}/confirm`, paid))
    .body;
  return { fan, account, booking };
}

const detail = (client: ApiClient, reference: string) =>
  client.getAs(adminBookingSchema, `/api/admin/bookings/${reference}`);
/** The event's revenue as its organiser's sales page shows it (an admin may read any event's). */
async function revenueOf(eventId: string) {
  const sales = await admin.getAs(eventSalesSchema, `/api/organizer/events/${eventId}/sales`);
  expect(sales.status, sales.text).toBe(200);
  return sales.body.revenue;
}
const refund = (reference: string, body: unknown, client: ApiClient = admin) =>
  client.postAs(adminBookingSchema, `/api/admin/bookings/${reference}/refund`, body);
const refused = (path: string, body: unknown = {}, client: ApiClient = admin) =>
  client.postAs(apiErrorSchema, path, body);
const auditOf = (booking: Pick<Booking, 'id'>) => auditTrail(admin, 'booking', booking.id);
const outbox = (bookingId: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `%:${bookingId}%`));
const refundsOf = (paymentId: string) =>
  t.database.db.select().from(gatewayRefunds).where(eq(gatewayRefunds.paymentId, paymentId));

describe('looking a booking up', () => {
  it('finds it by its exact reference in any case, or by e-mail; a partial reference finds nothing', async () => {
    const { account, booking } = await booked();
    const byReference = await admin.getAs(
      adminBookingListSchema,
      `/api/admin/bookings?q=${booking.reference.toLowerCase()}`,
    );
    expect(byReference.status).toBe(200);
    expect(byReference.body.items).toEqual([
      expect.objectContaining({ reference: booking.reference, status: 'confirmed', email: account.email }),
    ]);
    const partial = await admin.getAs(
      adminBookingListSchema,
      `/api/admin/bookings?q=${booking.reference.slice(0, 6)}`,
    );
    expect(partial.body.items).toEqual([]);
    const byEmail = await admin.getAs(
      adminBookingListSchema,
      `/api/admin/bookings?q=${encodeURIComponent(account.email.toUpperCase())}`,
    );
    expect(byEmail.body.items.map((item) => item.reference)).toEqual([booking.reference]);
    const empty = await admin.getAs(apiErrorSchema, '/api/admin/bookings?q=');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.q).toBe('Enter a booking reference or an e-mail address');
  });

  it('shows the payment with only the last 4 digits of the card, the tickets and the admissions', async () => {
    const { booking } = await booked();
    const [first] = booking.tickets;
    if (!first) throw new Error('no ticket');
    const admitted = await admin.postAs(ticketVerificationSchema, '/api/tickets/admit', {
      token: first.token,
      eventId: booking.eventId,
    });
    expect(admitted.body.valid).toBe(true);

    const shown = await detail(admin, booking.reference.toLowerCase());
    expect(shown.status).toBe(200);
    expect(shown.text).not.toContain(TEST_INSTRUMENTS.cardSuccess);
    expect(shown.body).toMatchObject({
      reference: booking.reference,
      status: 'confirmed',
      event: { id: booking.eventId, title: booking.eventTitle },
      insurance: true,
      totalPaise: booking.totalPaise,
      payment: {
        id: booking.paymentId,
        method: 'card',
        instrument: TEST_INSTRUMENTS.cardSuccess.slice(-4),
        amountPaise: booking.totalPaise,
        amountRefundedPaise: 0,
        refunds: [],
      },
    });
    expect(shown.body.quote.insurancePaise).toBeGreaterThan(0);
    expect(shown.body.tickets).toHaveLength(2);
    expect(shown.body.tickets[0]).toMatchObject({ seatLabel: first.seatLabel, admittedBy: 'Rohan Gupta' });
    expect(shown.body.tickets[0]?.admittedAt).not.toBeNull();
    expect(shown.body.tickets[1]?.admittedAt).toBeNull();
    expect(shown.body.admissions).toEqual([
      expect.objectContaining({ seatLabel: first.seatLabel, outcome: 'admitted', undoneAt: null }),
    ]);
  });

  it('answers 404 for a reference that names no booking', async () => {
    const missing = await admin.getAs(apiErrorSchema, '/api/admin/bookings/KP-ZZZZZZ');
    expect(missing.status).toBe(404);
  });
});

describe('refunding a booking', () => {
  it('in full: the whole payment back through the gateway, tickets void, the fan told, one audit entry', async () => {
    const { fan, booking } = await booked();
    const done = await refund(booking.reference, { scope: 'full', reason: 'Fan was turned away at gate 4' });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ status: 'refunded', refundedAt: TEST_ANCHOR.toISOString() });
    expect(done.body.payment).toMatchObject({
      status: 'refunded',
      amountRefundedPaise: booking.totalPaise,
      refunds: [expect.objectContaining({ amountPaise: booking.totalPaise })],
    });
    const paymentId = booking.paymentId ?? '';
    expect((await refundsOf(paymentId)).map((row) => row.amountPaise)).toEqual([booking.totalPaise]);

    // The fan's booking reads refunded, its tickets handed out no more; the gate refuses them.
    const mine = (await fan.getAs(bookingListSchema, '/api/bookings')).body.items[0];
    expect(mine).toMatchObject({ id: booking.id, status: 'refunded', tickets: [] });
    const atGate = await admin.postAs(ticketVerificationSchema, '/api/tickets/admit', {
      token: booking.tickets[0]?.token,
      eventId: booking.eventId,
    });
    expect(atGate.body.valid).toBe(false);

    const mails = await outbox(booking.id);
    expect(mails.map((mail) => mail.dedupeKey).sort()).toEqual(
      [`booking-confirmed:${booking.id}`, `booking-refunded:${booking.id}`].sort(),
    );
    expect(mails.find((mail) => mail.dedupeKey.startsWith('booking-refunded'))?.text).toContain(
      'we have refunded your booking for',
    );
    const notices = (await fan.getAs(notificationListSchema, '/api/me/notifications')).body.items;
    expect(notices.filter((notice) => notice.title === 'Booking refunded')).toHaveLength(1);

    expect(await auditOf(booking)).toEqual([
      expect.objectContaining({
        action: 'booking.refunded',
        actor: expect.objectContaining({ email: ADMIN.email }),
        target: { kind: 'booking', id: booking.id, label: booking.reference },
        reason: 'Fan was turned away at gate 4',
        before: { status: 'confirmed' },
        after: { status: 'refunded', scope: 'full', amountPaise: booking.totalPaise, admittedTickets: 0 },
      }),
    ]);

    // Asking again answers the refund made: no second gateway refund, mail or audit entry.
    const again = await refund(booking.reference, { scope: 'full', reason: 'Clicked twice' });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('refunded');
    expect(await refundsOf(paymentId)).toHaveLength(1);
    expect(await outbox(booking.id)).toHaveLength(2);
    expect(await auditOf(booking)).toHaveLength(1);
  });

  it('only the insurance: that amount back, the booking stays confirmed; the rest may follow later', async () => {
    const { fan, booking } = await booked();
    const insurancePaise = booking.quote.insurancePaise;
    const salesBefore = await revenueOf(booking.eventId);
    const done = await refund(booking.reference, { scope: 'insurance', reason: 'Insurance sold by mistake' });
    expect(done.status, done.text).toBe(200);
    // The organiser's figures count that money as refunded, not as revenue; the lines still add up.
    const salesAfter = await revenueOf(booking.eventId);
    expect(salesAfter).toEqual({
      ...salesBefore,
      grossPaise: salesBefore.grossPaise - insurancePaise,
      insurancePaise: salesBefore.insurancePaise - insurancePaise,
      insuranceRefundedBookings: salesBefore.insuranceRefundedBookings + 1,
      insuranceRefundedPaise: salesBefore.insuranceRefundedPaise + insurancePaise,
    });
    const { seatsPaise, addOnsPaise, convenienceFeePaise, gstPaise } = salesAfter;
    expect(seatsPaise + addOnsPaise + salesAfter.insurancePaise + convenienceFeePaise + gstPaise).toBe(
      salesAfter.grossPaise,
    );
    expect(done.body).toMatchObject({
      status: 'confirmed',
      insuranceRefundedAt: TEST_ANCHOR.toISOString(),
      refundedAt: null,
      payment: { status: 'captured', amountRefundedPaise: insurancePaise },
    });
    const mine = (await fan.getAs(bookingListSchema, '/api/bookings')).body.items[0];
    expect(mine?.status).toBe('confirmed');
    expect(mine?.tickets).toHaveLength(2);
    const mail = (await outbox(booking.id)).find((row) =>
      row.dedupeKey.startsWith('booking-insurance-refunded'),
    );
    expect(mail?.text).toContain('Your tickets stay valid.');
    const notices = (await fan.getAs(notificationListSchema, '/api/me/notifications')).body.items;
    expect(notices.filter((notice) => notice.title === 'Ticket insurance refunded')).toHaveLength(1);

    // Again: the same refund, nothing new.
    const again = await refund(booking.reference, { scope: 'insurance', reason: 'Again' });
    expect(again.status).toBe(200);
    const paymentId = booking.paymentId ?? '';
    expect((await refundsOf(paymentId)).map((row) => row.amountPaise)).toEqual([insurancePaise]);

    // Then in full: what is left of the payment, never more than captured.
    const full = await refund(booking.reference, { scope: 'full', reason: 'Match abandoned' });
    expect(full.body.status).toBe('refunded');
    expect((await refundsOf(paymentId)).map((row) => row.amountPaise).sort((a, b) => a - b)).toEqual(
      [insurancePaise, booking.totalPaise - insurancePaise].sort((a, b) => a - b),
    );
    const [payment] = await t.database.db
      .select()
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.id, paymentId)));
    expect(payment).toMatchObject({ status: 'refunded', amountRefundedPaise: booking.totalPaise });

    const entries = await auditOf(booking);
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual([
      [
        'booking.refunded',
        {
          status: 'refunded',
          scope: 'full',
          amountPaise: booking.totalPaise - insurancePaise,
          admittedTickets: 0,
        },
      ],
      [
        'booking.insurance_refunded',
        { insuranceRefunded: true, scope: 'insurance', amountPaise: insurancePaise },
      ],
    ]);
  });

  it('after admission: an admin may still refund in full, and the audit entry says tickets were used', async () => {
    const { booking } = await booked({ seats: 1, insurance: false });
    await admin.postAs(ticketVerificationSchema, '/api/tickets/admit', {
      token: booking.tickets[0]?.token,
      eventId: booking.eventId,
    });
    const done = await refund(booking.reference, { scope: 'full', reason: 'Match abandoned after entry' });
    expect(done.body.status).toBe('refunded');
    expect(done.body.admissions).toHaveLength(1);
    expect((await auditOf(booking))[0]?.after).toMatchObject({ admittedTickets: 1 });
  });

  it('not in full once a ticket was given to someone else: their ticket would stop working', async () => {
    const { fan, booking } = await booked({ seats: 2, insurance: true });
    const given = booking.tickets[1];
    if (!given) throw new Error('a second ticket was booked');
    const sent = await fan.postAs(ticketTransferSchema, `/api/tickets/${given.id}/transfer`, {
      name: 'Bought From Them',
      email: uniqueEmail('holder'),
    });
    expect(sent.status).toBe(201);
    const path = `/api/admin/bookings/${booking.reference}/refund`;
    const full = await refused(path, { scope: 'full', reason: 'Buyer asked' });
    expect([full.status, full.body.error.code]).toEqual([409, 'tickets_given_away']);
    expect((await detail(admin, booking.reference)).body.status).toBe('confirmed');
    expect(await auditOf(booking)).toEqual([]);
    // The insurance was the buyer's, and every ticket stays valid.
    const insurance = await refund(booking.reference, { scope: 'insurance', reason: 'Buyer asked' });
    expect(insurance.status).toBe(200);
    expect(insurance.body.status).toBe('confirmed');
  });

  it('refuses what cannot be refunded, saying why, and changes nothing', async () => {
    const { booking } = await booked({ insurance: false });
    const path = `/api/admin/bookings/${booking.reference}/refund`;
    const noInsurance = await refused(path, { scope: 'insurance', reason: 'Refund the cover' });
    expect(noInsurance.status).toBe(409);
    expect(noInsurance.body.error).toMatchObject({
      code: 'no_insurance',
      message: 'This booking has no ticket insurance to refund.',
    });
    const noReason = await refused(path, { scope: 'full', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields?.reason).toBe('Give the reason for the refund');
    const badScope = await refused(path, { scope: 'half', reason: 'Half of it' });
    expect(badScope.body.error.fields?.scope).toBe('Choose a full refund or the insurance only');
    expect((await detail(admin, booking.reference)).body.status).toBe('confirmed');

    await refund(booking.reference, { scope: 'full', reason: 'Fraudulent purchase' });
    const insuranceAfter = await refused(path, { scope: 'insurance', reason: 'And the cover' });
    expect(insuranceAfter.status).toBe(409);
    expect(insuranceAfter.body.error.code).toBe('already_refunded');

    // A booking awaiting payment has nothing to refund.
    const fan = apiClient(t.app);
    await signUp(fan, 'Pending Fan', uniqueEmail('pending'));
    const hold = await holdCategory(fan, take(), 'gold', 1);
    const pending = (await checkout(fan, hold.id)).body.booking;
    const notPaid = await refused(`/api/admin/bookings/${pending.reference}/refund`, {
      scope: 'full',
      reason: 'Not paid yet',
    });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.error.code).toBe('not_confirmed');
    expect(await auditOf(pending)).toEqual([]);

    const missing = await refused('/api/admin/bookings/KP-ZZZZZZ/refund', { scope: 'full', reason: 'Nope' });
    expect(missing.status).toBe(404);
  });
});

describe('re-sending the e-mail', () => {
  it('queues the confirmation with its tickets again, once a minute at most', async () => {
    const { account, booking } = await booked({ seats: 1 });
    const path = `/api/admin/bookings/${booking.reference}/resend-email`;
    const sent = await admin.postAs(adminBookingSchema, path, {});
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.emailResentAt).toBe(new Date(clock).toISOString());
    const again = await refused(path);
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('resend_too_soon');
    clock += 61_000;
    expect((await admin.postAs(adminBookingSchema, path, {})).status).toBe(200);

    const resent = (await outbox(booking.id)).filter((mail) => mail.dedupeKey.includes(':again:'));
    expect(resent).toHaveLength(2);
    expect(resent[0]).toMatchObject({ to: account.email });
    expect(resent[0]?.attachments.some((file) => 'qrCode' in file)).toBe(true);
    const entries = await auditOf(booking);
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual([
      ['booking.email_resent', { to: account.email }],
      ['booking.email_resent', { to: account.email }],
    ]);
  });

  it('refuses a booking without tickets', async () => {
    const { booking } = await booked({ seats: 1, insurance: false });
    await refund(booking.reference, { scope: 'full', reason: 'Duplicate booking' });
    const refusedMail = await refused(`/api/admin/bookings/${booking.reference}/resend-email`);
    expect(refusedMail.status).toBe(409);
    expect(refusedMail.body.error.code).toBe('not_confirmed');
  });
});

describe('who may', () => {
  it('admins only: a fan 403, a guest 401', async () => {
    const { fan, booking }: { fan: ApiClient; booking: Booking } = await booked({ seats: 1 });
    const guest = apiClient(t.app);
    for (const [client, status] of [
      [fan, 403],
      [guest, 401],
    ] as const) {
      expect((await client.getAs(apiErrorSchema, `/api/admin/bookings?q=${booking.reference}`)).status).toBe(
        status,
      );
      expect((await client.getAs(apiErrorSchema, `/api/admin/bookings/${booking.reference}`)).status).toBe(
        status,
      );
      expect(
        (
          await refused(
            `/api/admin/bookings/${booking.reference}/refund`,
            { scope: 'full', reason: 'Mine' },
            client,
          )
        ).status,
      ).toBe(status);
      expect(
        (await refused(`/api/admin/bookings/${booking.reference}/resend-email`, {}, client)).status,
      ).toBe(status);
    }
    const still: AdminBooking = (await detail(admin, booking.reference)).body;
    expect(still.status).toBe('confirmed');
    expect(still.emailResentAt).toBeNull();
  });
});
