import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '../../../shared/schemas/notifications';
import { createApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { bookings, events, notifications, users, wishlistItems } from '../../db/schema';
import { apiClient, signUp, TEST_HOSTS } from '../../test/api-client';
import { createPgTestDatabase, TEST_ANCHOR, testBookingRow } from '../../test/test-database';

// Two API processes on one PostgreSQL 15 (two apps, each with its own connection pool) run the
// notification jobs at the same moments: the schedule's claims and the notices' keys write each
// notification once (decision 010). PGlite has one connection and cannot show this.
const MINUTE = 60_000;
const DAY = 86_400_000;
const FANS = 120;

let first: Database;
let second: Database;
let clock = TEST_ANCHOR.getTime();
const failures: unknown[] = [];
const appOn = (database: Database) =>
  createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(clock),
    log: (message, detail) => {
      if (detail !== undefined) failures.push([message, detail]);
    },
    auth: { failureDelay: async () => {}, signUpsPerAddress: 0 },
    webhooksAtOnce: false,
  });
let apps: ReturnType<typeof appOn>[];
/** Both processes run their pass at once, several times at this moment and just after. */
const raceAt = async (at: number) => {
  for (let i = 0; i < 3; i += 1) {
    clock = at + i * 31_000;
    await Promise.all(apps.map((app) => app.background.notifyNow()));
  }
};

beforeAll(async () => {
  first = await createPgTestDatabase({ eventCount: 60, poolSize: 10 });
  second = await openDatabase({ url: process.env.TEST_DATABASE_URL ?? '', poolSize: 10 });
  apps = [appOn(first), appOn(second)];
}, 120_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('two processes running the notification jobs at the same time', () => {
  it('write each reminder, live update, price alert and snoozed reminder once', async () => {
    const [event] = await first.db
      .select({ id: events.id, startsAt: events.startsAt })
      .from(events)
      .where(and(eq(events.status, 'scheduled'), gt(events.startsAt, new Date(clock + 3 * DAY))))
      .orderBy(asc(events.startsAt))
      .limit(1);
    if (!event) throw new Error('no event');
    const fans = await first.db
      .insert(users)
      .values(
        Array.from({ length: FANS }, (_, i) => ({
          email: `pg.fan.${i}@example.in`,
          name: `Fan ${i}`,
          passwordHash: 'not-a-password',
        })),
      )
      .returning({ id: users.id });
    await first.db.insert(bookings).values(
      fans.map((fan) =>
        testBookingRow({
          userId: fan.id,
          eventId: event.id,
          seats: 1,
          totalPaise: 100_000,
          status: 'confirmed' as const,
          confirmedAt: new Date(clock),
        }),
      ),
    );
    await first.db.insert(wishlistItems).values(fans.map((fan) => ({ userId: fan.id, eventId: event.id })));
    // One fan through the API, to snooze a reminder.
    const fan = apiClient(apps[0] as ReturnType<typeof appOn>);
    const account = await signUp(fan);
    const [me] = await first.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (!me) throw new Error('no account');
    await first.db.insert(bookings).values(
      testBookingRow({
        userId: me.id,
        eventId: event.id,
        seats: 1,
        totalPaise: 100_000,
        status: 'confirmed' as const,
        confirmedAt: new Date(clock),
      }),
    );

    await raceAt(clock);
    // A price drop on the wishlisted event (the ledger and the price list, as the editor writes them).
    clock += MINUTE;
    await first.db.execute(sql`
      WITH cheapest AS (
        SELECT category_id, price_paise FROM event_categories WHERE event_id = ${event.id}
        ORDER BY price_paise LIMIT 1
      ), changed AS (
        UPDATE event_categories c SET price_paise = cheapest.price_paise - 10000
        FROM cheapest WHERE c.event_id = ${event.id} AND c.category_id = cheapest.category_id
        RETURNING c.category_id, cheapest.price_paise AS old_price, c.price_paise AS new_price
      )
      INSERT INTO event_price_changes (event_id, point_kind, point_id, old_price_paise, new_price_paise, changed_at)
      SELECT ${event.id}, 'category', category_id, old_price, new_price, ${new Date(clock)} FROM changed`);
    await raceAt(clock + MINUTE);

    const start = event.startsAt.getTime();
    await raceAt(start - DAY + 5_000);
    const list = await fan.getAs(notificationListSchema, '/api/me/notifications');
    const reminder = list.body.items.find((item) => item.type === 'reminder');
    if (!reminder) throw new Error('no reminder');
    expect((await fan.post(`/api/me/notifications/${reminder.id}/snooze`)).status).toBe(204);
    await raceAt(start - DAY + 16 * MINUTE);
    await raceAt(start - 2 * 3_600_000 + 5_000);
    for (const minutes of [15, 30, 45, 60]) await raceAt(start + minutes * MINUTE + 5_000);

    const perFan = await first.db
      .select({ key: notifications.dedupeKey, userId: notifications.userId, n: count() })
      .from(notifications)
      .groupBy(notifications.userId, notifications.dedupeKey);
    expect(perFan.filter((row) => row.n !== 1)).toEqual([]);
    const kinds = await first.db
      .select({ type: notifications.type, title: notifications.title, n: count() })
      .from(notifications)
      .where(sql`${notifications.userId} IN ${fans.map((f) => f.id)}`)
      .groupBy(notifications.type, notifications.title);
    const byTitle = Object.fromEntries(kinds.map((row) => [`${row.type}: ${row.title}`, row.n]));
    expect(byTitle).toMatchObject({
      'reminder: Starts in 24 hours': FANS,
      'reminder: Starts in 2 hours': FANS,
      'price: Price drop': FANS,
    });
    expect(kinds.filter((row) => row.type === 'live').reduce((sum, row) => sum + row.n, 0)).toBe(4 * FANS);
    // The snoozed reminder came back once, and the original was not written again.
    const mine = await first.db
      .select({ title: notifications.title, key: notifications.dedupeKey })
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), eq(notifications.type, 'reminder')));
    expect(mine.map((row) => row.key.split(':')[0]).sort()).toEqual(['reminder-2h', 'snoozed']);
    expect(failures).toEqual([]);
  }, 120_000);
});
