import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  type SessionUser,
  type signInSchema,
  type signUpSchema,
} from '../../../shared/schemas/account';
import type { Transaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { sessionIdOf } from '../../http/session';
import type { AuthQueries, AuthRepo, CredentialsRow, SessionUserRow } from './auth.repo';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { createThrottles, type Throttle } from './throttle';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** No session outlives this, however active. */
export const SESSION_ABSOLUTE_DAYS = 30;
/** A session in use has its idle expiry moved forward at most this often (one write per hour). */
export const SESSION_SLIDE_MS = HOUR_MS;

// The brakes on guessing and on mass sign-up (decision record 003): how many attempts one key may
// make within its window. Past a limit the answer is 429 until the window ends.
/** Failed sign-ins for one e-mail from one address: a guesser there is stopped, the owner elsewhere is not. */
export const PAIR_THROTTLE: Throttle = { prefix: 'pair', limit: 5, windowMs: 15 * MINUTE_MS };
/** Failed sign-ins from one address, whatever the e-mail. */
export const ADDRESS_THROTTLE: Throttle = { prefix: 'ip', limit: 20, windowMs: 15 * MINUTE_MS };
/**
 * Failed sign-ins for one e-mail from anywhere, against guessers spread over many addresses. Slower
 * to trip than the pair's limit, and it stops only strangers: the owner's own address or browser
 * (a session of the account used there within TRUSTED_SESSION_DAYS) passes.
 */
export const EMAIL_BRAKE: Throttle = { prefix: 'email', limit: 30, windowMs: HOUR_MS };
/** Sign-ups from one address per hour (env SIGN_UPS_PER_ADDRESS; 0 is no cap). */
export const SIGN_UPS_PER_ADDRESS = 10;
const SIGN_UP_WINDOW_MS = HOUR_MS;
export const TRUSTED_SESSION_DAYS = 30;
/** The longest window of any brake on sign_in_attempts (credentials' and look-ups' too). */
export const LONGEST_WINDOW_MS = HOUR_MS;
const FAILURE_DELAY_STEP_MS = 200;
const FAILURE_DELAY_CAP_MS = 2000;
const USER_AGENT_MAX = 255;

/** Delay after the n-th failed attempt from one address at one e-mail: 200 ms × n, at most 2 s. */
export const failureDelayMs = (failures: number) =>
  Math.min(FAILURE_DELAY_STEP_MS * Math.max(failures, 1), FAILURE_DELAY_CAP_MS);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface AuthServiceOptions {
  now: () => Date;
  /** Sessions unused this long end (env SESSION_IDLE_DAYS). */
  sessionIdleDays: number;
  /** Waits after a failed sign-in; tests pass a recorder instead of sleeping. */
  failureDelay: (ms: number) => Promise<void>;
  /** Sign-ups per address per hour; 0 is no cap. */
  signUpsPerAddress: number;
}

/** What signing up and in do about the account's address (credentials.service.ts). */
export interface AddressHooks {
  /** Mails a new account the link that confirms its address, in the transaction that creates it. */
  confirmationIn(tx: AuthQueries, transaction: Transaction, account: SessionUserRow): Promise<void>;
  /** A confirmed address takes in the guest bookings made with it (since the last sign-in). */
  takeInGuestBookings(account: CredentialsRow): Promise<number>;
  /** Told after a transaction that wrote e-mails committed; returns at once, never throws. */
  onMailed(): void;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  /** The browser's device cookie, as sent (validated here). */
  deviceToken: string | undefined;
}

/** A token the cookie carries: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const validDeviceToken = (meta: RequestMeta) =>
  meta.deviceToken && TOKEN_PATTERN.test(meta.deviceToken) ? meta.deviceToken : undefined;

/** 403 for a suspended account that proved its password (sign-in, a reset link): no session starts. */
export const accountSuspended = () => new HttpError(403, 'account_suspended', AUTH_MESSAGES.accountSuspended);

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAuthService(repo: AuthRepo, options: AuthServiceOptions, address: AddressHooks) {
  const throttles = createThrottles(repo);
  const idleMs = options.sessionIdleDays * DAY_MS;
  const absoluteMs = SESSION_ABSOLUTE_DAYS * DAY_MS;
  let lastHousekeeping = 0;

  const expiryFrom = (createdAt: Date, now: Date) =>
    new Date(Math.min(now.getTime() + idleMs, createdAt.getTime() + absoluteMs));

  /** A new session; the browser keeps its device token, or gets one with its first session. */
  async function startSession(userId: string, meta: RequestMeta) {
    const now = options.now();
    const token = newToken();
    const deviceToken = validDeviceToken(meta) ?? newToken();
    const started = await repo.insertSession({
      id: sessionIdOf(token),
      userId,
      now,
      expiresAt: expiryFrom(now, now),
      userAgent: meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      address: meta.ip,
      deviceHash: sha256(deviceToken),
    });
    // Suspended since its password was checked.
    if (!started) throw accountSuspended();
    await housekeeping(now);
    return { token, deviceToken };
  }

  /**
   * Drops long-dead sessions, stale attempt counters and mailed links a day past their expiry, at
   * most once per window per process.
   */
  async function housekeeping(now: Date) {
    if (now.getTime() - lastHousekeeping < PAIR_THROTTLE.windowMs) return;
    lastHousekeeping = now.getTime();
    await repo.deleteSessionsExpiredBefore(new Date(now.getTime() - DAY_MS));
    await repo.deleteAttemptsBefore(new Date(now.getTime() - LONGEST_WINDOW_MS));
    await repo.deleteTokensExpiredBefore(new Date(now.getTime() - DAY_MS));
  }

  const countSignIn = (throttle: Throttle, id: string, now: Date) =>
    throttles.count(throttle, id, now, 'too_many_attempts', AUTH_MESSAGES.tooManyAttempts);

  /** A sign-in from where the owner has recently used a session: their address or their browser. */
  function isOwnersPlace(userId: string, meta: RequestMeta, now: Date) {
    const device = validDeviceToken(meta);
    return repo.hasSessionFrom(
      userId,
      { address: meta.ip, deviceHash: device ? sha256(device) : null },
      new Date(now.getTime() - TRUSTED_SESSION_DAYS * DAY_MS),
    );
  }

  return {
    /** Counted per address before the (costly) password hash, whether or not the e-mail is free. */
    async signUp(input: z.infer<typeof signUpSchema>, meta: RequestMeta) {
      if (options.signUpsPerAddress > 0) {
        const throttle = {
          prefix: 'sign-up',
          limit: options.signUpsPerAddress,
          windowMs: SIGN_UP_WINDOW_MS,
        } as const;
        const { refusal } = await throttles.count(
          throttle,
          meta.ip,
          options.now(),
          'too_many_sign_ups',
          AUTH_MESSAGES.tooManySignUps,
        );
        if (refusal) throw refusal;
      }
      const passwordHash = await hashPassword(input.password);
      const row = await repo.transaction(async (tx, transaction) => {
        const inserted = await tx.insertUser({
          email: input.email,
          name: input.name,
          passwordHash,
          now: options.now(),
        });
        if (inserted) await address.confirmationIn(tx, transaction, inserted);
        return inserted;
      });
      if (!row) {
        throw new HttpError(409, 'email_taken', AUTH_MESSAGES.emailTaken, {
          email: AUTH_MESSAGES.emailTaken,
        });
      }
      address.onMailed();
      return { user: toSessionUser(row), ...(await startSession(row.id, meta)) };
    },

    /**
     * Every attempt is counted for its address and e-mail together, its address, and its e-mail
     * before the password is checked; a success takes its counts back. Past the pair's or the
     * address's limit the answer is 429 whatever the password; past the e-mail's brake, too, unless
     * the sign-in comes from the owner's own address or browser.
     */
    async signIn(input: z.infer<typeof signInSchema>, meta: RequestMeta) {
      const now = options.now();
      const pair = await countSignIn(PAIR_THROTTLE, `${meta.ip}|${input.email}`, now);
      const fromAddress = await countSignIn(ADDRESS_THROTTLE, meta.ip, now);
      const email = await countSignIn(EMAIL_BRAKE, input.email, now);
      if (pair.refusal) throw pair.refusal;
      if (fromAddress.refusal) throw fromAddress.refusal;

      const account = await repo.findCredentials(input.email);
      if (email.refusal && !(account && (await isOwnersPlace(account.id, meta, now)))) throw email.refusal;
      // An unknown e-mail is checked against a dummy hash so both cases take the same time.
      const matches = await verifyPassword(
        input.password,
        account?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!account || !matches) {
        await options.failureDelay(failureDelayMs(pair.failures));
        throw new HttpError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
      }
      await repo.clearAttempts(pair.key);
      await repo.uncountAttempt(fromAddress.key);
      await repo.uncountAttempt(email.key);
      // Told only to whoever knows the password: to anyone else the account looks like any other.
      if (account.suspendedAt) throw accountSuspended();
      await address.takeInGuestBookings(account);
      return { user: toSessionUser(account), ...(await startSession(account.id, meta)) };
    },

    startSession,

    async signOut(token: string | null) {
      if (token && TOKEN_PATTERN.test(token)) await repo.revokeSession(sessionIdOf(token), options.now());
    },

    /** Which of these sessions (ids) still live: a live stream of one that ended is closed. */
    liveSessionIds: (ids: readonly string[]) => repo.liveSessionIds(ids, options.now()),

    /**
     * The user of a live session, or null for anything else (malformed, unknown, revoked, expired,
     * its account suspended). The user row is read afresh each time: a new role applies at once.
     */
    async resolveSession(token: string): Promise<SessionUser | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const id = sessionIdOf(token);
      const session = await repo.findSession(id);
      const now = options.now();
      if (!session || session.revokedAt || session.userSuspendedAt) return null;
      if (session.expiresAt.getTime() <= now.getTime()) return null;
      if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_SLIDE_MS) {
        await repo.touchSession(id, now, expiryFrom(session.createdAt, now));
      }
      return toSessionUser(session.user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
