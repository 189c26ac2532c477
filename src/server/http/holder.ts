// The holder cookie: a random token an httpOnly cookie carries for every browser that opens a
// booking session. A session belongs to the browser that opened it (and to the account, when one is
// signed in); the database keeps only the token's SHA-256, as the holder key.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { type AppEnv, cookieOptions, type HttpAuthConfig } from './session';

const HOLDER_COOKIE = 'kp_holder';
/** A browser keeps its holder token for a day: longer than any session, shorter than a device's life. */
const HOLDER_MAX_AGE_SECONDS = 86_400;

const keyOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The caller's holder key. Opening a session (`issue`) gives a browser without a holder cookie a
 * new one; elsewhere a missing cookie is a key no session has.
 */
function holderKey(c: Context, config: HttpAuthConfig, { issue = false } = {}): string {
  const token = getCookie(c, HOLDER_COOKIE);
  if (token && /^[A-Za-z0-9_-]{43}$/.test(token)) return keyOf(token);
  if (!issue) return '';
  const fresh = randomBytes(32).toString('base64url');
  setCookie(c, HOLDER_COOKIE, fresh, {
    ...cookieOptions(c, config),
    path: '/api',
    sameSite: 'Strict',
    maxAge: HOLDER_MAX_AGE_SECONDS,
  });
  return keyOf(fresh);
}

/**
 * Who asks to use a booking session: the browser's holder key and the signed-in account, if any.
 * `issue` gives a browser without a holder cookie one (opening a session).
 */
export const holdCaller = (
  c: Context<AppEnv>,
  config: HttpAuthConfig,
  options: { issue?: boolean } = {},
) => ({
  holderKey: holderKey(c, config, options),
  userId: c.get('user')?.id ?? null,
});
