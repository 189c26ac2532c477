import { Hono } from 'hono';
import { z } from 'zod';
import { blockSeatsQuerySchema } from '../../../shared/schemas/booking';
import { clientHasCurrent } from '../../http/conditional';
import { parseParams, parseQuery } from '../../http/validate';
import type { BlockInventoryService } from './block-inventory.service';

const eventParamSchema = z.object({ eventId: z.string().min(1).max(100) });

/** Caches keep the answer but ask again each time; an unchanged event costs a 304. */
const revalidate: Parameters<Hono['use']>[1] = async (c, next) => {
  c.header('Cache-Control', 'no-cache');
  await next();
};

/**
 * /api/events/:eventId/blocks: an event's block inventory on its venue's seating plan (decision
 * 016), public like the seating. The stadium map asks every few seconds while open: the event's
 * last edit and version are the ETag, so an unchanged event answers 304 without a body.
 */
export function blockInventoryRoutes(service: BlockInventoryService) {
  return new Hono()
    .use('*', revalidate)
    .get('/', async (c) => {
      const { eventId } = parseParams(c, eventParamSchema);
      const { blocks, tag } = await service.blocks(eventId);
      const etag = `"${tag}"`;
      c.header('ETag', etag);
      if (clientHasCurrent(c, etag)) return c.body(null, 304);
      return c.json(blocks);
    })
    .get('/seats', async (c) => {
      const { eventId } = parseParams(c, eventParamSchema);
      const { ids } = parseQuery(c, blockSeatsQuerySchema);
      return c.json(await service.blockSeats(eventId, ids));
    });
}
