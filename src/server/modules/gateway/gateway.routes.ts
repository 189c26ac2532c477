import { Hono } from 'hono';
import { z } from 'zod';
import { paymentInputSchema } from '../../../shared/schemas/booking';
import { noStore } from '../../http/no-store';
import { parseJson, parseParams } from '../../http/validate';
import type { GatewayService } from './gateway.service';

const orderParamSchema = z.object({
  orderId: z.string().regex(/^order_[A-Za-z0-9]{6,40}$/, 'Not an order id'),
});

/** The gateway simulator's public face: the browser pays an order here, as it would on a real gateway. */
export function gatewayRoutes(service: GatewayService) {
  return new Hono().post('/orders/:orderId/payments', noStore, async (c) => {
    const { orderId } = parseParams(c, orderParamSchema);
    return c.json(await service.pay(orderId, await parseJson(c, paymentInputSchema)));
  });
}
