import { Hono, type MiddlewareHandler } from 'hono';
import { pushSubscriptionInputSchema, pushSubscriptionRemoveSchema } from '../../../shared/schemas/push';
import { bodyLimit } from '../../http/body-limit';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentSessionId, currentUser, requireUser } from '../../http/session';
import { parseJson } from '../../http/validate';
import type { PushService } from './push.service';

/** A browser's subscription is well under this (an endpoint of at most 2,048 characters and two keys). */
const SUBSCRIPTION_BODY_LIMIT_BYTES = 4096;

/**
 * /api/push: the VAPID public key (anyone), and the signed-in person's own subscribed browsers.
 * Sending is not an endpoint: the server pushes (PushService.sendPush).
 */
export function pushRoutes(deps: { service: PushService; loadSession: MiddlewareHandler<AppEnv> }) {
  const { service } = deps;
  return new Hono<AppEnv>()
    .get('/public-key', async (c) => {
      // Revalidated each time: a key replaced through the environment reaches browsers at once.
      c.header('Cache-Control', 'no-cache');
      return c.json({ publicKey: await service.publicKey() });
    })
    .use('/subscriptions', deps.loadSession, requireUser(), noStore, bodyLimit(SUBSCRIPTION_BODY_LIMIT_BYTES))
    .get('/subscriptions', async (c) => c.json({ items: await service.list(currentUser(c).id) }))
    .post('/subscriptions', async (c) => {
      const input = await parseJson(c, pushSubscriptionInputSchema);
      const caller = { userId: currentUser(c).id, sessionId: currentSessionId(c) };
      const stored = await service.subscribe(caller, input, c.req.header('user-agent') ?? '');
      return c.json(stored, 201);
    })
    .delete('/subscriptions', async (c) => {
      const { endpoint } = await parseJson(c, pushSubscriptionRemoveSchema);
      await service.unsubscribe(currentUser(c).id, endpoint);
      return c.body(null, 204);
    });
}
