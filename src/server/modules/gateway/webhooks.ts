import { z } from 'zod';
import { periodicPass } from '../../jobs/periodic-pass';
import type { Signer } from '../signing/signing';
import type { GatewayRepo } from './gateway.repo';

// The gateway simulator tells the merchant about every capture, as a real gateway's webhook does:
// a signed POST (HMAC-SHA256 of the body in X-Gateway-Signature), sent at once and again with
// backoff until the merchant answers 2xx, which it does only once it has settled the capture (a
// confirmed booking or a refund). Captures are the outbox: a capture and its pending notification
// commit together, so a process killed at any point leaves nothing unsent (decision record 007).

export const WEBHOOK_SIGNATURE_HEADER = 'x-gateway-signature';

export const webhookPayloadSchema = z.object({
  event: z.literal('payment.captured'),
  payment: z.object({
    id: z.string().max(100),
    orderId: z.string().max(100),
    bookingId: z.uuid(),
    amountPaise: z.number().int(),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** Sends one webhook; true when the merchant answered 2xx. */
export type DeliverWebhook = (body: string, signature: string) => Promise<boolean>;

/** Webhooks sent per pass, and the wait before the n-th retry: 5 s doubling, at most an hour. */
const BATCH = 25;
/** How long a dispatcher owns the webhooks it picked before another may send them (env WEBHOOK_CLAIM_SECONDS). */
export const WEBHOOK_CLAIM_SECONDS = 30;
const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** attempts, 3_600_000);

export function createWebhookDispatcher(deps: {
  repo: GatewayRepo;
  signer: Signer;
  deliver: DeliverWebhook;
  now: () => Date;
  log: (message: string, detail?: unknown) => void;
  claimSeconds?: number;
}) {
  const { repo, signer, now, log } = deps;
  const claimMs = (deps.claimSeconds ?? WEBHOOK_CLAIM_SECONDS) * 1000;

  /** Sends every due webhook once; answers how many the merchant acknowledged. */
  async function sendDue(): Promise<number> {
    let acknowledged = 0;
    for (;;) {
      const due = await repo.dueNotifications(now(), BATCH, claimMs);
      for (const { payment, bookingId } of due) {
        const payload: WebhookPayload = {
          event: 'payment.captured',
          payment: { id: payment.id, orderId: payment.orderId, bookingId, amountPaise: payment.amountPaise },
        };
        const body = JSON.stringify(payload);
        let delivered = false;
        try {
          delivered = await deps.deliver(body, await signer.sign(body, 'hex'));
        } catch (error) {
          log(`webhook for ${payment.id} failed`, error);
        }
        if (delivered) {
          await repo.acknowledged(payment.id, now());
          acknowledged += 1;
        } else {
          await repo.notifyFailed(
            payment.id,
            new Date(now().getTime() + retryDelayMs(payment.notifyAttempts)),
          );
        }
      }
      if (due.length < BATCH) return acknowledged;
    }
  }

  return periodicPass('webhook dispatcher', sendDue, log);
}
export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
