import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema } from '../../../shared/schemas/booking';
import {
  type NotificationEvent,
  notificationEventSchema,
  notificationListSchema,
} from '../../../shared/schemas/notifications';
import { apiClient, signUp } from '../../test/api-client';
import { checkout, holdCategory, pay } from '../../test/booking-flow';
import { type EventStream, openEventStream } from '../../test/event-stream';
import { plainNotice } from '../../test/notices';
import { promoterUpcoming, signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';
import { createNotificationsRepo } from './notifications.repo';

const STREAM = '/api/me/notifications/stream';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ notificationStreams: { heartbeatMs: 150, sessionCheckMs: 200 } });
});
afterAll(() => t.close());

async function nextNotification(stream: EventStream, timeoutMs?: number) {
  const event = await stream.next(timeoutMs);
  const body: NotificationEvent = notificationEventSchema.strict().parse(JSON.parse(event.data));
  return body;
}

describe('a live stream', () => {
  // A stolen cookie its owner revoked must not go on hearing every new booking.
  it('stops delivering once its session is signed out', async () => {
    const first = apiClient(t.app);
    const account = await signUp(first);
    const second = await signedIn(t.app, account);
    const stream = await openEventStream(t.app, first, STREAM);
    expect(stream.status).toBe(200);
    await stream.comment('connected');
    expect((await first.post('/api/auth/sign-out')).status).toBeLessThan(300);
    // Written after the sign-out (another process: no nudge), for the same account.
    await createNotificationsRepo(t.database.db).insert(
      [{ userId: account.id, notice: plainNotice('after-sign-out', 'After sign-out') }],
      TEST_ANCHOR,
    );
    const heard = await stream.during(2500);
    await stream.close();
    expect(heard).toEqual([]);
    // The other sign-in still hears it.
    const replay = await openEventStream(t.app, second, STREAM, { 'last-event-id': '0' });
    expect((await nextNotification(replay)).notification.title).toBe('After sign-out');
    await replay.close();
  });
});

describe('preferences', () => {
  // Every source honours the eventReminders preference; a snoozed reminder coming back too.
  it('a snoozed reminder does not come back once the fan turned event reminders off', async () => {
    const clock = { at: TEST_ANCHOR.getTime() };
    const w = await createTestApp({ now: () => new Date(clock.at) });
    try {
      const passAt = (at: number) => {
        clock.at = at;
        return w.app.background.notifyNow();
      };
      const [event] = await promoterUpcoming(w.database);
      if (!event) throw new Error('no event');
      const fan = apiClient(w.app);
      await signUp(fan);
      const hold = await holdCategory(fan, event.id, 'gold', 1);
      const created = (await checkout(fan, hold.id)).body;
      const paid = (await pay(fan, created.order.id)).body;
      await fan.postAs(bookingSchema, `/api/bookings/${created.booking.id}/confirm`, paid);
      await passAt(TEST_ANCHOR.getTime());
      const snoozedAt = event.startsAt.getTime() - DAY + MINUTE;
      await passAt(snoozedAt);
      const reminders = async () =>
        (await fan.getAs(notificationListSchema, '/api/me/notifications')).body.items.filter(
          (item) => item.type === 'reminder',
        );
      const [reminder] = await reminders();
      if (!reminder) throw new Error('no reminder');
      expect((await fan.post(`/api/me/notifications/${reminder.id}/snooze`)).status).toBe(204);
      const off = await fan.put('/api/me/preferences', { notifications: { eventReminders: false } });
      expect(off.status).toBe(200);
      await passAt(snoozedAt + 16 * MINUTE);
      expect(await reminders()).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
