import { Hono, type MiddlewareHandler } from 'hono';
import { ticketParamsSchema, transferTicketInputSchema } from '../../../shared/schemas/ticket-transfer';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireUser } from '../../http/session';
import { parseJson, parseParams } from '../../http/validate';
import type { TransfersService } from './transfers.service';

/**
 * /api/tickets for a ticket's holder (mounted ahead of the gate's /api/tickets routes, which admit
 * organisers only; each route here has its own guards, so the gate's paths pass through untouched):
 * POST /:ticketId/transfer gives the ticket to someone by e-mail (201; 200 when the same transfer
 * is asked again); GET /received lists the tickets transferred to the signed-in account.
 */
export function transferRoutes({
  service,
  loadSession,
}: {
  service: TransfersService;
  loadSession: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>()
    .post('/:ticketId/transfer', noStore, loadSession, requireUser(), async (c) => {
      const { ticketId } = parseParams(c, ticketParamsSchema);
      const input = await parseJson(c, transferTicketInputSchema);
      const { transfer, created } = await service.transfer(ticketId, input, currentUser(c));
      return c.json(transfer, created ? 201 : 200);
    })
    .get('/received', noStore, loadSession, requireUser(), async (c) =>
      c.json({ items: await service.receivedBy(currentUser(c)) }),
    );
}
