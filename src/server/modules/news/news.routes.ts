import { Hono, type MiddlewareHandler } from 'hono';
import {
  newsCreateSchema,
  newsInputSchema,
  newsParamsSchema,
  newsQuerySchema,
} from '../../../shared/schemas/news';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseJson, parseParams, parseQuery } from '../../http/validate';
import type { NewsService } from './news.service';

/** /api/news: published articles, newest first (?sport= for one sport's). */
export function newsRoutes(service: NewsService) {
  return new Hono().get('/', async (c) =>
    c.json({ items: await service.listPublished(parseQuery(c, newsQuerySchema).sport) }),
  );
}

interface AdminDeps {
  service: NewsService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/**
 * /api/admin/news (admins only): GET / every article, drafts too; POST / a new draft (201, or 200
 * with the draft made before for the same draftId); PUT /:id
 * rewrites it; POST /:id/publish and /:id/unpublish. Each change is in the audit log; asking for
 * what is already so changes nothing and answers the article.
 */
export function adminNewsRoutes({ service, loadSession }: AdminDeps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('admin'))
    .get('/', async (c) => c.json({ items: await service.listAll() }))
    .post('/', async (c) => {
      const { item, created } = await service.create(currentUser(c), await parseJson(c, newsCreateSchema));
      return c.json(item, created ? 201 : 200);
    })
    .put('/:id', async (c) => {
      const { id } = parseParams(c, newsParamsSchema);
      const input = await parseJson(c, newsInputSchema);
      return c.json(await service.edit(currentUser(c), id, input));
    })
    .post('/:id/publish', async (c) =>
      c.json(await service.publish(currentUser(c), parseParams(c, newsParamsSchema).id)),
    )
    .post('/:id/unpublish', async (c) =>
      c.json(await service.unpublish(currentUser(c), parseParams(c, newsParamsSchema).id)),
    );
}
