import { Hono, type MiddlewareHandler } from 'hono';
import {
  attendeeListQuerySchema,
  organizerEventListQuerySchema,
  organizerEventParamsSchema,
} from '../../../shared/schemas/organizer';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseParams, parseQuery } from '../../http/validate';
import type { OverviewService } from '../overview/overview.service';
import type { OrganizerService } from './organizer.service';
import type { SalesService } from './sales.service';

interface Deps {
  overview: OverviewService;
  organizer: OrganizerService;
  sales: SalesService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/** The console's own lists are the signed-in organiser's alone. */
const organizerOnly = requireRole('organizer');
/** One event's figures: its organiser's, and any event's for an admin (the service checks which). */
const organizerOrAdmin = requireRole('organizer', 'admin');

/**
 * /api/organizer, the organiser's console: GET /overview (their figures), GET /events (the "My
 * events" list), and one event's GET /events/:eventId/sales, /attendees and /attendees.csv (404 for
 * an event that is not the organiser's).
 */
export function organizerRoutes({ overview, organizer, sales, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession)
    .get('/overview', organizerOnly, async (c) => c.json(await overview.organizerOverview(currentUser(c).id)))
    .get('/events', organizerOnly, async (c) =>
      c.json(await organizer.listOwnEvents(currentUser(c).id, parseQuery(c, organizerEventListQuerySchema))),
    )
    .get('/events/:eventId/sales', organizerOrAdmin, async (c) => {
      const { eventId } = parseParams(c, organizerEventParamsSchema);
      return c.json(await sales.eventSales(currentUser(c), eventId));
    })
    .get('/events/:eventId/attendees', organizerOrAdmin, async (c) => {
      const { eventId } = parseParams(c, organizerEventParamsSchema);
      const query = parseQuery(c, attendeeListQuerySchema);
      return c.json(await sales.attendees(currentUser(c), eventId, query));
    })
    .get('/events/:eventId/attendees.csv', organizerOrAdmin, async (c) => {
      const { eventId } = parseParams(c, organizerEventParamsSchema);
      const { fileName, csv } = await sales.attendeesCsv(currentUser(c), eventId);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    });
}
