import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { createHoldSchema, holdParamsSchema, updateHoldSchema } from '../../../shared/schemas/booking';
import { noStore } from '../../http/no-store';
import type { AppEnv } from '../../http/session';
import { parseJson, parseParams, parseQuery } from '../../http/validate';
import type { InventoryService } from './inventory.service';

const eventParamSchema = z.object({ eventId: z.string().min(1).max(100) });
const seatingQuerySchema = z.object({ hold: z.uuid('Not a booking session id').optional() });

/** /api/holds: the booking dialog's session. Guests may hold; the hold id is the key. */
export function holdRoutes(deps: { service: InventoryService; loadSession: MiddlewareHandler<AppEnv> }) {
  const { service } = deps;
  return (
    new Hono<AppEnv>()
      .use('*', noStore)
      // Only opening a hold reads the session, to record whose it is: a rush's changes of selection
      // go by the hold id alone, without a session lookup each.
      .post('/', deps.loadSession, async (c) => {
        const { eventId } = await parseJson(c, createHoldSchema);
        return c.json(await service.createHold(eventId, c.get('user')?.id ?? null), 201);
      })
      .get('/:holdId', async (c) => c.json(await service.getHold(parseParams(c, holdParamsSchema).holdId)))
      .put('/:holdId', async (c) => {
        const { holdId } = parseParams(c, holdParamsSchema);
        const { selection } = await parseJson(c, updateHoldSchema);
        return c.json(await service.select(holdId, selection));
      })
      .delete('/:holdId', async (c) => {
        await service.release(parseParams(c, holdParamsSchema).holdId);
        return c.body(null, 204);
      })
  );
}

/** /api/events/:eventId/seating: an event's categories and seat map, live. */
export function seatingRoutes(service: InventoryService) {
  return new Hono<AppEnv>().use('*', noStore).get('/', async (c) => {
    const { eventId } = parseParams(c, eventParamSchema);
    return c.json(await service.seating(eventId, parseQuery(c, seatingQuerySchema).hold));
  });
}
