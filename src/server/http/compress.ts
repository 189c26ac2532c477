import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/**
 * hono's compress, with its `Vary: Accept-Encoding` set before the handler runs. Set after, it
 * copies every answer into a new response even when the client accepts no compression.
 */
export function compressResponses(): MiddlewareHandler {
  const compressing = compress();
  return async (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    return compressing(c, next);
  };
}
