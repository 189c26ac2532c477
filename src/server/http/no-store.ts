import type { MiddlewareHandler } from 'hono';

/** Answers that belong to one buyer or one moment (holds, bookings, live seat maps) are never cached. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
