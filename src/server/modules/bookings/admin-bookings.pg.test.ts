import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingSchema } from '../../../shared/schemas/admin-bookings';
import { bookingSchema } from '../../../shared/schemas/booking';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { auditLog, bookings, emailOutbox, gatewayPayments, gatewayRefunds } from '../../db/schema';
import { seedDemoAccounts } from '../../db/seed/accounts';
import { apiClient, signUp, TEST_HOSTS, uniqueEmail } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { signedIn } from '../../test/organizer-flow';
import { createPgTestDatabase, onSaleEventTaker, TEST_ANCHOR } from '../../test/test-database';

// An admin's refunds on a real PostgreSQL 15 server with a pool of connections: the same refund
// asked for many times at once (two admins, a double click, a retry) returns the money once.
let database: Database;
let app: ReturnType<typeof createApp>;
let take: () => string;

beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 20, poolSize: 10 });
  await seedDemoAccounts(database.db, TEST_ANCHOR);
  app = createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR),
    auth: { failureDelay: async () => {} },
    webhooksAtOnce: false,
  });
  take = await onSaleEventTaker(database);
}, 120_000);
afterAll(async () => {
  await app.background.idle();
  await database.close();
});

async function confirmedBooking() {
  const fan = apiClient(app);
  await signUp(fan, 'Race Fan', uniqueEmail('race'));
  const hold = await holdCategory(fan, take(), 'gold', 2);
  const created = (await checkout(fan, hold.id, { guests: [{ name: 'Ravi Rao' }], insurance: true })).body;
  const paid = (await pay(fan, created.order.id)).body;
  return (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid)).body;
}

describe('admin refunds under concurrency (PostgreSQL)', () => {
  it('eight full refunds of one booking at once: one gateway refund, one e-mail, one audit entry', async () => {
    const booking = await confirmedBooking();
    const admins = await Promise.all(
      Array.from({ length: 2 }, () => signedIn(app, { email: 'admin@khelpass.in', password: 'Admin@123' })),
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admins[i % 2]?.postAs(adminBookingSchema, `/api/admin/bookings/${booking.reference}/refund`, {
          scope: 'full',
          reason: `Refund attempt ${i}`,
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer?.status, answer?.text).toBe(200);
      expect(answer?.body.status).toBe('refunded');
    }
    const paymentId = booking.paymentId ?? '';
    const refunds = await database.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.paymentId, paymentId));
    expect(refunds.map((row) => row.amountPaise)).toEqual([booking.totalPaise]);
    const [payment] = await database.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.id, paymentId));
    expect(payment).toMatchObject({ status: 'refunded', amountRefundedPaise: booking.totalPaise });
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `booking-refunded:${booking.id}`));
    expect(mails).toHaveLength(1);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, booking.id));
    expect(entries.map((entry) => entry.action)).toEqual(['booking.refunded']);
  });

  it('insurance and full refunds racing: the money back adds up to the payment, never more', async () => {
    const booking = await confirmedBooking();
    const admin = await signedIn(app, { email: 'admin@khelpass.in', password: 'Admin@123' });
    const scopes = ['insurance', 'full', 'insurance', 'full', 'insurance', 'full'] as const;
    const answers = await Promise.all(
      scopes.map((scope) =>
        admin.post(`/api/admin/bookings/${booking.reference}/refund`, { scope, reason: `Race ${scope}` }),
      ),
    );
    // Insurance after the full refund is refused (409); everything else answers the booking.
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const paymentId = booking.paymentId ?? '';
    const refunds = await database.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.paymentId, paymentId));
    expect(refunds.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(booking.totalPaise);
    expect(refunds.length).toBeLessThanOrEqual(2);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('refunded');
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, booking.id));
    expect(entries).toHaveLength(refunds.length);
  });
});
