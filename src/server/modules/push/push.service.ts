import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { base64UrlBytes, pushEndpointProblem } from '../../../shared/domain/web-push';
import {
  type PushMessage,
  type PushMessageType,
  type PushSubscriptionInput,
  type PushSubscriptionView,
  pushMessageSchema,
} from '../../../shared/schemas/push';
import { invalidRequest, notFound } from '../../http/errors';
import type { PushRepo, PushTarget } from './push.repo';
import type { VapidKeys } from './vapid';

/** A fan's newest subscribed browsers kept; subscribing one more forgets the oldest. */
export const SUBSCRIPTIONS_PER_FAN = 10;
/** How long one push service may take to answer before the delivery counts as failed. */
export const PUSH_TIMEOUT_MS = 10_000;
const USER_AGENT_MAX = 300;

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * How long a push service keeps a message for a browser that is offline (TTL, RFC 8030 section
 * 5.2), and how urgently it delivers it (battery), by type: a booking confirmation is worth seeing
 * the next day; a reminder or a price is stale within hours.
 */
export const PUSH_DELIVERY: Record<PushMessageType, { ttlSeconds: number; urgency: PushUrgency }> = {
  booking_confirmed: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  match_reminder: { ttlSeconds: 3600, urgency: 'high' },
  price_drop: { ttlSeconds: 6 * 3600, urgency: 'normal' },
};

/** What became of one sendPush. */
export interface PushReport {
  /** The fan's push preference was off: nothing was sent. */
  pushOff: boolean;
  /** Subscriptions whose push service accepted the message. */
  delivered: number;
  /** Subscriptions the push service reported gone (404/410), now deleted. */
  removed: number;
  /** Subscriptions whose push service refused the message or did not answer in time. */
  failed: number;
}

type Outcome = { kind: 'delivered' } | { kind: 'gone' } | { kind: 'failed'; status: number | null };

/** A point on P-256: web-push cannot encrypt to anything else, so a subscription must be one. */
function isCurvePoint(p256dh: string): boolean {
  const point = base64UrlBytes(p256dh);
  if (!point) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

const toView = (row: {
  endpoint: string;
  userAgent: string;
  createdAt: Date;
  lastSuccessAt: Date | null;
}): PushSubscriptionView => ({
  endpoint: row.endpoint,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});

export function createPushService(deps: {
  repo: PushRepo;
  vapidKeys: () => Promise<VapidKeys>;
  /** env VAPID_SUBJECT: how a push service can reach us. */
  subject: string;
  /** env PUSH_LOOPBACK_ENDPOINTS: a local push service at http://127.0.0.1 (tests). */
  allowLoopbackEndpoints: boolean;
  /** The fan's push preference (preferences.notifications.push). */
  pushEnabled: (userId: string) => Promise<boolean>;
  now: () => Date;
  log: (message: string, detail?: unknown) => void;
  timeoutMs?: number;
}) {
  const { repo, now, log } = deps;
  const timeoutMs = deps.timeoutMs ?? PUSH_TIMEOUT_MS;

  /** Posts the message, encrypted to the subscription and signed with our VAPID key, to its push service. */
  async function deliver(
    target: PushTarget,
    payload: string,
    keys: VapidKeys,
    delivery: { ttlSeconds: number; urgency: PushUrgency },
  ): Promise<Outcome> {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: deps.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: delivery.ttlSeconds,
          urgency: delivery.urgency,
          contentEncoding: 'aes128gcm',
        },
      );
      // fetch sets Content-Length from the body; every other header as web-push made it.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        // A push service answers; it never sends us elsewhere (which could be our own network).
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { kind: 'delivered' };
      // RFC 8030 section 7.3: the subscription expired or was unsubscribed.
      if (response.status === 404 || response.status === 410) return { kind: 'gone' };
      return { kind: 'failed', status: response.status };
    } catch {
      // No answer in time, no connection, or a subscription web-push cannot encrypt to.
      return { kind: 'failed', status: null };
    }
  }

  return {
    /** The VAPID public key browsers subscribe with (applicationServerKey). */
    async publicKey(): Promise<string> {
      return (await deps.vapidKeys()).publicKey;
    },

    /** Stores the browser's subscription as the caller's, for this sign-in (see PushRepo.upsert). */
    async subscribe(
      caller: { userId: string; sessionId: string },
      input: PushSubscriptionInput,
      userAgent: string,
    ): Promise<PushSubscriptionView> {
      const endpointProblem = pushEndpointProblem(input.endpoint, {
        allowLoopback: deps.allowLoopbackEndpoints,
      });
      if (endpointProblem) throw invalidRequest({ endpoint: endpointProblem });
      if (!isCurvePoint(input.keys.p256dh))
        throw invalidRequest({ 'keys.p256dh': 'Must be a point on the P-256 curve' });
      const stored = await repo.upsert(
        {
          ...caller,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userAgent: userAgent.slice(0, USER_AGENT_MAX),
          createdAt: now(),
        },
        SUBSCRIPTIONS_PER_FAN,
      );
      return toView(stored);
    },

    async list(userId: string): Promise<PushSubscriptionView[]> {
      return (await repo.listForUser(userId, now())).map(toView);
    },

    /** Forgets the caller's subscription at this endpoint; another account's is not found. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      if (!(await repo.removeOwn(userId, endpoint))) throw notFound('Push subscription');
    },

    /**
     * Pushes the message to every browser the fan subscribed, if the fan's push preference is on:
     * all at once, each push service given timeoutMs. A subscription its push service reports gone
     * (404, 410) is deleted; any other refusal, or no answer, adds one to its failures and is
     * logged without its endpoint or keys. Never throws for a delivery; throws for a message outside
     * pushMessageSchema (the caller's mistake) and when the database fails.
     */
    async sendPush(
      userId: string,
      message: PushMessage,
      options: { ttlSeconds?: number; urgency?: PushUrgency } = {},
    ): Promise<PushReport> {
      const parsed = pushMessageSchema.parse(message);
      const report: PushReport = { pushOff: false, delivered: 0, removed: 0, failed: 0 };
      if (!(await deps.pushEnabled(userId))) return { ...report, pushOff: true };
      const targets = await repo.listForUser(userId, now());
      if (targets.length === 0) return report;
      const keys = await deps.vapidKeys();
      const payload = JSON.stringify(parsed);
      const delivery = { ...PUSH_DELIVERY[parsed.type], ...options };
      await Promise.all(
        targets.map(async (target) => {
          const outcome = await deliver(target, payload, keys, delivery);
          if (outcome.kind === 'delivered') {
            report.delivered += 1;
            await repo.recordSuccess(target.id, now());
          } else if (outcome.kind === 'gone') {
            report.removed += 1;
            await repo.remove(target.id);
          } else {
            report.failed += 1;
            await repo.recordFailure(target.id);
            log('push delivery failed', {
              subscription: target.id,
              pushService: new URL(target.endpoint).host,
              status: outcome.status ?? 'no answer',
              type: parsed.type,
            });
          }
        }),
      );
      return report;
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
