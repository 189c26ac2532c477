import { Hono, type MiddlewareHandler } from 'hono';
import { bookingLookupOpenSchema, bookingLookupRequestSchema } from '../../../shared/schemas/booking-lookup';
import { holdCaller } from '../../http/holder';
import { noStore } from '../../http/no-store';
import { type AppEnv, clientAddress, type HttpAuthConfig } from '../../http/session';
import { parseJson } from '../../http/validate';
import type { LookupService } from './lookup.service';

/**
 * /api/bookings/look-up: POST {reference, email} mails a link to a matching guest booking (202, the
 * same answer whether or not one matched); POST /open {token} shows the booking to the first
 * browser that opens the link (its holder cookie, given here if it has none), and that browser
 * again until the link expires.
 */
export function lookupRoutes(deps: {
  service: LookupService;
  loadSession: MiddlewareHandler<AppEnv>;
  config: HttpAuthConfig;
}) {
  const { service, config } = deps;
  return new Hono<AppEnv>()
    .use('*', noStore, deps.loadSession)
    .post('/', async (c) => {
      const input = await parseJson(c, bookingLookupRequestSchema);
      return c.json(await service.requestLink(input, clientAddress(c, config)), 202);
    })
    .post('/open', async (c) => {
      const { token } = await parseJson(c, bookingLookupOpenSchema);
      const { holderKey } = holdCaller(c, config, { issue: true });
      return c.json(
        await service.open(token, { holderKey, user: c.get('user'), ip: clientAddress(c, config) }),
      );
    });
}
