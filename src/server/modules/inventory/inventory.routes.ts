import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { createHoldSchema, updateHoldSchema } from '../../../shared/schemas/booking';
import { noStore } from '../../http/no-store';
import type { AppEnv } from '../../http/session';
import { parseJson, parseParams, parseQuery } from '../../http/validate';
import type { InventoryService } from './inventory.service';

export const holdParamSchema = z.object({ holdId: z.uuid('Not a booking session id') });
const eventParamSchema = z.object({ eventId: z.string().min(1).max(100) });
const seatingQuerySchema = z.object({ hold: z.uuid('Not a booking session id').optional() });

/** Seat inventory and holds (the booking dialog's session). Guests may hold; the hold id is the key. */
export function inventoryRoutes(deps: { service: InventoryService; loadSession: MiddlewareHandler<AppEnv> }) {
  const { service } = deps;
  // Mounted at /api/: middleware is per route so it never touches the catalogue's routes.
  return new Hono<AppEnv>()
    .get('/events/:eventId/seating', noStore, async (c) => {
      const { eventId } = parseParams(c, eventParamSchema);
      return c.json(await service.seating(eventId, parseQuery(c, seatingQuerySchema).hold));
    })
    .post('/holds', noStore, deps.loadSession, async (c) => {
      const { eventId } = await parseJson(c, createHoldSchema);
      return c.json(await service.createHold(eventId, c.get('user')?.id ?? null), 201);
    })
    .get('/holds/:holdId', noStore, async (c) =>
      c.json(await service.getHold(parseParams(c, holdParamSchema).holdId)),
    )
    .put('/holds/:holdId', noStore, async (c) => {
      const { holdId } = parseParams(c, holdParamSchema);
      const { selection } = await parseJson(c, updateHoldSchema);
      return c.json(await service.select(holdId, selection));
    })
    .delete('/holds/:holdId', noStore, async (c) => {
      await service.release(parseParams(c, holdParamSchema).holdId);
      return c.body(null, 204);
    });
}
