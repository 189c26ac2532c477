import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '../../shared/schemas/account';
import { requestHost } from './allowed-hosts';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Cross-site request protection: every state-changing request must carry an Origin (or, when a
 * browser omits it, a Referer) naming the host the request was sent to. A request with neither is
 * refused too: browsers always send Origin on fetch POST/PUT/PATCH/DELETE, so only non-browser or
 * forged requests lack it. Runs before any body is read or session loaded.
 */
export function sameOriginGuard(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      // 'null' is what a sandboxed or privacy-redirected request sends: never same-origin.
      const source = origin !== undefined ? hostOf(origin) : hostOf(c.req.header('referer'));
      if (source === null || source !== requestHost(c, options.trustProxy)) {
        throw new HttpError(403, 'csrf', AUTH_MESSAGES.csrf);
      }
    }
    await next();
  };
}
