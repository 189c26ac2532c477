import { type Context, Hono, type MiddlewareHandler } from 'hono';
import {
  cancelEventInputSchema,
  organizerEventListQuerySchema,
  organizerEventParamsSchema,
  postponeEventInputSchema,
} from '../../../shared/schemas/organizer';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseJson, parseParams, parseQuery } from '../../http/validate';
import type { OverviewService } from '../overview/overview.service';
import type { EventActor, OrganizerService } from './organizer.service';

interface Deps {
  overview: OverviewService;
  organizer: OrganizerService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/**
 * /api/organizer, the organiser's console, each answer about the signed-in organiser's own events:
 * GET /overview (their figures) and GET /events (the "My events" list).
 */
export function organizerRoutes({ overview, organizer, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('organizer'))
    .get('/overview', async (c) => c.json(await overview.organizerOverview(currentUser(c).id)))
    .get('/events', async (c) =>
      c.json(await organizer.listOwnEvents(currentUser(c).id, parseQuery(c, organizerEventListQuerySchema))),
    );
}

const actorOf = (c: Context<AppEnv>): EventActor => {
  const { id, role } = currentUser(c);
  return { userId: id, role };
};

/**
 * /api/organizer/events/:eventId, an event's life, for its organiser or an admin (anyone else: 404):
 * GET /cancellation (its refunds so far, or what a cancel would refund), POST /cancel {reason},
 * POST /postpone {date, time} (India time).
 */
export function organizerEventLifeRoutes({ organizer, loadSession }: Omit<Deps, 'overview'>) {
  const eventId = (c: Context<AppEnv>) => parseParams(c, organizerEventParamsSchema).eventId;
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('organizer', 'admin'))
    .get('/cancellation', async (c) => c.json(await organizer.cancellation(eventId(c), actorOf(c))))
    .post('/cancel', async (c) => {
      const id = eventId(c);
      const { reason } = await parseJson(c, cancelEventInputSchema);
      return c.json(await organizer.cancelEvent(id, actorOf(c), reason));
    })
    .post('/postpone', async (c) => {
      const id = eventId(c);
      const input = await parseJson(c, postponeEventInputSchema);
      return c.json(await organizer.postponeEvent(id, actorOf(c), input));
    });
}
