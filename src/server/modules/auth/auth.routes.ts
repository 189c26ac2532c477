import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  AUTH_MESSAGES,
  otpRequestSchema,
  phoneSignInSchema,
  providerSignInSchema,
  signInSchema,
  signUpSchema,
} from '../../../shared/schemas/account';
import { HttpError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import {
  type AppEnv,
  clearSessionCookie,
  clientAddress,
  DEVICE_COOKIE,
  type HttpAuthConfig,
  setDeviceCookie,
  setSessionCookie,
} from '../../http/session';
import { parseJson } from '../../http/validate';
import type { AuthService } from './auth.service';

const providerNotConfigured = () =>
  new HttpError(501, 'provider_not_configured', AUTH_MESSAGES.providerNotConfigured);

/** Who asks, as a new session records it: address, browser and its device cookie. */
export const requestMeta = (c: Context, config: HttpAuthConfig) => ({
  ip: clientAddress(c, config),
  userAgent: c.req.header('user-agent'),
  deviceToken: getCookie(c, DEVICE_COOKIE),
});

/** Hands a new session to the browser: its cookie, and the device cookie kept through sign-outs. */
export function setSignedIn(
  c: Context,
  tokens: { token: string; deviceToken: string },
  config: HttpAuthConfig,
) {
  setSessionCookie(c, tokens.token, config);
  setDeviceCookie(c, tokens.deviceToken, config);
}

export function authRoutes(deps: {
  service: AuthService;
  loadSession: MiddlewareHandler<AppEnv>;
  config: HttpAuthConfig;
}) {
  const { service, config } = deps;
  const meta = (c: Context) => requestMeta(c, config);
  const signedIn = (c: Context, tokens: { token: string; deviceToken: string }) =>
    setSignedIn(c, tokens, config);

  return (
    new Hono<AppEnv>()
      // Session answers are per person: never cached by the browser or a proxy.
      .use('*', noStore)
      .post('/sign-up', async (c) => {
        const input = await parseJson(c, signUpSchema);
        const { user, ...tokens } = await service.signUp(input, meta(c));
        signedIn(c, tokens);
        return c.json({ user }, 201);
      })
      .post('/sign-in', async (c) => {
        const input = await parseJson(c, signInSchema);
        const { user, ...tokens } = await service.signIn(input, meta(c));
        signedIn(c, tokens);
        return c.json({ user }, 200);
      })
      .post('/sign-out', deps.loadSession, async (c) => {
        await service.signOut(c.get('sessionToken'));
        // A cookie naming no live session was already cleared by loadSession.
        if (c.get('user')) clearSessionCookie(c, config);
        return c.body(null, 204);
      })
      .get('/session', deps.loadSession, (c) => c.json({ user: c.get('user') }))
      // Phone, OTP and third-party sign-in exist but no identity provider is configured
      // (product-spec.md sections 7 and 8).
      .post('/phone', async (c) => {
        await parseJson(c, phoneSignInSchema);
        throw providerNotConfigured();
      })
      .post('/otp', async (c) => {
        await parseJson(c, otpRequestSchema);
        throw providerNotConfigured();
      })
      .post('/provider', async (c) => {
        await parseJson(c, providerSignInSchema);
        throw providerNotConfigured();
      })
  );
}
