import { Hono, type MiddlewareHandler } from 'hono';
import { auditQuerySchema } from '../../../shared/schemas/audit';
import { noStore } from '../../http/no-store';
import { type AppEnv, requireRole } from '../../http/session';
import { parseQuery } from '../../http/validate';
import type { AuditService } from './audit.service';

interface Deps {
  service: AuditService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/** /api/admin/audit: GET / searches the audit log (admins only). There is no way to change it. */
export function auditRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('admin'))
    .get('/', async (c) => c.json(await service.search(parseQuery(c, auditQuerySchema))));
}
