import { type Context, Hono, type MiddlewareHandler } from 'hono';
import {
  attendeeListQuerySchema,
  cancelEventInputSchema,
  organizerEventListQuerySchema,
  organizerEventParamsSchema,
  postponeEventInputSchema,
} from '../../../shared/schemas/organizer';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseJson, parseParams, parseQuery } from '../../http/validate';
import type { OverviewService } from '../overview/overview.service';
import { eventEditorRoutes } from './event-editor.routes';
import type { EventEditorService } from './event-editor.service';
import type { EventActor, OrganizerService } from './organizer.service';
import type { SalesService } from './sales.service';

interface Deps {
  overview: OverviewService;
  organizer: OrganizerService;
  sales: SalesService;
  editor: EventEditorService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/** The console's own lists are the signed-in organiser's alone. */
const organizerOnly = requireRole('organizer');
/** One event's figures: its organiser's, and any event's for an admin (the service checks which). */
const organizerOrAdmin = requireRole('organizer', 'admin');

const actorOf = (c: Context<AppEnv>): EventActor => currentUser(c);
const eventIdOf = (c: Context<AppEnv>) => parseParams(c, organizerEventParamsSchema).eventId;

/**
 * /api/organizer, the organiser's console: GET /overview (their figures), GET /events (the "My
 * events" list); one event's GET /events/:eventId/sales, /attendees and /attendees.csv; its life:
 * GET /events/:eventId/cancellation (its refunds so far, or what a cancel would refund), POST
 * /cancel {reason} and /postpone {date, time} (India time). An event that is not the organiser's
 * answers 404; an admin may see and run any. The event editor (event-editor.routes.ts) is the
 * organiser's alone.
 */
export function organizerRoutes({ overview, organizer, sales, editor, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession)
    .get('/overview', organizerOnly, async (c) => c.json(await overview.organizerOverview(currentUser(c).id)))
    .get('/events', organizerOnly, async (c) =>
      c.json(await organizer.listOwnEvents(currentUser(c).id, parseQuery(c, organizerEventListQuerySchema))),
    )
    .get('/events/:eventId/sales', organizerOrAdmin, async (c) => {
      const eventId = eventIdOf(c);
      return c.json(await sales.eventSales(currentUser(c), eventId));
    })
    .get('/events/:eventId/attendees', organizerOrAdmin, async (c) => {
      const eventId = eventIdOf(c);
      const query = parseQuery(c, attendeeListQuerySchema);
      return c.json(await sales.attendees(currentUser(c), eventId, query));
    })
    .get('/events/:eventId/attendees.csv', organizerOrAdmin, async (c) => {
      const eventId = eventIdOf(c);
      const { fileName, csv } = await sales.attendeesCsv(currentUser(c), eventId);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    })
    .get('/events/:eventId/cancellation', organizerOrAdmin, async (c) =>
      c.json(await organizer.cancellation(eventIdOf(c), actorOf(c))),
    )
    .post('/events/:eventId/cancel', organizerOrAdmin, async (c) => {
      const id = eventIdOf(c);
      const { reason } = await parseJson(c, cancelEventInputSchema);
      return c.json(await organizer.cancelEvent(id, actorOf(c), reason));
    })
    .post('/events/:eventId/postpone', organizerOrAdmin, async (c) => {
      const id = eventIdOf(c);
      const input = await parseJson(c, postponeEventInputSchema);
      return c.json(await organizer.postponeEvent(id, actorOf(c), input));
    })
    .route('/', eventEditorRoutes(editor));
}
