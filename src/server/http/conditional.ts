import type { Context } from 'hono';

/**
 * Whether the request's If-None-Match already names this ETag (or `*`): the client's copy is
 * current and the answer is a 304 without a body. Weak tags compare as strong ones.
 */
export function clientHasCurrent(c: Context, etag: string): boolean {
  const known = c.req
    .header('if-none-match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  return known !== undefined && (known.includes(etag) || known.includes('*'));
}
