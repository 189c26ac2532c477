import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { joinQueueInputSchema, queueSettingsInputSchema } from '../../../shared/schemas/waiting-room';
import { HttpError, invalidRequest } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentSessionId, currentUser, requireRole } from '../../http/session';
import { parseJson, parseParams } from '../../http/validate';
import type { WaitingRoomService } from './waiting-room.service';
import type { QueueStreams } from './waiting-room.stream';

const eventParams = z.object({
  eventId: z.string().min(1, 'Please name an event').max(100, 'Not an event id'),
});
/** EventSource's wait before reconnecting, told to the browser as each stream starts. */
const RECONNECT_MS = 3000;

export const QUEUE_SIGN_IN_MESSAGE = 'Sign in to join the queue for this sale: each account has one place.';

/** 401 with the queue's own words for a guest: a queued on-sale needs an account. */
const requireAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new HttpError(401, 'unauthenticated', QUEUE_SIGN_IN_MESSAGE);
  await next();
};

/** The status tag a reconnecting EventSource last received; null when it sends none. */
function lastEventTag(c: Context): string | null {
  const header = c.req.header('last-event-id');
  if (header === undefined || header === '') return null;
  if (!/^[a-z0-9.]{1,60}$/.test(header))
    throw invalidRequest({ 'Last-Event-ID': 'Not an event id of this stream' });
  return header;
}

/**
 * /api/organizer/events/:eventId/queue: the event's queue as its organiser (or an admin) set it: GET
 * (null when never set), PUT { enabled, opensAt, ratePerMinute? }. Another organiser's event is not
 * found (404).
 */
export function queueSettingsRoutes(deps: {
  service: WaitingRoomService;
  loadSession: MiddlewareHandler<AppEnv>;
}) {
  const { service } = deps;
  return new Hono<AppEnv>()
    .use('*', noStore, deps.loadSession, requireRole('organizer', 'admin'))
    .get('/', async (c) =>
      c.json(await service.settings(parseParams(c, eventParams).eventId, currentUser(c))),
    )
    .put('/', async (c) => {
      const { eventId } = parseParams(c, eventParams);
      const input = await parseJson(c, queueSettingsInputSchema);
      return c.json(await service.saveSettings(eventId, currentUser(c), input));
    });
}

/**
 * /api/events/:eventId/queue, the signed-in fan's place (guests 401; 404 no_queue when the sale has
 * no queue on): POST (join; again: the same place; { again: true } after a turn ended: a new place at
 * the back), GET (where they stand), GET /stream (the same,
 * live, as Server-Sent Events sent when it changes; Last-Event-ID names what the page shows).
 */
export function queueRoutes(deps: {
  service: WaitingRoomService;
  streams: QueueStreams;
  loadSession: MiddlewareHandler<AppEnv>;
}) {
  const { service, streams } = deps;
  return new Hono<AppEnv>()
    .use('*', noStore, deps.loadSession, requireAccount)
    .post('/', async (c) => {
      const { eventId } = parseParams(c, eventParams);
      const { again } = await parseJson(c, joinQueueInputSchema);
      return c.json(await service.join(eventId, currentUser(c).id, again ?? false));
    })
    .get('/', async (c) =>
      c.json(await service.status(parseParams(c, eventParams).eventId, currentUser(c).id)),
    )
    .get('/stream', async (c) => {
      const { eventId } = parseParams(c, eventParams);
      const lastTag = lastEventTag(c);
      // The queue must be on and the event known before a stream opens (404 otherwise).
      await service.status(eventId, currentUser(c).id);
      if (!streams.admits(currentUser(c).id)) {
        throw new HttpError(429, 'too_many_streams', 'Too many open queue streams', undefined, {
          'Retry-After': String(RECONNECT_MS / 1000),
        });
      }
      if (c.req.method === 'HEAD') {
        return c.body(null, 200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-store, no-transform',
        });
      }
      const caller = { eventId, userId: currentUser(c).id, sessionId: currentSessionId(c) };
      const response = streamSSE(c, async (stream) => {
        await streams.serve(caller, lastTag, {
          start: () => stream.write(`retry: ${RECONNECT_MS}\n: connected\n\n`).then(() => {}),
          event: (id, data) => stream.writeSSE({ id, event: 'status', data }),
          comment: (text) => stream.write(`: ${text}\n\n`).then(() => {}),
          gone: new Promise((resolve) => stream.onAbort(resolve)),
        });
      });
      response.headers.set('Cache-Control', 'no-store, no-transform');
      response.headers.set('X-Accel-Buffering', 'no');
      return response;
    });
}
