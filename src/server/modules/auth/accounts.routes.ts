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
 * bookings and live sessions; PUT /:accountId/role, POST /:accountId/suspend, POST
 * /:accountId/restore and POST /:accountId/sessions/end change it, each answering the account as it is now.
 */
export function accountsRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('admin'))
    .get('/', async (c) => c.json(await service.search(parseQuery(c, accountsQuerySchema))))
    .get('/:accountId', async (c) =>
      c.json(await service.detail(parseParams(c, accountIdParamSchema).accountId)),
    )
    .put('/:accountId/role', async (c) => {
      const { accountId } = parseParams(c, accountIdParamSchema);
      const { role } = await parseJson(c, roleChangeSchema);
      return c.json(await service.changeRole(currentUser(c), accountId, role));
    })
    .post('/:accountId/suspend', async (c) => {
      const { accountId } = parseParams(c, accountIdParamSchema);
      const { reason } = await parseJson(c, suspensionSchema);
      return c.json(await service.suspend(currentUser(c), accountId, reason));
    })
    .post('/:accountId/restore', async (c) => {
      const { accountId } = parseParams(c, accountIdParamSchema);
      return c.json(await service.restore(currentUser(c), accountId));
    })
    .post('/:accountId/sessions/end', async (c) => {
      const { accountId } = parseParams(c, accountIdParamSchema);
      return c.json(await service.endSessions(currentUser(c), accountId));
    });
}
