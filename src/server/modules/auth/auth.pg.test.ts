import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, sessionResponseSchema } from '../../../shared/schemas/account';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { cartItems, events, signInAttempts, users } from '../../db/schema';
import { apiClient, signUp, TEST_HOSTS, uniqueEmail } from '../../test/api-client';
import { createPgTestDatabase, TEST_ANCHOR } from '../../test/test-database';
import { EMAIL_FAILURE_LIMIT } from './auth.service';

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

  it('counts concurrent failed sign-ins exactly: no guess slips past the limit', async () => {
    const account = await signUp(apiClient(app, { ip: '10.2.0.1' }));
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        apiClient(app, { ip: `10.2.1.${i}` }).post('/api/auth/sign-in', {
          email: account.email,
          password: `wrong-${i}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(EMAIL_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - EMAIL_FAILURE_LIMIT);
    const [row] = await database.db
      .select({ failures: signInAttempts.failures })
      .from(signInAttempts)
      .where(eq(signInAttempts.key, `email:${account.email}`));
    expect(row?.failures).toBe(12);
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
