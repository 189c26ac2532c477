import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit as streamedBodyLimit } from 'hono/body-limit';
import { HttpError } from './errors';

const tooLarge = () => new HttpError(413, 'payload_too_large', 'The request body is too large');

/**
 * Refuses request bodies over maxSize. A declared length is judged from its header alone: hono's
 * bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a whole web Request (a web
 * stream and an AbortController) for every API request, a sixth of the server's time at an on-sale
 * rush. A body of undeclared length is counted as it streams, by hono's bodyLimit.
 */
export function bodyLimit(maxSize: number): MiddlewareHandler {
  const streamed = streamedBodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (declared !== undefined && !chunked) {
      if (Number(declared) > maxSize) throw tooLarge();
      return next();
    }
    // An HTTP/1.1 request with neither header has no body (RFC 9112, 6.3).
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && !chunked && incoming.httpVersionMajor === 1) return next();
    return streamed(c, next);
  };
}
