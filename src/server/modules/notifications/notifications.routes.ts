import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppNotification } from '../../../shared/schemas/notifications';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentSessionId, currentUser, requireUser } from '../../http/session';
import { parseParams } from '../../http/validate';
import type { NotificationsService } from './notifications.service';

const idParams = z.object({ id: z.uuid('Not a notification id') });

/**
 * /api/me/notifications, the signed-in account's own: GET (newest first, with the unread count),
 * POST /read-all, POST /:id/read, POST /:id/snooze (reminders only, else 409 not_snoozable), DELETE
 * /:id, DELETE / (clear all), POST /next-reminder (201 with the fan's real next reminder, once per
 * sign-in session; 204 when there is none or it was made already). Another account's id is not
 * found (404).
 */
export function notificationRoutes(deps: {
  service: NotificationsService;
  loadSession: MiddlewareHandler<AppEnv>;
  /** The fan's next reminder for this sign-in session, unless made already or none is real. */
  nextReminder: (userId: string, sessionId: string) => Promise<AppNotification | undefined>;
}) {
  const { service } = deps;
  const userId = (c: Parameters<typeof currentUser>[0]) => currentUser(c).id;
  return new Hono<AppEnv>()
    .use('*', deps.loadSession, requireUser(), noStore)
    .get('/', async (c) => c.json(await service.list(userId(c))))
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
