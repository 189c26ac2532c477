// Mailed links on a real PostgreSQL 15 server (issue 13): what PGlite (one connection) cannot show.
// A link is used in one statement, so of several requests with one link at once exactly one wins.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { apiClient, signUp, TEST_HOSTS, uniqueEmail } from '../../test/api-client';
import { checkout, holdCategory, pay, TEST_CONTACT } from '../../test/booking-flow';
import { createPgTestDatabase, onSaleEventTaker, TEST_ANCHOR } from '../../test/test-database';

let database: Database;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await createPgTestDatabase({ eventCount: 40, poolSize: 20 });
  app = createApp({
    database,
    allowedHosts: TEST_HOSTS,
    now: () => new Date(TEST_ANCHOR),
    webhooksAtOnce: false,
    auth: { trustProxy: true, failureDelay: async () => {} },
  });
});
afterAll(async () => {
  await app.background.idle();
  app.mail.close();
  await database.close();
});

/** The token of the newest mail to `to` whose key starts with `keyPrefix`, read from the outbox (no mail pass runs here). */
async function mailedToken(to: string, keyPrefix: string) {
  const [row] = await database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.dedupeKey, `${keyPrefix}%`)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(row?.text ?? '')?.[1];
  if (!token) throw new Error(`no ${keyPrefix} mail to ${to}`);
  return token;
}

const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort();

describe('mailed links on PostgreSQL', () => {
  it('five resets with one link at once: one sets its password, the others are told the link was used', async () => {
    const account = await signUp(apiClient(app, { ip: '10.9.0.1' }));
    await apiClient(app, { ip: '10.9.0.2' }).post('/api/auth/password-reset', { email: account.email });
    const token = await mailedToken(account.email, 'password-reset:');

    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        apiClient(app, { ip: `10.9.1.${i}` }).post('/api/auth/password-reset/complete', {
          token,
          password: `racer-pass-${i}`,
        }),
      ),
    );
    expect(statuses(attempts)).toEqual([200, 410, 410, 410, 410]);
    const winner = attempts.findIndex((response) => response.status === 200);
    for (const [i, response] of attempts.entries()) {
      if (i !== winner) expect(response.text).toContain('link_used');
    }
    const signIns = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        apiClient(app, { ip: `10.9.2.${i}` }).post('/api/auth/sign-in', {
          email: account.email,
          password: `racer-pass-${i}`,
        }),
      ),
    );
    expect(signIns.map((response) => response.status)).toEqual(
      Array.from({ length: 5 }, (_, i) => (i === winner ? 200 : 401)),
    );
  });

  it("two browsers opening a guest's look-up link at once: one sees the booking, the other nothing", async () => {
    const guest = apiClient(app, { ip: '10.9.3.1' });
    const email = uniqueEmail('race-guest');
    const hold = await holdCategory(guest, (await onSaleEventTaker(database))(), 'gold', 1);
    const created = (await checkout(guest, hold.id, { contact: { ...TEST_CONTACT, email } })).body;
    const paid = (await pay(guest, created.order.id)).body;
    expect((await guest.post(`/api/bookings/${created.booking.id}/confirm`, paid)).status).toBe(200);
    await apiClient(app, { ip: '10.9.3.2' }).post('/api/bookings/look-up', {
      reference: created.booking.reference,
      email,
    });
    const token = await mailedToken(email, 'booking-lookup:');

    const opened = await Promise.all(
      Array.from({ length: 2 }, (_, i) =>
        apiClient(app, { ip: `10.9.4.${i}` }).post('/api/bookings/look-up/open', { token }),
      ),
    );
    expect(statuses(opened)).toEqual([200, 410]);
    const refused = opened.find((response) => response.status === 410);
    expect(refused?.text).toContain('link_used');
    expect(refused?.text).not.toContain(created.booking.reference);
  });
});
