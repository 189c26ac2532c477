import { Hono, type MiddlewareHandler } from 'hono';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import type { OverviewService } from './overview.service';

interface Deps {
  service: OverviewService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/** /api/admin: GET /overview, the platform's figures for admins. */
export function adminRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('admin'))
    .get('/overview', async (c) => c.json(await service.adminOverview()));
}

/** /api/organizer: GET /overview, the figures of the signed-in organiser's own events. */
export function organizerRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('organizer'))
    .get('/overview', async (c) => c.json(await service.organizerOverview(currentUser(c).id)));
}
