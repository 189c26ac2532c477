import { Hono } from 'hono';
import { weatherQuerySchema } from '../../../shared/schemas/weather';
import { parseQuery } from '../../http/validate';
import type { WeatherService } from './weather.service';

/** GET /api/weather?city=: the city's current weather (public; 503 without a key, 502 when the service fails). */
export function weatherRoutes(service: WeatherService) {
  return new Hono().get('/', async (c) =>
    c.json(await service.current(parseQuery(c, weatherQuerySchema).city)),
  );
}
