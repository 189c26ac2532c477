import { Hono } from 'hono';
import {
  eventFormSchema,
  eventPatchSchema,
  organizerEventParamsSchema,
  priceListInputSchema,
  sportTeamsQuerySchema,
} from '../../../shared/schemas/organizer';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseJson, parseParams, parseQuery } from '../../http/validate';
import type { EventEditorService } from './event-editor.service';

/**
 * The event editor under /api/organizer, for organisers (an admin does not edit events): create a draft,
 * read and change one of the organiser's own events, its price list, publish and unpublish it,
 * delete a draft; and the sport's catalogue teams for the side pickers. Another organiser's event
 * answers 404.
 */
const organizerOnly = requireRole('organizer');

export function eventEditorRoutes(editor: EventEditorService) {
  const eventId = (c: Parameters<typeof currentUser>[0]) =>
    parseParams(c, organizerEventParamsSchema).eventId;
  return new Hono<AppEnv>()
    .get('/teams', organizerOnly, async (c) =>
      c.json(await editor.sportTeams(parseQuery(c, sportTeamsQuerySchema).sport)),
    )
    .post('/events', organizerOnly, async (c) =>
      c.json(await editor.createEvent(currentUser(c), await parseJson(c, eventFormSchema)), 201),
    )
    .get('/events/:eventId', organizerOnly, async (c) =>
      c.json(await editor.getEvent(currentUser(c).id, eventId(c))),
    )
    .patch('/events/:eventId', organizerOnly, async (c) => {
      const id = eventId(c);
      return c.json(await editor.updateEvent(currentUser(c), id, await parseJson(c, eventPatchSchema)));
    })
    .delete('/events/:eventId', organizerOnly, async (c) => {
      await editor.deleteDraft(currentUser(c), eventId(c));
      return c.body(null, 204);
    })
    .put('/events/:eventId/price-list', organizerOnly, async (c) => {
      const id = eventId(c);
      return c.json(await editor.setPriceList(currentUser(c), id, await parseJson(c, priceListInputSchema)));
    })
    .post('/events/:eventId/publish', organizerOnly, async (c) =>
      c.json(await editor.publish(currentUser(c), eventId(c))),
    )
    .post('/events/:eventId/unpublish', organizerOnly, async (c) =>
      c.json(await editor.unpublish(currentUser(c), eventId(c))),
    );
}
