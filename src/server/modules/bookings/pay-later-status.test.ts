// An 'Awaiting payment' booking whose booking session was closed (the fan closed the payment window,
// then the dialog) can never be paid: My Bookings and the dashboard show it expired, not with a
// 'Complete payment' that only answers 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingListSchema, holdSchema, recentBookingListSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { apiClient, signUp, transcript } from '../../test/api-client';
import { checkout, holdCategory } from '../../test/booking-flow';
import { createTestApp, onSaleEventTaker, type TestApp } from '../../test/test-database';

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

describe('a booking whose session was closed', () => {
  it('reads expired in My Bookings and on the dashboard, and cannot be paid later', async () => {
    const fan = apiClient(t.app);
    await signUp(fan, 'Closes The Window');
    const hold = await holdCategory(fan, take(), 'gold', 1);
    const created = (await checkout(fan, hold.id)).body;
    const statusShown = async () => ({
      list: (await fan.getAs(bookingListSchema, '/api/bookings')).body.items.find(
        (booking) => booking.id === created.booking.id,
      )?.status,
      dashboard: (await fan.getAs(recentBookingListSchema, '/api/me/bookings/recent')).body.items.find(
        (booking) => booking.id === created.booking.id,
      )?.status,
    });
    expect(await statusShown()).toEqual({ list: 'pending', dashboard: 'pending' });

    // The payment window closed to change something (its order cancelled), then the dialog closed.
    expect((await fan.deleteAs(holdSchema, `/api/holds/${hold.id}/checkout`)).status).toBe(200);
    expect((await fan.delete(`/api/holds/${hold.id}`)).status).toBe(204);

    const resumed = await fan.getAs(apiErrorSchema, `/api/bookings/${created.booking.id}/checkout`);
    expect([resumed.status, resumed.body.error.code]).toEqual([409, 'payment_window_closed']);
    expect(await statusShown()).toEqual({ list: 'expired', dashboard: 'expired' });
  });
});
