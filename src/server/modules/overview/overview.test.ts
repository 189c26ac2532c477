import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateTime } from '../../../shared/domain/time';
import { adminOverviewSchema, SALES_CHART_DAYS } from '../../../shared/schemas/account';
import { bookingSchema } from '../../../shared/schemas/booking';
import { bookings } from '../../db/schema';
import { apiClient, signUp } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { signedIn } from '../../test/organizer-flow';
import { createTestApp, onSaleEventTaker, TEST_ANCHOR, type TestApp } from '../../test/test-database';

const DAY_MS = 86_400_000;
let t: TestApp;
let take: () => string;

beforeAll(async () => {
  t = await createTestApp();
  take = await onSaleEventTaker(t.database);
});
afterAll(() => t.close());

/** A new fan's confirmed booking of `seats` Gold places on an event on sale. */
async function confirmedBooking(seats: number) {
  const fan = apiClient(t.app);
  await signUp(fan, 'Overview Fan');
  const hold = await holdCategory(fan, take(), 'gold', seats);
  const guests = Array.from({ length: seats - 1 }, (_, i) => ({ name: `Guest ${i + 1}` }));
  const created = (await checkout(fan, hold.id, { guests })).body;
  const paid = (await pay(fan, created.order.id)).body;
  const booking = (await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid)).body;
  expect(booking.status).toBe('confirmed');
  return booking;
}

const paidAt = (bookingId: string, at: Date) =>
  t.database.db.update(bookings).set({ confirmedAt: at }).where(eq(bookings.id, bookingId));

const overview = async () => {
  const admin = await signedIn(t.app, { email: 'admin@khelpass.in', password: 'Admin@123' });
  const response = await admin.getAs(adminOverviewSchema, '/api/admin/overview');
  expect(response.status).toBe(200);
  return response.body;
};

describe('GET /api/admin/overview: sales per day', () => {
  it('counts every confirmed booking of the last 30 India days by the day it was paid, 0 on the others', async () => {
    const before = await overview();
    const today = await confirmedBooking(2);
    const earlier = await confirmedBooking(1);
    const tooOld = await confirmedBooking(1);
    const refunded = await confirmedBooking(1);
    // 23:00 India time three days back, and a booking paid 31 days ago (off the chart).
    const threeDaysAgo = new Date(
      `${istDateTime(new Date(TEST_ANCHOR.getTime() - 3 * DAY_MS)).date}T23:00:00+05:30`,
    );
    await paidAt(earlier.id, threeDaysAgo);
    await paidAt(tooOld.id, new Date(TEST_ANCHOR.getTime() - 31 * DAY_MS));
    await t.database.db
      .update(bookings)
      .set({ status: 'refunded', refundedAt: TEST_ANCHOR })
      .where(eq(bookings.id, refunded.id));

    const { salesByDay, confirmedBookings, revenuePaise } = await overview();
    expect(salesByDay).toHaveLength(SALES_CHART_DAYS);
    expect(salesByDay.at(-1)?.date).toBe(istDateTime(TEST_ANCHOR).date);
    const dates = salesByDay.map((day) => day.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(SALES_CHART_DAYS);

    // The same figures, worked out here from every booking in the database.
    const rows = await t.database.db
      .select({ status: bookings.status, confirmedAt: bookings.confirmedAt, totalPaise: bookings.totalPaise })
      .from(bookings);
    const expected = new Map(dates.map((date) => [date, { date, bookings: 0, revenuePaise: 0 }]));
    for (const row of rows) {
      if (row.status !== 'confirmed' || !row.confirmedAt) continue;
      const day = expected.get(istDateTime(row.confirmedAt).date);
      if (!day) continue;
      day.bookings += 1;
      day.revenuePaise += row.totalPaise;
    }
    expect(salesByDay).toEqual([...expected.values()]);

    // What the four bookings changed: today's paid one, and the one paid three days back; not the
    // refunded one, nor the one paid 31 days ago.
    const grown = salesByDay.flatMap((day, i) => {
      const was = before.salesByDay[i];
      return day.bookings === was?.bookings && day.revenuePaise === was.revenuePaise
        ? []
        : [[day.date, day.bookings - (was?.bookings ?? 0), day.revenuePaise - (was?.revenuePaise ?? 0)]];
    });
    expect(grown).toEqual([
      [istDateTime(threeDaysAgo).date, 1, earlier.totalPaise],
      [istDateTime(TEST_ANCHOR).date, 1, today.totalPaise],
    ]);
    // The chart's days hold no more than the totals, which count every confirmed booking.
    const charted = salesByDay.reduce((sum, day) => sum + day.bookings, 0);
    expect(charted).toBeLessThan(confirmedBookings);
    expect(salesByDay.reduce((sum, day) => sum + day.revenuePaise, 0)).toBeLessThan(revenuePaise);
  });
});
