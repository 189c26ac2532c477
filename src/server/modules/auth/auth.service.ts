import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  type SessionUser,
  type signInSchema,
  type signUpSchema,
} from '../../../shared/schemas/account';
import { HttpError } from '../../http/errors';
import type { AuthRepo, SessionUserRow } from './auth.repo';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** No session outlives this, however active. */
export const SESSION_ABSOLUTE_DAYS = 30;
/** A session in use has its idle expiry moved forward at most this often (one write per hour). */
export const SESSION_SLIDE_MS = HOUR_MS;
/** Failed sign-ins are counted within this window. */
export const ATTEMPT_WINDOW_MS = 15 * MINUTE_MS;
export const EMAIL_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 20;
const FAILURE_DELAY_STEP_MS = 200;
const FAILURE_DELAY_CAP_MS = 2000;
const USER_AGENT_MAX = 255;

/** Delay after the n-th failed attempt: 200 ms × n, at most 2 s. */
export const failureDelayMs = (failures: number) =>
  Math.min(FAILURE_DELAY_STEP_MS * Math.max(failures, 1), FAILURE_DELAY_CAP_MS);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface AuthServiceOptions {
  now: () => Date;
  /** Sessions unused this long end (env SESSION_IDLE_DAYS). */
  sessionIdleDays: number;
  /** Waits after a failed sign-in; tests pass a recorder instead of sleeping. */
  failureDelay: (ms: number) => Promise<void>;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/** A token the cookie carries: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAuthService(repo: AuthRepo, options: AuthServiceOptions) {
  const idleMs = options.sessionIdleDays * DAY_MS;
  const absoluteMs = SESSION_ABSOLUTE_DAYS * DAY_MS;
  let lastHousekeeping = 0;

  const expiryFrom = (createdAt: Date, now: Date) =>
    new Date(Math.min(now.getTime() + idleMs, createdAt.getTime() + absoluteMs));

  async function startSession(userId: string, meta: RequestMeta) {
    const now = options.now();
    const token = randomBytes(32).toString('base64url');
    await repo.insertSession({
      id: sessionId(token),
      userId,
      now,
      expiresAt: expiryFrom(now, now),
      userAgent: meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    await housekeeping(now);
    return token;
  }

  /** Drops long-dead sessions and stale attempt counters, at most once per window per process. */
  async function housekeeping(now: Date) {
    if (now.getTime() - lastHousekeeping < ATTEMPT_WINDOW_MS) return;
    lastHousekeeping = now.getTime();
    await repo.deleteSessionsExpiredBefore(new Date(now.getTime() - DAY_MS));
    await repo.deleteAttemptsBefore(new Date(now.getTime() - ATTEMPT_WINDOW_MS));
  }

  function tooManyAttempts(windowStart: Date, now: Date): HttpError {
    const seconds = Math.max(
      1,
      Math.ceil((windowStart.getTime() + ATTEMPT_WINDOW_MS - now.getTime()) / 1000),
    );
    return new HttpError(429, 'too_many_attempts', AUTH_MESSAGES.tooManyAttempts, undefined, {
      'Retry-After': String(seconds),
    });
  }

  return {
    async signUp(input: z.infer<typeof signUpSchema>, meta: RequestMeta) {
      const passwordHash = await hashPassword(input.password);
      const row = await repo.insertUser({
        email: input.email,
        name: input.name,
        passwordHash,
        now: options.now(),
      });
      if (!row) {
        throw new HttpError(409, 'email_taken', AUTH_MESSAGES.emailTaken, {
          email: AUTH_MESSAGES.emailTaken,
        });
      }
      return { user: toSessionUser(row), token: await startSession(row.id, meta) };
    },

    /**
     * Every attempt is counted for its address and its e-mail before the password is checked, in
     * one atomic statement each, so parallel guesses cannot slip past the limit; a success takes its
     * count back. Past the limit the answer is 429 whatever the password.
     */
    async signIn(input: z.infer<typeof signInSchema>, meta: RequestMeta) {
      const now = options.now();
      const windowStartAfter = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
      const ipKey = `ip:${meta.ip}`;
      const emailKey = `email:${input.email}`;
      const ip = await repo.countAttempt(ipKey, now, windowStartAfter);
      const email = await repo.countAttempt(emailKey, now, windowStartAfter);
      if (email.failures > EMAIL_FAILURE_LIMIT) throw tooManyAttempts(email.windowStart, now);
      if (ip.failures > IP_FAILURE_LIMIT) throw tooManyAttempts(ip.windowStart, now);

      const account = await repo.findCredentials(input.email);
      // An unknown e-mail is checked against a dummy hash so both cases take the same time.
      const matches = await verifyPassword(
        input.password,
        account?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!account || !matches) {
        await options.failureDelay(failureDelayMs(email.failures));
        throw new HttpError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
      }
      await repo.clearAttempts(emailKey);
      await repo.uncountAttempt(ipKey);
      return { user: toSessionUser(account), token: await startSession(account.id, meta) };
    },

    async signOut(token: string | null) {
      if (token && TOKEN_PATTERN.test(token)) await repo.revokeSession(sessionId(token), options.now());
    },

    /** The user of a live session, or null for anything else (malformed, unknown, revoked, expired). */
    async resolveSession(token: string): Promise<SessionUser | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const id = sessionId(token);
      const session = await repo.findSession(id);
      const now = options.now();
      if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return null;
      if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_SLIDE_MS) {
        await repo.touchSession(id, now, expiryFrom(session.createdAt, now));
      }
      return toSessionUser(session.user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
