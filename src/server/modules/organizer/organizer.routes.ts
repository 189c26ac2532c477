import { Hono, type MiddlewareHandler } from 'hono';
import { organizerEventListQuerySchema } from '../../../shared/schemas/organizer';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseQuery } from '../../http/validate';
import type { OverviewService } from '../overview/overview.service';
import type { OrganizerService } from './organizer.service';

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
