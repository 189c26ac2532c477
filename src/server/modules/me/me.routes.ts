import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  activityInputSchema,
  cartAddSchema,
  cartMergeSchema,
  cartQuantitySchema,
  eventIdSchema,
  preferencesSchema,
  profileInputSchema,
  recentlyViewedInputSchema,
  wishlistAddSchema,
  wishlistMergeSchema,
} from '../../../shared/schemas/account';
import { noStore } from '../../http/no-store';
import { type AppEnv, currentUser, requireRole, requireUser } from '../../http/session';
import { parseJson, parseParams } from '../../http/validate';
import type { MeService } from './me.service';

const eventParamSchema = z.object({ eventId: eventIdSchema });

/** /api/me/*: the signed-in person's own data. Every route needs a session. */
export function meRoutes(deps: { service: MeService; loadSession: MiddlewareHandler<AppEnv> }) {
  const { service } = deps;
  const id = (c: Parameters<typeof currentUser>[0]) => currentUser(c).id;
  const eventParam = (c: Parameters<typeof currentUser>[0]) => parseParams(c, eventParamSchema).eventId;

  return (
    new Hono<AppEnv>()
      .use('*', deps.loadSession, requireUser(), noStore)
      // Profile and preferences: any signed-in role.
      .get('/profile', async (c) => c.json(await service.getProfile(id(c))))
      .put('/profile', async (c) =>
        c.json(await service.updateProfile(id(c), await parseJson(c, profileInputSchema))),
      )
      .get('/preferences', async (c) => c.json(await service.getPreferences(id(c))))
      .put('/preferences', async (c) =>
        c.json(await service.updatePreferences(id(c), await parseJson(c, preferencesSchema))),
      )
      // The dashboard's figures: role user only (product-spec.md section 6: /dashboard is user only).
      .get('/stats', requireRole('user'), async (c) => c.json(await service.stats(id(c))))
      .get('/bookings/recent', async (c) => c.json({ items: await service.recentBookings(id(c)) }))
      // Activity and recently viewed.
      .get('/activity', async (c) => c.json({ items: await service.listActivity(id(c)) }))
      .post('/activity', async (c) =>
        c.json(await service.recordActivity(id(c), await parseJson(c, activityInputSchema)), 201),
      )
      .get('/recently-viewed', async (c) => c.json({ items: await service.recentlyViewed(id(c)) }))
      .post('/recently-viewed', async (c) => {
        const { eventId } = await parseJson(c, recentlyViewedInputSchema);
        return c.json({ items: await service.recordView(id(c), eventId) }, 201);
      })
      // Cart (product-spec.md section 4); every answer is the whole cart.
      .get('/cart', async (c) => c.json(await service.cart(id(c))))
      .delete('/cart', async (c) => c.json(await service.clearCart(id(c))))
      .post('/cart/items', async (c) => {
        const { eventId } = await parseJson(c, cartAddSchema);
        return c.json(await service.addToCart(id(c), eventId));
      })
      .patch('/cart/items/:eventId', async (c) => {
        const eventId = eventParam(c);
        const { quantity } = await parseJson(c, cartQuantitySchema);
        return c.json(await service.setCartQuantity(id(c), eventId, quantity));
      })
      .delete('/cart/items/:eventId', async (c) => c.json(await service.removeFromCart(id(c), eventParam(c))))
      .post('/cart/merge', async (c) =>
        c.json(await service.mergeCart(id(c), await parseJson(c, cartMergeSchema))),
      )
      // Wishlist; every answer is the whole wishlist.
      .get('/wishlist', async (c) => c.json(await service.wishlist(id(c))))
      .delete('/wishlist', async (c) => c.json(await service.clearWishlist(id(c))))
      .post('/wishlist', async (c) => {
        const { eventId } = await parseJson(c, wishlistAddSchema);
        return c.json(await service.addToWishlist(id(c), eventId));
      })
      .delete('/wishlist/items/:eventId', async (c) =>
        c.json(await service.removeFromWishlist(id(c), eventParam(c))),
      )
      .post('/wishlist/merge', async (c) => {
        const { eventIds } = await parseJson(c, wishlistMergeSchema);
        return c.json(await service.mergeWishlist(id(c), eventIds));
      })
  );
}
