import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, sessionResponseSchema } from '../../../shared/schemas/account';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { cartItems, events, signInAttempts, users } from '../../db/schema';
import { apiClient, signUp, TEST_HOSTS, uniqueEmail } from '../../test/api-client';
import { createPgTestDatabase, TEST_ANCHOR } from '../../test/test-database';
import { EMAIL_BRAKE, PAIR_THROTTLE, SIGN_UPS_PER_ADDRESS } from './auth.service';

// Accounts on a real PostgreSQL 15 server: what PGlite (one connection) cannot show.
let database: Database;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 40, poolSize: 20 });
  app = createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR),
    auth: { trustProxy: true, failureDelay: async () => {} },
  });
});
afterAll(() => database.close());

describe('accounts on PostgreSQL', () => {
  it('ten concurrent sign-ups with one e-mail make exactly one account', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        apiClient(app, { ip: `10.1.0.${i}` }).post('/api/auth/sign-up', {
          email: i % 2 ? email.toUpperCase() : email,
          name: `Racer ${i}`,
          password: 'secret-123',
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('counts concurrent failed sign-ins exactly: no guess slips past a limit', async () => {
    const account = await signUp(apiClient(app, { ip: '10.2.0.1' }));
    const guesses = (ipOf: (i: number) => string, n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          apiClient(app, { ip: ipOf(i) }).post('/api/auth/sign-in', {
            email: account.email,
            password: `wrong-${i}`,
          }),
        ),
      );
    const count = (responses: { status: number }[], status: number) =>
      responses.filter((response) => response.status === status).length;

    // From one address: the pair's limit.
    const fromOne = await guesses(() => '10.2.1.1', 12);
    expect([count(fromOne, 401), count(fromOne, 429)]).toEqual([
      PAIR_THROTTLE.limit,
      12 - PAIR_THROTTLE.limit,
    ]);
    const [pair] = await database.db
      .select({ failures: signInAttempts.failures })
      .from(signInAttempts)
      .where(eq(signInAttempts.key, `pair:10.2.1.1|${account.email}`));
    expect(pair?.failures).toBe(12);

    // From forty addresses at once: the e-mail's brake (the first address's guesses count too).
    const fromMany = await guesses((i) => `10.2.2.${i}`, 40);
    const allowed = EMAIL_BRAKE.limit - 12;
    expect([count(fromMany, 401), count(fromMany, 429)]).toEqual([allowed, 40 - allowed]);
  });

  it('counts concurrent sign-ups from one address exactly', async () => {
    const responses = await Promise.all(
      Array.from({ length: SIGN_UPS_PER_ADDRESS + 6 }, (_, i) =>
        apiClient(app, { ip: '10.4.0.1' }).post('/api/auth/sign-up', {
          email: uniqueEmail(`burst${i}`),
          name: `Burst ${i}`,
          password: 'secret-123',
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SIGN_UPS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('a session works across pooled connections and concurrent cart adds all count', async () => {
    const fan = apiClient(app, { ip: '10.3.0.1' });
    const { id } = await signUp(fan);
    const [event] = await database.db
      .select({ id: events.id })
      .from(events)
      .where(gt(events.startsAt, TEST_ANCHOR))
      .orderBy(asc(events.startsAt))
      .limit(1);
    if (!event) throw new Error('no upcoming event');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => fan.postAs(cartSchema, '/api/me/cart/items', { eventId: event.id })),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const [row] = await database.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, id));
    expect(row?.quantity).toBe(8);
    expect((await fan.getAs(sessionResponseSchema, '/api/auth/session')).body.user?.id).toBe(id);
  });
});
