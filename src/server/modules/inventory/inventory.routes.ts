import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  createHoldSchema,
  holdParamsSchema,
  saveProgressSchema,
  updateHoldSchema,
} from '../../../shared/schemas/booking';
import { holdCaller } from '../../http/holder';
import { noStore } from '../../http/no-store';
import {
  type AppEnv,
  clientAddress,
  currentUser,
  type HttpAuthConfig,
  requireUser,
} from '../../http/session';
import { parseJson, parseParams, parseQuery } from '../../http/validate';
import type { InventoryService } from './inventory.service';

const eventParamSchema = z.object({ eventId: z.string().min(1).max(100) });
const seatingQuerySchema = z.object({ hold: z.uuid('Not a booking session id').optional() });

interface HoldDeps {
  service: InventoryService;
  loadSession: MiddlewareHandler<AppEnv>;
  config: HttpAuthConfig;
}

/**
 * /api/holds: the booking dialog's session, for guests too. A session is its opener's: the browser
 * (holder cookie) or the account; anyone else, id or not, is told there is no such session. A
 * signed-in fan's dialog also keeps its progress with the session (PUT …/progress; a guest's saves
 * nothing, product-spec.md section 2) and, reopened, carries on with the running session
 * (POST { resume: true }).
 */
export function holdRoutes({ service, loadSession, config }: HoldDeps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession)
    .post('/', async (c) => {
      const { eventId, resume } = await parseJson(c, createHoldSchema);
      const caller = holdCaller(c, config, { issue: true });
      const address = clientAddress(c, config);
      if (!resume) return c.json(await service.createHold(eventId, caller, address), 201);
      const opened = await service.openOrResume(eventId, caller, address);
      return c.json(opened, opened.resumed ? 200 : 201);
    })
    .get('/:holdId', async (c) =>
      c.json(await service.getHold(parseParams(c, holdParamsSchema).holdId, holdCaller(c, config))),
    )
    .put('/:holdId', async (c) => {
      const { holdId } = parseParams(c, holdParamsSchema);
      const { selection } = await parseJson(c, updateHoldSchema);
      return c.json(await service.select(holdId, holdCaller(c, config), selection));
    })
    .put('/:holdId/progress', requireUser(), async (c) => {
      const { holdId } = parseParams(c, holdParamsSchema);
      const { progress } = await parseJson(c, saveProgressSchema);
      await service.saveProgress(holdId, currentUser(c).id, progress);
      return c.body(null, 204);
    })
    .post('/:holdId/extend', async (c) =>
      c.json(await service.extend(parseParams(c, holdParamsSchema).holdId, holdCaller(c, config))),
    )
    .delete('/:holdId', async (c) => {
      await service.release(parseParams(c, holdParamsSchema).holdId, holdCaller(c, config));
      return c.body(null, 204);
    });
}

/** /api/events/:eventId/seating: an event's categories and seat map, live. */
export function seatingRoutes(service: InventoryService) {
  return new Hono<AppEnv>().use('*', noStore).get('/', async (c) => {
    const { eventId } = parseParams(c, eventParamSchema);
    return c.json(await service.seating(eventId, parseQuery(c, seatingQuerySchema).hold));
  });
}
