import { Hono, type MiddlewareHandler } from 'hono';
import { organizerEventListQuerySchema } from '../../../shared/schemas/organizer';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseQuery } from '../../http/validate';
import type { OverviewService } from '../overview/overview.service';
import { eventEditorRoutes } from './event-editor.routes';
import type { EventEditorService } from './event-editor.service';
import type { OrganizerService } from './organizer.service';

interface Deps {
  overview: OverviewService;
  organizer: OrganizerService;
  editor: EventEditorService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/**
 * /api/organizer, the organiser's console, each answer about the signed-in organiser's own events:
 * GET /overview (their figures), GET /events (the "My events" list) and the event editor
 * (event-editor.routes.ts).
 */
export function organizerRoutes({ overview, organizer, editor, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('organizer'))
    .get('/overview', async (c) => c.json(await overview.organizerOverview(currentUser(c).id)))
    .get('/events', async (c) =>
      c.json(await organizer.listOwnEvents(currentUser(c).id, parseQuery(c, organizerEventListQuerySchema))),
    )
    .route('/', eventEditorRoutes(editor));
}
