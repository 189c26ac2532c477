import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEventWhen, formatPaise } from '../../../shared/domain/format';
import { istDateTime } from '../../../shared/domain/time';
import { bookingSchema } from '../../../shared/schemas/booking';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { notificationListSchema } from '../../../shared/schemas/notifications';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { PROMOTER, promoterUpcoming, signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

const DAY = 86_400_000;
let t: TestApp;
let upcoming: { id: string; title: string }[];
const nextEvent = () => {
  const event = upcoming.shift();
  if (!event) throw new Error('out of the promoter’s upcoming events');
  return event;
};

const inbox = async (fan: ApiClient) => {
  const response = await fan.getAs(notificationListSchema, '/api/me/notifications');
  expect(response.status).toBe(200);
  return response.body;
};

/** A fan who books one Gold place and pays: the fan and the confirmed booking. */
async function bookedFan(eventId: string) {
  const fan = apiClient(t.app);
  await signUp(fan);
  const hold = await holdCategory(fan, eventId, 'gold', 1);
  const created = (await checkout(fan, hold.id)).body;
  const paid = (await pay(fan, created.order.id)).body;
  const confirmed = await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
  expect(confirmed.body.status).toBe('confirmed');
  return { fan, booking: confirmed.body, paid };
}

beforeAll(async () => {
  t = await createTestApp();
  upcoming = await promoterUpcoming(t.database);
});
afterAll(() => t.close());

describe('a booking confirmed', () => {
  it('is in the fan’s notifications once, unread, leading to its tickets, whatever confirms it again', async () => {
    const event = nextEvent();
    const { fan, booking, paid } = await bookedFan(event.id);
    const first = await inbox(fan);
    expect(first.unread).toBe(1);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({
      type: 'booking',
      channel: 'booking-updates',
      priority: 'high',
      title: 'Booking confirmed',
      message: `${event.title}, ${formatEventWhen(booking.eventDate)}. Booking ${booking.reference}: your tickets are ready.`,
      read: false,
      actionable: true,
      target: `/bookings?booking=${booking.id}`,
      data: { eventId: event.id, bookingId: booking.id },
    });
    // The same payment confirmed again, and its webhook: nothing new.
    await fan.postAs(bookingSchema, `/api/bookings/${booking.id}/confirm`, paid);
    await t.app.background.reconcileNow();
    expect((await inbox(fan)).items).toHaveLength(1);
  });

  it('is the fan’s alone: another account sees none of it, and cannot read or remove it', async () => {
    const { fan } = await bookedFan(nextEvent().id);
    const [mine] = (await inbox(fan)).items;
    if (!mine) throw new Error('no notification');
    const other = apiClient(t.app);
    await signUp(other);
    expect(await inbox(other)).toEqual({ items: [], unread: 0 });
    expect((await other.post(`/api/me/notifications/${mine.id}/read`)).status).toBe(404);
    expect((await other.delete(`/api/me/notifications/${mine.id}`)).status).toBe(404);
    expect((await inbox(fan)).items[0]?.read).toBe(false);
    expect((await apiClient(t.app).get('/api/me/notifications')).status).toBe(401);
    const bad = await fan.postAs(apiErrorSchema, '/api/me/notifications/not-an-id/read');
    expect([bad.status, bad.body.error.fields?.id]).toEqual([400, 'Not a notification id']);
  });
});

describe('reading and clearing', () => {
  it('marks one read, all read, removes one and clears all', async () => {
    const { fan } = await bookedFan(nextEvent().id);
    const hold = await holdCategory(fan, nextEvent().id, 'gold', 1);
    const created = (await checkout(fan, hold.id)).body;
    await fan.postAs(
      bookingSchema,
      `/api/bookings/${created.booking.id}/confirm`,
      (await pay(fan, created.order.id)).body,
    );
    const [newest, older] = (await inbox(fan)).items;
    if (!newest || !older) throw new Error('two notifications expected');
    expect((await fan.post(`/api/me/notifications/${older.id}/read`)).status).toBe(204);
    expect((await inbox(fan)).unread).toBe(1);
    expect((await fan.post('/api/me/notifications/read-all')).status).toBe(204);
    expect((await inbox(fan)).unread).toBe(0);
    expect((await fan.delete(`/api/me/notifications/${newest.id}`)).status).toBe(204);
    expect((await inbox(fan)).items.map((item) => item.id)).toEqual([older.id]);
    expect((await fan.delete('/api/me/notifications')).status).toBe(204);
    expect(await inbox(fan)).toEqual({ items: [], unread: 0 });
  });
});

describe('an event the fan booked', () => {
  it('postponed: tells the fan each new date once; cancelled: tells the fan the refund', async () => {
    const event = nextEvent();
    const { fan, booking } = await bookedFan(event.id);
    const organizer = await signedIn(t.app, PROMOTER);
    const moveTo = async (days: number) => {
      const date = istDateTime(new Date(TEST_ANCHOR.getTime() + days * DAY)).date;
      const moved = await organizer.post(`/api/organizer/events/${event.id}/postpone`, {
        date,
        time: '19:30',
      });
      expect(moved.status, moved.text).toBe(200);
      return (moved.body as { startsAt: string }).startsAt;
    };
    const firstDate = await moveTo(90);
    const postponed = (await inbox(fan)).items.filter((item) => item.title === 'Match postponed');
    expect(postponed.map((item) => item.message)).toEqual([
      `${event.title} now starts ${formatEventWhen(firstDate)}. Booking ${booking.reference}: your tickets stay valid.`,
    ]);
    await moveTo(91);
    expect((await inbox(fan)).items.filter((item) => item.title === 'Match postponed')).toHaveLength(2);

    const cancelled = await organizer.post(`/api/organizer/events/${event.id}/cancel`, { reason: 'Floods' });
    expect(cancelled.status, cancelled.text).toBe(200);
    const [latest] = (await inbox(fan)).items;
    expect(latest).toMatchObject({
      title: 'Event cancelled: refunded',
      message: `${event.title} was cancelled. Booking ${booking.reference}: ${formatPaise(booking.totalPaise)} refunded in full.`,
      target: `/bookings?booking=${booking.id}`,
      priority: 'high',
    });
    // The refund pass running again tells nobody twice.
    await t.app.background.reconcileNow();
    expect(
      (await inbox(fan)).items.filter((item) => item.title === 'Event cancelled: refunded'),
    ).toHaveLength(1);
  });
});
