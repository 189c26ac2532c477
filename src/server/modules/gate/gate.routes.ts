import { type Context, Hono, type MiddlewareHandler } from 'hono';
import {
  admissionParamsSchema,
  admissionSyncInputSchema,
  admitTicketInputSchema,
  verifyTicketInputSchema,
} from '../../../shared/schemas/gate';
import { organizerEventParamsSchema } from '../../../shared/schemas/organizer';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole } from '../../http/session';
import { parseJson, parseParams } from '../../http/validate';
import type { Gate, GateService } from './gate.service';

interface Deps {
  service: GateService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/** The gate is run by organisers (their own events: the service answers 404 for others) and admins. */
const gateStaff = requireRole('organizer', 'admin');

function gateOf(c: Context<AppEnv>): Gate {
  const { id, role } = currentUser(c);
  return { userId: id, role };
}
const eventIdOf = (c: Context<AppEnv>) => parseParams(c, organizerEventParamsSchema).eventId;

/** /api/tickets: the online gate's check (POST /verify) and admission (POST /admit). */
export function ticketRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, gateStaff)
    .post('/verify', async (c) => {
      const { token } = await parseJson(c, verifyTicketInputSchema);
      return c.json(await service.verifyTicket(token, gateOf(c)));
    })
    .post('/admit', async (c) => {
      const { token, eventId, deviceId } = await parseJson(c, admitTicketInputSchema);
      return c.json(await service.admitTicket(token, eventId, gateOf(c), deviceId));
    });
}

/**
 * GET /api/organizer/events/:eventId/gate-key: the event's offline gate pack (public key, void
 * tickets) for its organiser or an admin; another organiser's event is not found. Never stored by a
 * cache: the void list changes with every refund.
 */
export function gateKeyRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, gateStaff)
    .get('/', async (c) => c.json(await service.gatePack(eventIdOf(c), gateOf(c))));
}

/**
 * /api/organizer/events/:eventId/admissions: GET the gate's counters, newest admissions and flagged
 * ones; POST /sync a device's offline admissions; POST /:ticketId/undo a supervisor's undo.
 */
export function admissionRoutes({ service, loadSession }: Deps) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession, gateStaff)
    .get('/', async (c) => c.json(await service.view(eventIdOf(c), gateOf(c))))
    .post('/sync', async (c) => {
      const eventId = eventIdOf(c);
      const input = await parseJson(c, admissionSyncInputSchema);
      return c.json(await service.sync(eventId, gateOf(c), input));
    })
    .post('/:ticketId/undo', async (c) => {
      const { eventId, ticketId } = parseParams(c, admissionParamsSchema);
      return c.json(await service.undo(eventId, ticketId, currentUser(c)));
    });
}
