import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  admitTicketInputSchema,
  checkoutInputSchema,
  confirmInputSchema,
  verifyTicketInputSchema,
} from '../../../shared/schemas/booking';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole, requireUser } from '../../http/session';
import { parseJson, parseParams } from '../../http/validate';
import { holdParamSchema } from '../inventory/inventory.routes';
import type { BookingsService } from './bookings.service';
import { bookingCalendar } from './ics';

const bookingParamSchema = z.object({ bookingId: z.uuid('Not a booking id') });

/** Checkout, confirmation, the fan's bookings and tickets, and the gate's ticket check. */
export function bookingsRoutes(deps: {
  service: BookingsService;
  loadSession: MiddlewareHandler<AppEnv>;
  now: () => Date;
}) {
  const { service } = deps;
  const session = [noStore, deps.loadSession] as const;
  // Mounted at /api/: middleware is per route so it never touches other modules' routes.
  return new Hono<AppEnv>()
    .post('/holds/:holdId/checkout', ...session, async (c) => {
      const { holdId } = parseParams(c, holdParamSchema);
      const input = await parseJson(c, checkoutInputSchema);
      return c.json(await service.checkout(holdId, input, c.get('user')), 201);
    })
    .post('/bookings/:bookingId/confirm', ...session, async (c) => {
      const { bookingId } = parseParams(c, bookingParamSchema);
      return c.json(await service.confirm(bookingId, await parseJson(c, confirmInputSchema)));
    })
    .get('/bookings', ...session, requireUser(), async (c) =>
      c.json({ items: await service.listForUser(currentUser(c).id) }),
    )
    .get('/bookings/:bookingId', ...session, requireUser(), async (c) =>
      c.json(await service.getForViewer(parseParams(c, bookingParamSchema).bookingId, currentUser(c))),
    )
    .get('/bookings/:bookingId/calendar.ics', ...session, requireUser(), async (c) => {
      const booking = await service.getForViewer(
        parseParams(c, bookingParamSchema).bookingId,
        currentUser(c),
      );
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="khelpass-${booking.reference}.ics"`);
      return c.body(bookingCalendar(booking, deps.now()));
    })
    .post('/tickets/verify', ...session, requireRole('organizer', 'admin'), async (c) =>
      c.json(await service.verifyTicket((await parseJson(c, verifyTicketInputSchema)).token)),
    )
    .post('/tickets/admit', ...session, requireRole('organizer', 'admin'), async (c) => {
      const { token, eventId } = await parseJson(c, admitTicketInputSchema);
      return c.json(await service.admitTicket(token, eventId, currentUser(c).id));
    });
}
