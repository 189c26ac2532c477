import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { adminBookingSearchSchema, adminRefundInputSchema } from '../../../shared/schemas/admin-bookings';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseJson, parseParams, parseQuery } from '../../http/validate';
import type { AdminBookingsService } from './admin-bookings.service';

interface Deps {
  service: AdminBookingsService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/** Any reference-like text: one that names no booking answers 404, like a booking that is gone. */
const referenceParamSchema = z.object({ reference: z.string().trim().min(1).max(40) });

/**
 * /api/admin/bookings (admins only): GET /?q= finds bookings by reference or e-mail, GET
 * /:reference shows one, POST /:reference/refund refunds it (in full or the insurance only), POST
 * /:reference/resend-email mails its confirmation again.
 */
export function adminBookingRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('admin'))
    .get('/', async (c) => {
      const { q } = parseQuery(c, adminBookingSearchSchema);
      return c.json({ items: await service.search(q) });
    })
    .get('/:reference', async (c) => {
      const { reference } = parseParams(c, referenceParamSchema);
      return c.json(await service.detail(reference));
    })
    .post('/:reference/refund', async (c) => {
      const { reference } = parseParams(c, referenceParamSchema);
      const input = await parseJson(c, adminRefundInputSchema);
      return c.json(await service.refund(reference, input, currentUser(c)));
    })
    .post('/:reference/resend-email', async (c) => {
      const { reference } = parseParams(c, referenceParamSchema);
      return c.json(await service.resendEmail(reference, currentUser(c)));
    });
}
