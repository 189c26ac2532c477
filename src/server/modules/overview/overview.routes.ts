import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import { noStore } from '../../http/no-store';
import { type AppEnv, requireRole } from '../../http/session';
import { createOverviewRepo } from './overview.repo';
import { createOverviewService } from './overview.service';

/** GET /api/admin/overview (admin only) and GET /api/organizer/overview (organizer only). */
export function overviewRoutes(deps: { db: Db; now: () => Date; loadSession: MiddlewareHandler<AppEnv> }) {
  const service = createOverviewService(createOverviewRepo(deps.db), deps.now);
  return new Hono<AppEnv>()
    .get('/admin/overview', noStore, deps.loadSession, requireRole('admin'), async (c) =>
      c.json(await service.adminOverview()),
    )
    .get('/organizer/overview', noStore, deps.loadSession, requireRole('organizer'), async (c) =>
      c.json(await service.organizerOverview()),
    );
}
