import { Hono, type MiddlewareHandler } from 'hono';
import { bannersQuerySchema } from '../../../shared/schemas/banners';
import { noStore } from '../../http/no-store';
import type { AppEnv } from '../../http/session';
import { parseQuery } from '../../http/validate';
import type { BannersService } from './banners.service';

/**
 * GET /api/banners?city=: the banners for the caller, signed in or guest (a bad city is a 400
 * naming it). Each answer is the caller's at this moment: not stored by browsers or proxies.
 */
export function bannerRoutes(deps: { service: BannersService; loadSession: MiddlewareHandler<AppEnv> }) {
  return new Hono<AppEnv>().get('/', deps.loadSession, noStore, async (c) => {
    const { city } = parseQuery(c, bannersQuerySchema);
    const user = c.get('user');
    return c.json(await deps.service.list(user ? { userId: user.id } : null, city ?? null));
  });
}
