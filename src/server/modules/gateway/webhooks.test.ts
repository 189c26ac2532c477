// The gateway's capture webhooks (decision record 007): signed, sent until the merchant answers
// 2xx, retried with backoff when it does not, and never sent again once acknowledged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { bookings, gatewayOrders, gatewayPayments } from '../../db/schema';
import { createTestDatabase, TEST_ANCHOR, testBookingRow } from '../../test/test-database';
import { createSigner } from '../signing/signing';
import { createSigningRepo } from '../signing/signing.repo';
import { createGatewayRepo } from './gateway.repo';
import { createWebhookDispatcher, type DeliverWebhook, webhookPayloadSchema } from './webhooks';

let database: Database;
let clock = TEST_ANCHOR.getTime();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A booking with an order and a capture the merchant has not acknowledged. */
async function capture(id: string) {
  const [booking] = await database.db
    .insert(bookings)
    .values(testBookingRow({ eventId: 'ev-000001', seats: 1, totalPaise: 100_000 }))
    .returning();
  if (!booking) throw new Error('no booking');
  await database.db.insert(gatewayOrders).values({
    id: `order_${id}`,
    bookingId: booking.id,
    amountPaise: 100_000,
    receipt: booking.reference,
    status: 'paid',
    createdAt: new Date(clock),
  });
  await database.db.insert(gatewayPayments).values({
    id,
    orderId: `order_${id}`,
    method: 'card',
    status: 'captured',
    amountPaise: 100_000,
    createdAt: new Date(clock),
    nextNotifyAt: new Date(clock),
  });
  return booking.id;
}

const paymentRow = async (id: string) =>
  (await database.db.select().from(gatewayPayments).where(eq(gatewayPayments.id, id)))[0];

describe('capture webhooks', () => {
  it('a failed delivery is tried again after 5 s, then 10 s; an acknowledged one never again', async () => {
    const signer = createSigner(createSigningRepo(database.db), 'gateway-webhook');
    const sent: { body: string; signature: string }[] = [];
    let merchantUp = false;
    const dispatcher = createWebhookDispatcher({
      repo: createGatewayRepo(database.db),
      signer,
      now: () => new Date(clock),
      log: () => {},
      deliver: async (body, signature) => {
        sent.push({ body, signature });
        return merchantUp;
      },
    });
    const bookingId = await capture('pay_webhook00001');

    expect(await dispatcher.nudge()).toBe(0);
    expect(sent).toHaveLength(1);
    const [first] = sent;
    expect(webhookPayloadSchema.parse(JSON.parse(first?.body ?? ''))).toEqual({
      event: 'payment.captured',
      payment: { id: 'pay_webhook00001', orderId: 'order_pay_webhook00001', bookingId, amountPaise: 100_000 },
    });
    expect(await signer.verify(first?.body ?? '', first?.signature ?? '', 'hex')).toBe(true);
    expect(await paymentRow('pay_webhook00001')).toMatchObject({
      notifyAttempts: 1,
      nextNotifyAt: new Date(clock + 5_000),
      acknowledgedAt: null,
    });

    // Not due yet: nothing is sent. Due, and the merchant is still down: the wait doubles.
    clock += 4_999;
    await dispatcher.nudge();
    expect(sent).toHaveLength(1);
    clock += 1;
    await dispatcher.nudge();
    expect(sent).toHaveLength(2);
    expect((await paymentRow('pay_webhook00001'))?.nextNotifyAt).toEqual(new Date(clock + 10_000));

    clock += 10_000;
    merchantUp = true;
    expect(await dispatcher.nudge()).toBe(1);
    expect((await paymentRow('pay_webhook00001'))?.acknowledgedAt).toEqual(new Date(clock));
    clock += 3_600_000;
    expect(await dispatcher.nudge()).toBe(0);
    expect(sent).toHaveLength(3);
  });

  it('a delivery that throws (the merchant unreachable) is a failure like any other', async () => {
    const dispatcher = createWebhookDispatcher({
      repo: createGatewayRepo(database.db),
      signer: createSigner(createSigningRepo(database.db), 'gateway-webhook'),
      now: () => new Date(clock),
      log: () => {},
      deliver: async () => {
        throw new Error('connection refused');
      },
    });
    await capture('pay_webhook00002');
    expect(await dispatcher.nudge()).toBe(0);
    expect(await paymentRow('pay_webhook00002')).toMatchObject({ notifyAttempts: 1, acknowledgedAt: null });
  });

  it('a dispatcher that dies with a webhook it picked: another sends it once the claim has passed, not before', async () => {
    const dispatcher = (deliver: DeliverWebhook) =>
      createWebhookDispatcher({
        repo: createGatewayRepo(database.db),
        signer: createSigner(createSigningRepo(database.db), 'gateway-webhook'),
        now: () => new Date(clock),
        log: () => {},
        deliver,
        claimSeconds: 45,
      });
    await capture('pay_webhook00003');
    let picked = () => {};
    const pickedUp = new Promise<void>((resolve) => {
      picked = resolve;
    });
    // Its delivery never returns, as in a process killed mid-send.
    void dispatcher(() => {
      picked();
      return new Promise<boolean>(() => {});
    }).nudge();
    await pickedUp;
    const sent: string[] = [];
    const other = dispatcher(async (body) => {
      sent.push(webhookPayloadSchema.parse(JSON.parse(body)).payment.id);
      return true;
    });
    clock += 44_999;
    await other.nudge();
    expect(sent).not.toContain('pay_webhook00003');
    clock += 1;
    await other.nudge();
    expect(sent.filter((id) => id === 'pay_webhook00003')).toHaveLength(1);
  });
});
