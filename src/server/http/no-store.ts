import type { MiddlewareHandler } from 'hono';

/**
 * Answers that belong to one buyer or one moment (holds, bookings, live seat maps) are never cached.
 * Set before the handler runs: a header set after the answer is made copies the whole response.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};
