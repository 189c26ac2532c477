import { Hono } from 'hono';
import { venuePlanParamsSchema } from '../../../shared/schemas/venue-plan';
import { clientHasCurrent } from '../../http/conditional';
import { parseParams } from '../../http/validate';
import type { VenuePlansService } from './venue-plans.service';

/** Shared caches may keep a plan an hour; after that they ask again, and an unchanged plan costs a 304. */
const PLAN_CACHE_CONTROL = 'public, max-age=3600';

/** GET /api/venues/:venueId/plan: the venue's seating plan (public; 404 for an unknown venue). */
export function venuePlanRoutes(service: VenuePlansService) {
  return new Hono().get('/', async (c) => {
    const { venueId } = parseParams(c, venuePlanParamsSchema);
    const { plan, etag } = await service.plan(venueId);
    c.header('ETag', etag);
    c.header('Cache-Control', PLAN_CACHE_CONTROL);
    if (clientHasCurrent(c, etag)) return c.body(null, 304);
    return c.json(plan);
  });
}
