import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  admitTicketInputSchema,
  checkoutInputSchema,
  confirmInputSchema,
  holdParamsSchema,
  verifyTicketInputSchema,
} from '../../../shared/schemas/booking';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole, requireUser } from '../../http/session';
import { parseJson, parseParams } from '../../http/validate';
import type { BookingsService } from './bookings.service';
import { bookingCalendar } from './ics';

const bookingParamSchema = z.object({ bookingId: z.uuid('Not a booking id') });

interface Deps {
  service: BookingsService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/** POST /api/holds/:holdId/checkout: Step 4's 'Complete Booking', for a guest or a signed-in fan. */
export function checkoutRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>().use('*', noStore, loadSession).post('/', async (c) => {
    const { holdId } = parseParams(c, holdParamsSchema);
    const input = await parseJson(c, checkoutInputSchema);
    return c.json(await service.checkout(holdId, input, c.get('user')), 201);
  });
}

/** /api/bookings: confirming a paid booking (guests too), and a fan's own bookings. */
export function bookingRoutes({ service, loadSession, now }: Deps & { now: () => Date }) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession)
    .post('/:bookingId/confirm', async (c) => {
      const { bookingId } = parseParams(c, bookingParamSchema);
      return c.json(await service.confirm(bookingId, await parseJson(c, confirmInputSchema)));
    })
    .get('/', requireUser(), async (c) => c.json({ items: await service.listForUser(currentUser(c).id) }))
    .get('/:bookingId', requireUser(), async (c) =>
      c.json(await service.getForViewer(parseParams(c, bookingParamSchema).bookingId, currentUser(c))),
    )
    .get('/:bookingId/calendar.ics', requireUser(), async (c) => {
      const booking = await service.getForViewer(
        parseParams(c, bookingParamSchema).bookingId,
        currentUser(c),
      );
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="khelpass-${booking.reference}.ics"`);
      return c.body(bookingCalendar(booking, now()));
    });
}

/** /api/tickets: the gate's check and admission, for organisers and admins. */
export function ticketRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, requireRole('organizer', 'admin'))
    .post('/verify', async (c) =>
      c.json(await service.verifyTicket((await parseJson(c, verifyTicketInputSchema)).token)),
    )
    .post('/admit', async (c) => {
      const { token, eventId } = await parseJson(c, admitTicketInputSchema);
      return c.json(await service.admitTicket(token, eventId, currentUser(c).id));
    });
}
