import { z } from 'zod';
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
const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** attempts, 3_600_000);

export function createWebhookDispatcher(deps: {
  repo: GatewayRepo;
  signer: Signer;
  deliver: DeliverWebhook;
  now: () => Date;
  log: (message: string, detail?: unknown) => void;
}) {
  const { repo, signer, now, log } = deps;
  let running: Promise<number> | null = null;
  let again = false;

  /** Sends every due webhook once; answers how many the merchant acknowledged. */
  async function sendDue(): Promise<number> {
    let acknowledged = 0;
    for (;;) {
      const due = await repo.dueNotifications(now(), BATCH);
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

  /** Sends what is due now; a call while a pass runs makes it look again when done. */
  function nudge(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await sendDue();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    nudge,
    /** Sends what is due now and every `everyMs` (the reconciler); returns a stop function. */
    start(everyMs: number): () => void {
      const pass = () => void nudge().catch((error: unknown) => log('webhook dispatcher pass failed', error));
      pass();
      const timer = setInterval(pass, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    /** Resolves when no pass is running (tests, shutdown). */
    idle: async () => {
      while (running) await running.catch(() => {});
    },
  };
}
export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
