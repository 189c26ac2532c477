import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppNotification } from '../../../shared/schemas/notifications';
import { HttpError, invalidRequest } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentSessionId, currentUser, requireUser } from '../../http/session';
import { parseParams } from '../../http/validate';
import type { NotificationsService } from './notifications.service';
import type { NotificationStreams } from './notifications.stream';

/** EventSource's wait before reconnecting, told to the browser as each stream starts. */
const RECONNECT_MS = 3000;

const idParams = z.object({ id: z.uuid('Not a notification id') });

/** The seq a reconnecting EventSource last received; null when it sends none. */
function lastEventId(c: Context): number | null {
  const header = c.req.header('last-event-id');
  if (header === undefined || header === '') return null;
  const seq = Number(header);
  if (!/^\d{1,15}$/.test(header) || !Number.isSafeInteger(seq)) {
    throw invalidRequest({ 'Last-Event-ID': 'Not an event id of this stream' });
  }
  return seq;
}

/**
 * /api/me/notifications, the signed-in account's own: GET (newest first, with the unread count),
 * GET /stream (each new one live, as Server-Sent Events; Last-Event-ID resumes; 429 past the
 * account's cap on open streams),
 * POST /read-all, POST /:id/read, POST /:id/snooze (reminders only, else 409 not_snoozable), DELETE
 * /:id, DELETE / (clear all), POST /next-reminder (201 with the fan's real next reminder, once per
 * sign-in session; 204 when there is none or it was made already). Another account's id is not
 * found (404).
 */
export function notificationRoutes(deps: {
  service: NotificationsService;
  streams: NotificationStreams;
  loadSession: MiddlewareHandler<AppEnv>;
  /** The fan's next reminder for this sign-in session, unless made already or none is real. */
  nextReminder: (userId: string, sessionId: string) => Promise<AppNotification | undefined>;
}) {
  const { service, streams } = deps;
  const userId = (c: Parameters<typeof currentUser>[0]) => currentUser(c).id;
  return new Hono<AppEnv>()
    .use('*', deps.loadSession, requireUser(), noStore)
    .get('/', async (c) => c.json(await service.list(userId(c))))
    .get('/stream', (c) => {
      const account = userId(c);
      const after = lastEventId(c);
      if (!streams.admits(account)) {
        throw new HttpError(429, 'too_many_streams', 'Too many open notification streams', undefined, {
          'Retry-After': String(RECONNECT_MS / 1000),
        });
      }
      // hono answers HEAD with this handler and drops the body unread: a stream opened for it would
      // never end (its first write waits for a reader forever), and its listener would stay.
      if (c.req.method === 'HEAD') {
        return c.body(null, 200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-store, no-transform',
        });
      }
      const response = streamSSE(c, async (stream) => {
        await streams.serve({ userId: account, sessionId: currentSessionId(c) }, after, {
          start: () => stream.write(`retry: ${RECONNECT_MS}\n: connected\n\n`).then(() => {}),
          event: (id, data) => stream.writeSSE({ id, event: 'notification', data }),
          comment: (text) => stream.write(`: ${text}\n\n`).then(() => {}),
          gone: new Promise((resolve) => stream.onAbort(resolve)),
        });
      });
      // No cache keeps it, no proxy compresses or buffers it (hono's compress already skips a
      // chunked answer; no-transform says so to anything between).
      response.headers.set('Cache-Control', 'no-store, no-transform');
      response.headers.set('X-Accel-Buffering', 'no');
      return response;
    })
    .post('/read-all', async (c) => {
      await service.markAllRead(userId(c));
      return c.body(null, 204);
    })
    .post('/next-reminder', async (c) => {
      const created = await deps.nextReminder(userId(c), currentSessionId(c));
      return created ? c.json(created, 201) : c.body(null, 204);
    })
    .post('/:id/snooze', async (c) => {
      await service.snooze(userId(c), parseParams(c, idParams).id);
      return c.body(null, 204);
    })
    .post('/:id/read', async (c) => {
      await service.markRead(userId(c), parseParams(c, idParams).id);
      return c.body(null, 204);
    })
    .delete('/:id', async (c) => {
      await service.remove(userId(c), parseParams(c, idParams).id);
      return c.body(null, 204);
    })
    .delete('/', async (c) => {
      await service.clear(userId(c));
      return c.body(null, 204);
    });
}
