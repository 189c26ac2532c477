import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { checkoutInputSchema, confirmInputSchema, holdParamsSchema } from '../../../shared/schemas/booking';
import { HttpError, notFound } from '../../http/errors';
import { holdCaller } from '../../http/holder';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, type HttpAuthConfig, requireUser } from '../../http/session';
import { parseJson, parseJsonText, parseParams } from '../../http/validate';
import { WEBHOOK_SIGNATURE_HEADER, webhookPayloadSchema } from '../gateway/webhooks';
import type { BookingsService } from './bookings.service';
import { bookingCalendar } from './ics';

const bookingParamSchema = z.object({ bookingId: z.uuid('Not a booking id') });

interface Deps {
  service: BookingsService;
  loadSession: MiddlewareHandler<AppEnv>;
}

/**
 * /api/holds/:holdId/checkout, for the session's own browser or account: POST is Step 4's
 * 'Complete Booking'; DELETE reopens the session when the fan closes the payment window to change
 * something.
 */
export function checkoutRoutes({ service, loadSession, config }: Deps & { config: HttpAuthConfig }) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession)
    .post('/', async (c) => {
      const { holdId } = parseParams(c, holdParamsSchema);
      const input = await parseJson(c, checkoutInputSchema);
      return c.json(await service.checkout(holdId, input, holdCaller(c, config)), 201);
    })
    .delete('/', async (c) => {
      const { holdId } = parseParams(c, holdParamsSchema);
      return c.json(await service.reopen(holdId, holdCaller(c, config)));
    });
}

/**
 * POST /api/payments/webhook: the gateway's notification of a capture, signed with the webhook
 * secret. Answered 200 once the capture is settled (a booking or a refund), so the gateway stops
 * retrying; anything else and it tries again later.
 */
export function paymentWebhookRoutes({
  service,
  verifySignature,
}: {
  service: BookingsService;
  verifySignature: (body: string, signature: string) => Promise<boolean>;
}) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const body = await c.req.text();
    const signature = c.req.header(WEBHOOK_SIGNATURE_HEADER) ?? '';
    if (!(await verifySignature(body, signature))) {
      throw new HttpError(401, 'invalid_signature', 'The webhook signature does not match');
    }
    const { payment } = parseJsonText(body, webhookPayloadSchema);
    const settled = await service.settleCapture(payment.id);
    if (!settled) throw notFound('Payment');
    return c.json({ settled });
  });
}

/**
 * /api/bookings: confirming a paid booking (guests too), a fan's own bookings, and a paid booking's
 * tax invoice (a guest's too, in the browser that booked it).
 */
export function bookingRoutes({
  service,
  loadSession,
  now,
  config,
}: Deps & { now: () => Date; config: HttpAuthConfig }) {
  return new Hono<AppEnv>()
    .use('*', noStore, loadSession)
    .post('/:bookingId/confirm', async (c) => {
      const { bookingId } = parseParams(c, bookingParamSchema);
      return c.json(await service.confirm(bookingId, await parseJson(c, confirmInputSchema)));
    })
    .get('/', requireUser(), async (c) => c.json({ items: await service.listForUser(currentUser(c).id) }))
    .get('/:bookingId/checkout', requireUser(), async (c) =>
      c.json(await service.resumeCheckout(parseParams(c, bookingParamSchema).bookingId, currentUser(c))),
    )
    .get('/:bookingId', requireUser(), async (c) =>
      c.json(await service.getForViewer(parseParams(c, bookingParamSchema).bookingId, currentUser(c))),
    )
    .get('/:bookingId/invoice', async (c) => {
      const { bookingId } = parseParams(c, bookingParamSchema);
      const viewer = c.get('user') ?? null;
      return c.json(
        await service.invoiceFor(bookingId, { viewer, holderKey: holdCaller(c, config).holderKey }),
      );
    })
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
