import type { z } from 'zod';
import {
  type AccountLinkPurpose,
  LINK_LIFETIME_MS,
  type LinkState,
  linkState,
} from '../../../shared/domain/account-links';
import { confirmEmailPath, resetPasswordPath } from '../../../shared/domain/site-paths';
import type { SessionUser } from '../../../shared/schemas/account';
import {
  type AcceptedAnswer,
  CREDENTIAL_MESSAGES,
  type EmailConfirmed,
  type EmailStatus,
  type emailChangeSchema,
  type LinkErrorCode,
  type passwordChangeSchema,
  type passwordResetSchema,
} from '../../../shared/schemas/credentials';
import type { Transaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import type { MailService } from '../mail/mail.service';
import {
  emailChangedNoticeMail,
  emailChangeMail,
  emailConfirmationMail,
  passwordResetMail,
} from '../mail/templates/account-mails';
import type { AccountTokenRow, AuthQueries, AuthRepo, CredentialsRow, SessionUserRow } from './auth.repo';
import { type AddressHooks, accountSuspended } from './auth.service';
import { linkIdOf, newLinkToken } from './link-token';
import { hashPassword, verifyPassword } from './password';
import { createThrottles, type Throttle } from './throttle';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// The brakes of decision record 012, on sign_in_attempts like the sign-in's (all within an hour).
/** Reset requests from one address, whatever the e-mail. */
export const RESET_ADDRESS_THROTTLE: Throttle = { prefix: 'reset-ip', limit: 10, windowMs: 15 * MINUTE_MS };
/** Reset requests for one e-mail from anywhere: nobody's mailbox is flooded with links. */
export const RESET_EMAIL_THROTTLE: Throttle = { prefix: 'reset-email', limit: 3, windowMs: HOUR_MS };
/** Links that did not work (wrong, used, expired) from one address: tokens are not guessed. */
export const LINK_ADDRESS_THROTTLE: Throttle = { prefix: 'link-ip', limit: 30, windowMs: 15 * MINUTE_MS };
/** Wrong current passwords in /settings per account: a session left open does not give the password away. */
export const CURRENT_PASSWORD_THROTTLE: Throttle = {
  prefix: 'current-password',
  limit: 5,
  windowMs: 15 * MINUTE_MS,
};
/** Change links mailed per account: /settings does not mail strangers' addresses at will. */
export const EMAIL_CHANGE_THROTTLE: Throttle = { prefix: 'email-change', limit: 5, windowMs: HOUR_MS };
/** Confirmation links mailed again per account. */
export const CONFIRMATION_THROTTLE: Throttle = { prefix: 'confirmation', limit: 3, windowMs: HOUR_MS };

const LINK_MESSAGES: Record<LinkErrorCode, string> = {
  link_used: CREDENTIAL_MESSAGES.linkUsed,
  link_expired: CREDENTIAL_MESSAGES.linkExpired,
  link_invalid: CREDENTIAL_MESSAGES.linkInvalid,
};

/** A mailed link that does not work (410): used, expired, or no link of ours. */
export const linkGone = (code: LinkErrorCode) => new HttpError(410, code, LINK_MESSAGES[code]);
const LINK_ERRORS: Record<Exclude<LinkState, 'valid'>, LinkErrorCode> = {
  used: 'link_used',
  expired: 'link_expired',
};

const wrongPassword = () =>
  new HttpError(400, 'wrong_password', CREDENTIAL_MESSAGES.wrongPassword, {
    currentPassword: CREDENTIAL_MESSAGES.wrongPassword,
  });
const emailInUse = () =>
  new HttpError(409, 'email_taken', CREDENTIAL_MESSAGES.emailInUse, {
    email: CREDENTIAL_MESSAGES.emailInUse,
  });

/**
 * Password reset, password and e-mail change, and e-mail confirmation (issue 13, decision record
 * 012). Every link is a random token mailed in the transaction that creates it (the database keeps
 * its SHA-256), used at most once, in one statement, and only before it expires.
 */
/**
 * Links a new password ends with the sessions: other reset links, and a waiting change of address,
 * which whoever knew the old password may have asked for to take the account to their own inbox.
 */
const ENDED_BY_A_NEW_PASSWORD = ['password_reset', 'email_change'] as const;

export function createCredentialsService(deps: {
  repo: AuthRepo;
  mail: Pick<MailService, 'sendIn' | 'siteOrigin'>;
  /** Hands a confirmed address's guest bookings to the account, in the transaction confirming it. */
  attachGuestBookingsIn: (transaction: Transaction, userId: string, email: string) => Promise<number>;
  /** Takes in a confirmed address's guest bookings on its own (a sign-in). */
  attachGuestBookings: (userId: string, email: string) => Promise<number>;
  now: () => Date;
  /** Told after a transaction that wrote e-mails committed; returns at once, never throws. */
  onMailed: () => void;
}) {
  const { repo, mail, now } = deps;
  const throttles = createThrottles(repo);
  const link = (path: string) => `${mail.siteOrigin}${path}`;

  /** A new link of the account's, written in the caller's transaction: its token, for the mail. */
  async function issueIn(tx: AuthQueries, userId: string, purpose: AccountLinkPurpose, email: string) {
    const { token, id } = newLinkToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + LINK_LIFETIME_MS[purpose]);
    await tx.insertToken({ id, userId, purpose, email, createdAt: at, expiresAt });
    return { token, id, expiresAt };
  }

  /** The link's confirmation mail to the account's address, in the transaction issuing it. */
  async function confirmationIn(tx: AuthQueries, transaction: Transaction, account: SessionUserRow) {
    const issued = await issueIn(tx, account.id, 'email_confirmation', account.email);
    const content = emailConfirmationMail({
      name: account.name,
      email: account.email,
      url: link(confirmEmailPath(issued.token)),
      expiresAt: issued.expiresAt,
    });
    await mail.sendIn(transaction, [{ key: `email-confirmation:${issued.id}`, to: account.email, content }]);
  }

  /** The address is the account's and proven: marked confirmed, and its guest bookings come in. */
  async function confirmIn(tx: AuthQueries, transaction: Transaction, userId: string, email: string) {
    if (!(await tx.confirmEmail(userId, email, now()))) return 0;
    return deps.attachGuestBookingsIn(transaction, userId, email);
  }

  /**
   * The link a token names, when it still works for one of these purposes; a failed look is
   * counted against the caller's address (tokens are not guessed), and answered 410.
   */
  async function workingLink(token: string, purposes: readonly AccountLinkPurpose[], ip: string) {
    const id = linkIdOf(token);
    const row = await repo.findToken(id);
    const state = row && purposes.includes(row.purpose) ? linkState(row, now()) : 'invalid';
    if (row && state === 'valid') return row;
    await throttles.brake(LINK_ADDRESS_THROTTLE, ip, now());
    throw linkGone(state === 'invalid' || state === 'valid' ? 'link_invalid' : LINK_ERRORS[state]);
  }

  /** Uses the link in the transaction; lost to another request using it at once, it is used (410). */
  async function useIn(tx: AuthQueries, found: AccountTokenRow): Promise<AccountTokenRow> {
    const used = await tx.useToken(found.id, found.purpose, now());
    if (used) return used;
    const again = await tx.findToken(found.id);
    const state = again ? linkState(again, now()) : 'valid';
    throw linkGone(state === 'valid' ? 'link_invalid' : LINK_ERRORS[state]);
  }

  /** The signed-in account's credentials, checked against its current password (counted per account). */
  async function checkedAccount(user: SessionUser, currentPassword: string): Promise<CredentialsRow> {
    const at = now();
    const counted = await throttles.count(
      CURRENT_PASSWORD_THROTTLE,
      user.id,
      at,
      'too_many_requests',
      CREDENTIAL_MESSAGES.tooManyRequests,
    );
    if (counted.refusal) throw counted.refusal;
    const account = await repo.credentialsOf(user.id);
    if (!account || !(await verifyPassword(currentPassword, account.passwordHash))) throw wrongPassword();
    await throttles.uncount(counted.key);
    return account;
  }

  const hooks: AddressHooks = {
    confirmationIn,
    async takeInGuestBookings(account) {
      return account.emailConfirmedAt ? deps.attachGuestBookings(account.id, account.email) : 0;
    },
    onMailed: deps.onMailed,
  };

  return {
    /** What sign-up and sign-in do about the address (auth.service). */
    hooks,

    /**
     * Mails a reset link if an account has the address; the same answer either way. Counted per
     * address and per e-mail first, whether or not an account has it, so the brakes tell nothing.
     */
    async requestPasswordReset(email: string, ip: string): Promise<AcceptedAnswer> {
      await throttles.brake(RESET_ADDRESS_THROTTLE, ip, now());
      await throttles.brake(RESET_EMAIL_THROTTLE, email, now());
      const account = await repo.findCredentials(email);
      if (account) {
        await repo.transaction(async (tx, transaction) => {
          const issued = await issueIn(tx, account.id, 'password_reset', account.email);
          const content = passwordResetMail({
            name: account.name,
            email: account.email,
            url: link(resetPasswordPath(issued.token)),
            expiresAt: issued.expiresAt,
          });
          await mail.sendIn(transaction, [
            { key: `password-reset:${issued.id}`, to: account.email, content },
          ]);
        });
        deps.onMailed();
      }
      return { message: CREDENTIAL_MESSAGES.resetRequested };
    },

    /** Whether a reset link still works, before its page asks for a password (410 otherwise). */
    async checkResetLink(token: string, ip: string): Promise<void> {
      await workingLink(token, ['password_reset'], ip);
    },

    /**
     * Sets the new password through a reset link, once: every session of the account ends, and
     * every other reset link with them. The link reached the address, so the address counts as
     * confirmed (its guest bookings come in). Answers the account, for the caller's fresh session.
     */
    async resetPassword(input: z.infer<typeof passwordResetSchema>, ip: string): Promise<SessionUserRow> {
      const found = await workingLink(input.token, ['password_reset'], ip);
      const passwordHash = await hashPassword(input.password);
      return repo.transaction(async (tx, transaction) => {
        const used = await useIn(tx, found);
        const account = await tx.credentialsOf(used.userId);
        // Sent to an address the account has since left: it no longer proves anything.
        if (!account || account.email !== used.email) throw linkGone('link_invalid');
        // A new password does not open a suspended account: the link stays unused (rolled back).
        if (account.suspendedAt) throw accountSuspended();
        const at = now();
        await tx.setPassword(account.id, passwordHash, at);
        await tx.revokeSessionsOf(account.id, at);
        await tx.voidTokens(account.id, ENDED_BY_A_NEW_PASSWORD, at);
        await confirmIn(tx, transaction, account.id, account.email);
        return account;
      });
    },

    /**
     * Opens a confirmation link (the account's address) or a change's link (the new address):
     * the address is confirmed and its guest bookings come in; a change moves the account there,
     * ends its other links and tells the old address.
     */
    async confirmEmail(token: string, ip: string): Promise<EmailConfirmed> {
      const found = await workingLink(token, ['email_confirmation', 'email_change'], ip);
      const confirmed = await repo.transaction(async (tx, transaction) => {
        const used = await useIn(tx, found);
        const account = await tx.credentialsOf(used.userId);
        if (!account) throw linkGone('link_invalid');
        // A suspended account changes nothing, its address neither: the link stays unused (rolled back).
        if (account.suspendedAt) throw accountSuspended();
        if (used.purpose === 'email_confirmation') {
          if (account.email !== used.email) throw linkGone('link_invalid');
          const attachedBookings = await confirmIn(tx, transaction, account.id, account.email);
          return { email: account.email, changed: false, attachedBookings };
        }
        if (await tx.emailTaken(used.email, account.id)) throw emailInUse();
        const at = now();
        if ((await tx.changeEmail(account.id, used.email, at)) === 'taken') throw emailInUse();
        // Links mailed to the old address (a reset, a confirmation) and other changes end here.
        await tx.voidTokens(account.id, ['password_reset', 'email_confirmation', 'email_change'], at);
        const content = emailChangedNoticeMail({
          name: account.name,
          oldEmail: account.email,
          newEmail: used.email,
          changedAt: at,
          siteOrigin: mail.siteOrigin,
        });
        await mail.sendIn(transaction, [{ key: `email-changed:${used.id}`, to: account.email, content }]);
        const attachedBookings = await deps.attachGuestBookingsIn(transaction, account.id, used.email);
        return { email: used.email, changed: true, attachedBookings };
      });
      if (confirmed.changed) deps.onMailed();
      return confirmed;
    },

    /**
     * A signed-in account opened a guest's look-up link mailed to its own address: that proves the
     * address as a confirmation link would. Answers how many guest bookings came in.
     */
    confirmAddress(userId: string, email: string): Promise<number> {
      return repo.transaction((tx, transaction) => confirmIn(tx, transaction, userId, email));
    },

    async emailStatus(user: SessionUser): Promise<EmailStatus> {
      const account = await repo.credentialsOf(user.id);
      return {
        email: account?.email ?? user.email,
        confirmed: Boolean(account?.emailConfirmedAt),
        pendingEmail: await repo.pendingEmailChange(user.id, now()),
      };
    },

    /** The confirmation link again (counted per account); an address already confirmed needs none. */
    async resendConfirmation(user: SessionUser): Promise<AcceptedAnswer> {
      const account = await repo.credentialsOf(user.id);
      if (!account || account.emailConfirmedAt) return { message: CREDENTIAL_MESSAGES.alreadyConfirmed };
      await throttles.brake(CONFIRMATION_THROTTLE, user.id, now());
      await repo.transaction((tx, transaction) => confirmationIn(tx, transaction, account));
      deps.onMailed();
      return { message: CREDENTIAL_MESSAGES.confirmationSent };
    },

    /** A new password for the signed-in account: its other sessions end (and its reset links), this one stays. */
    async changePassword(
      user: SessionUser,
      sessionId: string,
      input: z.infer<typeof passwordChangeSchema>,
    ): Promise<AcceptedAnswer> {
      const account = await checkedAccount(user, input.currentPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await repo.transaction(async (tx) => {
        const at = now();
        await tx.setPassword(account.id, passwordHash, at);
        await tx.revokeSessionsOf(account.id, at, sessionId);
        await tx.voidTokens(account.id, ENDED_BY_A_NEW_PASSWORD, at);
      });
      return { message: CREDENTIAL_MESSAGES.passwordChanged };
    },

    /**
     * Mails a link to the new address; the account moves there only when it is opened. An address
     * another account has is refused, saying no more than that (only after the password matched).
     */
    async requestEmailChange(
      user: SessionUser,
      input: z.infer<typeof emailChangeSchema>,
    ): Promise<EmailStatus> {
      const account = await checkedAccount(user, input.currentPassword);
      if (input.email === account.email) {
        throw new HttpError(400, 'same_email', CREDENTIAL_MESSAGES.sameEmail, {
          email: CREDENTIAL_MESSAGES.sameEmail,
        });
      }
      // Counted before the address is looked at: even the password's holder finds out slowly who has one.
      await throttles.brake(EMAIL_CHANGE_THROTTLE, account.id, now());
      if (await repo.emailTaken(input.email, account.id)) throw emailInUse();
      await repo.transaction(async (tx, transaction) => {
        // One change waits at a time: the newest.
        await tx.voidTokens(account.id, ['email_change'], now());
        const issued = await issueIn(tx, account.id, 'email_change', input.email);
        const content = emailChangeMail({
          name: account.name,
          newEmail: input.email,
          url: link(confirmEmailPath(issued.token)),
          expiresAt: issued.expiresAt,
        });
        await mail.sendIn(transaction, [{ key: `email-change:${issued.id}`, to: input.email, content }]);
      });
      deps.onMailed();
      return {
        email: account.email,
        confirmed: Boolean(account.emailConfirmedAt),
        pendingEmail: input.email,
      };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
