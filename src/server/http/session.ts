// The session cookie, the middleware that loads the signed-in user, and the guards.
//
//   const router = new Hono<AppEnv>().use('*', loadSession).use('*', requireUser());
//   router.get('/x', (c) => c.json(currentUser(c)));
import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_MESSAGES, type Role, type SessionUser } from '../../shared/schemas/account';
import { HttpError } from './errors';

export const SESSION_COOKIE = 'kp_session';
/** Names the browser across sign-ins, so a sign-in from the owner's own browser is known (decision 003). */
export const DEVICE_COOKIE = 'kp_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

export type CookieSecure = 'auto' | 'true' | 'false';

export interface HttpAuthConfig {
  /** 'auto': Secure when the request arrived over https (X-Forwarded-Proto counts with trustProxy). */
  cookieSecure: CookieSecure;
  /** Trust X-Forwarded-For / X-Forwarded-Proto / X-Forwarded-Host from one reverse proxy. */
  trustProxy: boolean;
  /** Lifetime of the cookie in the browser; the server decides validity on every request. */
  cookieMaxAgeSeconds: number;
}

export type AppEnv = {
  Variables: {
    /** The signed-in user, or null for a guest. Set by the session middleware. */
    user: SessionUser | null;
    /** The raw token of a valid session cookie (for sign-out), or null. */
    sessionToken: string | null;
  };
};

function isHttps(c: Context, config: HttpAuthConfig): boolean {
  if (config.trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

export function cookieOptions(c: Context, config: HttpAuthConfig) {
  const secure = config.cookieSecure === 'auto' ? isHttps(c, config) : config.cookieSecure === 'true';
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure } as const;
}

export function setSessionCookie(c: Context, token: string, config: HttpAuthConfig) {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c, config), maxAge: config.cookieMaxAgeSeconds });
}

export function clearSessionCookie(c: Context, config: HttpAuthConfig) {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, config));
}

/** Kept through sign-out: it vouches for nothing alone, only with a recent session of the account. */
export function setDeviceCookie(c: Context, token: string, config: HttpAuthConfig) {
  setCookie(c, DEVICE_COOKIE, token, { ...cookieOptions(c, config), maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
}

/** The caller's address: the socket's, or the last X-Forwarded-For hop when a proxy is trusted. */
export function clientAddress(c: Context, config: Pick<HttpAuthConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const hops = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops?.at(-1);
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

/**
 * Loads the session named by the cookie into c.var.user (null for guests). A cookie that names no
 * valid session (tampered, unknown, expired, revoked) signs the caller out and is cleared.
 */
export function sessionMiddleware(deps: {
  resolve: (token: string) => Promise<SessionUser | null>;
  config: HttpAuthConfig;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    let user: SessionUser | null = null;
    if (token !== undefined) {
      user = await deps.resolve(token);
      if (!user) clearSessionCookie(c, deps.config);
    }
    c.set('user', user);
    c.set('sessionToken', user ? (token ?? null) : null);
    await next();
  };
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated);
export const forbidden = () => new HttpError(403, 'forbidden', AUTH_MESSAGES.forbidden);

/** 401 for guests. Runs after sessionMiddleware. */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('user')) throw unauthenticated();
    await next();
  };
}

/** 401 for guests, 403 for a signed-in role not listed. Runs after sessionMiddleware. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthenticated();
    if (!roles.includes(user.role)) throw forbidden();
    await next();
  };
}

/** A session's id: the sha256 (hex) of its cookie's token, so the database never holds a token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The caller's session id in a handler behind requireUser / requireRole. */
export function currentSessionId(c: Context<AppEnv>): string {
  const token = c.get('sessionToken');
  if (!token) throw unauthenticated();
  return sessionIdOf(token);
}

/** The signed-in user in a handler behind requireUser / requireRole. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}
