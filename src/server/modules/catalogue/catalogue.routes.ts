import { Hono } from 'hono';
import { z } from 'zod';
import {
  eventListQuerySchema,
  scoresQuerySchema,
  searchQuerySchema,
  sportParamsSchema,
  venueListQuerySchema,
} from '../../../shared/schemas/catalogue';
import { parseParams, parseQuery } from '../../http/validate';
import type { CatalogueService } from './catalogue.service';

const eventIdSchema = z.object({ id: z.string().min(1).max(64, 'Event ids are at most 64 characters') });

/**
 * The public catalogue at the API's root: /events, /search, /venues, /cities, /sports (with each
 * sport's tournaments and stats), /scores (/news: modules/news).
 */
export function catalogueRoutes(service: CatalogueService) {
  return new Hono()
    .get('/events', async (c) => c.json(await service.listEvents(parseQuery(c, eventListQuerySchema))))
    .get('/events/:id', async (c) => c.json(await service.getEvent(parseParams(c, eventIdSchema).id)))
    .get('/search', async (c) => {
      const { q, limit } = parseQuery(c, searchQuerySchema);
      return c.json({ query: q, results: await service.search(q, limit) });
    })
    .get('/venues', async (c) =>
      c.json({ items: await service.listVenues(parseQuery(c, venueListQuerySchema)) }),
    )
    .get('/cities', async (c) => c.json({ items: await service.listCities() }))
    .get('/sports', async (c) => c.json({ items: await service.listSports() }))
    .get('/sports/:sport/tournaments', async (c) =>
      c.json({ items: await service.listTournaments(parseParams(c, sportParamsSchema).sport) }),
    )
    .get('/sports/:sport/stats', async (c) =>
      c.json(await service.sportStats(parseParams(c, sportParamsSchema).sport)),
    )
    .get('/scores', async (c) =>
      c.json({ items: await service.listScores(parseQuery(c, scoresQuerySchema).sport) }),
    );
}
