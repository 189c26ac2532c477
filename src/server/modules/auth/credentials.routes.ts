import { Hono, type MiddlewareHandler } from 'hono';
import {
  emailChangeSchema,
  linkTokenInputSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '../../../shared/schemas/credentials';
import { noStore } from '../../http/no-store';
import {
  type AppEnv,
  clientAddress,
  currentSessionId,
  currentUser,
  type HttpAuthConfig,
  requireUser,
} from '../../http/session';
import { parseJson } from '../../http/validate';
import { requestMeta, setSignedIn } from './auth.routes';
import { type AuthService, toSessionUser } from './auth.service';
import type { CredentialsService } from './credentials.service';

/**
 * /api/auth/password-reset: POST {email} asks for a link (202, the same answer whatever the
 * address); POST /check {token} says whether a link still works (204, or 410); POST /complete
 * {token, password} sets the password and signs this browser in afresh, every other session ended.
 */
export function passwordResetRoutes(deps: {
  credentials: CredentialsService;
  auth: AuthService;
  config: HttpAuthConfig;
}) {
  const { credentials, config } = deps;
  return new Hono<AppEnv>()
    .use('*', noStore)
    .post('/', async (c) => {
      const { email } = await parseJson(c, passwordResetRequestSchema);
      return c.json(await credentials.requestPasswordReset(email, clientAddress(c, config)), 202);
    })
    .post('/check', async (c) => {
      const { token } = await parseJson(c, linkTokenInputSchema);
      await credentials.checkResetLink(token, clientAddress(c, config));
      return c.body(null, 204);
    })
    .post('/complete', async (c) => {
      const input = await parseJson(c, passwordResetSchema);
      const account = await credentials.resetPassword(input, clientAddress(c, config));
      setSignedIn(c, await deps.auth.startSession(account.id, requestMeta(c, config)), config);
      return c.json({ user: toSessionUser(account) });
    });
}

/** POST /api/auth/email-confirmation {token}: a confirmation or e-mail change link opened (no session needed). */
export function emailConfirmationRoutes(deps: { credentials: CredentialsService; config: HttpAuthConfig }) {
  return new Hono<AppEnv>().use('*', noStore).post('/', async (c) => {
    const { token } = await parseJson(c, linkTokenInputSchema);
    return c.json(await deps.credentials.confirmEmail(token, clientAddress(c, deps.config)));
  });
}

/**
 * /api/account, the signed-in account's credentials: GET /email (its address and whether it is
 * confirmed), POST /email (a change, confirmed by a link to the new address), POST
 * /email/confirmation (the confirmation link again), POST /password (a new password; the
 * account's other sessions end).
 */
export function accountRoutes(deps: {
  credentials: CredentialsService;
  loadSession: MiddlewareHandler<AppEnv>;
}) {
  const { credentials } = deps;
  return new Hono<AppEnv>()
    .use('*', noStore, deps.loadSession, requireUser())
    .get('/email', async (c) => c.json(await credentials.emailStatus(currentUser(c))))
    .post('/email', async (c) => {
      const input = await parseJson(c, emailChangeSchema);
      return c.json(await credentials.requestEmailChange(currentUser(c), input), 202);
    })
    .post('/email/confirmation', async (c) =>
      c.json(await credentials.resendConfirmation(currentUser(c)), 202),
    )
    .post('/password', async (c) => {
      const input = await parseJson(c, passwordChangeSchema);
      return c.json(await credentials.changePassword(currentUser(c), currentSessionId(c), input));
    });
}
