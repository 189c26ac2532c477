import { Hono, type MiddlewareHandler } from 'hono';
import {
  adminEventListQuerySchema,
  adminEventParamsSchema,
  transferEventInputSchema,
  unpublishEventInputSchema,
} from '../../../shared/schemas/admin-events';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseJson, parseParams, parseQuery } from '../../http/validate';
import type { AdminEventsService } from './admin-events.service';
import type { OrganizerService } from './organizer.service';

interface Deps {
  organizer: OrganizerService;
  adminEvents: AdminEventsService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/**
 * /api/admin/events (admins only): GET / every organiser's events, filtered; POST
 * /:eventId/unpublish {reason} and /:eventId/republish (an admin's takedown, decision 014), POST
 * /:eventId/transfer {organizerId}. An admin cancels through the organiser's endpoint
 * (POST /api/organizer/events/:eventId/cancel), which admits admins and logs who did it.
 */
export function adminEventRoutes({ organizer, adminEvents, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('admin'))
    .get('/', async (c) => c.json(await organizer.listAllEvents(parseQuery(c, adminEventListQuerySchema))))
    .post('/:eventId/unpublish', async (c) => {
      const { eventId } = parseParams(c, adminEventParamsSchema);
      const { reason } = await parseJson(c, unpublishEventInputSchema);
      return c.json(await adminEvents.unpublish(eventId, currentUser(c), reason));
    })
    .post('/:eventId/republish', async (c) => {
      const { eventId } = parseParams(c, adminEventParamsSchema);
      return c.json(await adminEvents.republish(eventId, currentUser(c)));
    })
    .post('/:eventId/transfer', async (c) => {
      const { eventId } = parseParams(c, adminEventParamsSchema);
      const { organizerId } = await parseJson(c, transferEventInputSchema);
      return c.json(await adminEvents.transfer(eventId, currentUser(c), organizerId));
    });
}

/** /api/admin/organizers (admins only): GET / the organiser accounts and how many events each runs. */
export function adminOrganizerRoutes({ adminEvents, loadSession }: Omit<Deps, 'organizer'>) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('admin'))
    .get('/', async (c) => c.json(await adminEvents.organizers()));
}
