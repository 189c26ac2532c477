import { Hono, type MiddlewareHandler } from 'hono';
import { noStore } from '../../http/no-store';
import { type AppEnv, requireRole } from '../../http/session';
import type { OverviewService } from './overview.service';

interface Deps {
  service: OverviewService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/** /api/admin: GET /overview, the platform's figures for admins (organisers': modules/organizer). */
export function adminRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('admin'))
    .get('/overview', async (c) => c.json(await service.adminOverview()));
}
