import { Hono, type MiddlewareHandler } from 'hono';
import {
  accountIdParamSchema,
  accountsQuerySchema,
  roleChangeSchema,
  suspensionSchema,
} from '../../../shared/schemas/admin-accounts';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseJson, parseParams, parseQuery } from '../../http/validate';
import type { AccountsService } from './accounts.service';

interface Deps {
  service: AccountsService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/**
 * /api/admin/accounts (admins only): GET / searches accounts; GET /:id is one account with its
 * bookings and live sessions; PUT /:id/role, POST /:id/suspend, POST /:id/restore and POST
 * /:id/sessions/end change it, each answering the account as it is now.
 */
export function accountsRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('admin'))
    .get('/', async (c) => c.json(await service.search(parseQuery(c, accountsQuerySchema))))
    .get('/:id', async (c) => c.json(await service.detail(parseParams(c, accountIdParamSchema).id)))
    .put('/:id/role', async (c) => {
      const { id } = parseParams(c, accountIdParamSchema);
      const { role } = await parseJson(c, roleChangeSchema);
      return c.json(await service.changeRole(currentUser(c), id, role));
    })
    .post('/:id/suspend', async (c) => {
      const { id } = parseParams(c, accountIdParamSchema);
      const { reason } = await parseJson(c, suspensionSchema);
      return c.json(await service.suspend(currentUser(c), id, reason));
    })
    .post('/:id/restore', async (c) => {
      const { id } = parseParams(c, accountIdParamSchema);
      return c.json(await service.restore(currentUser(c), id));
    })
    .post('/:id/sessions/end', async (c) => {
      const { id } = parseParams(c, accountIdParamSchema);
      return c.json(await service.endSessions(currentUser(c), id));
    });
}
