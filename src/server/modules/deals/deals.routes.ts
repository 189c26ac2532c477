import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { dealInputSchema } from '../../../shared/schemas/deals';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseJson, parseParams } from '../../http/validate';
import type { DealsService } from './deals.service';

const eventParams = z.object({ eventId: z.string().min(1).max(100) });
const dealParams = eventParams.extend({ dealId: z.uuid('Not a deal id') });

/**
 * /api/organizer/events/:eventId/deals, the deals of an event its organiser (or an admin) runs:
 * GET (all, with where each stands), POST (start or schedule one), POST /:dealId/end (end it now).
 * Another organiser's event is not found (404).
 */
export function dealRoutes({
  service,
  loadSession,
}: {
  service: DealsService;
  loadSession: MiddlewareHandler<AppEnv>;
}) {
  const manager = currentUser;
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('organizer', 'admin'))
    .get('/', async (c) => {
      const { eventId } = parseParams(c, eventParams);
      return c.json(await service.list(eventId, manager(c)));
    })
    .post('/', async (c) => {
      const { eventId } = parseParams(c, eventParams);
      const input = await parseJson(c, dealInputSchema);
      return c.json(await service.create(eventId, input, manager(c)), 201);
    })
    .post('/:dealId/end', async (c) => {
      const { eventId, dealId } = parseParams(c, dealParams);
      return c.json(await service.end(eventId, dealId, manager(c)));
    });
}
