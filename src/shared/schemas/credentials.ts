// Password reset, e-mail confirmation and change (issue 13): the request and response contracts of
// /api/auth/password-reset*, /api/auth/email-confirmation and /api/account/*.
// The server validates every request body with these; the client types every response with them.
import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, passwordSchema } from './account';
import { text } from './common';

/** A mailed link's token: 32 random bytes, base64url (43 characters). */
export const linkTokenSchema = text('This link is incomplete').regex(
  /^[A-Za-z0-9_-]{43}$/,
  'This link is incomplete: open it again from the e-mail, or copy the whole address',
);
export const linkTokenInputSchema = z.object({ token: linkTokenSchema });

/** POST /api/auth/password-reset → 202 AcceptedAnswer, the same whether or not an account has the address. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/check {token} → 204 while the link works; 410 link_* otherwise. */
/** POST /api/auth/password-reset/complete → 200 AuthResponse, signed in afresh (every other session ended). */
export const passwordResetSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

const currentPasswordSchema = text('Please enter your current password')
  .min(1, 'Please enter your current password')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** POST /api/account/password → 200 AcceptedAnswer; the account's other sessions end, this one stays. */
export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** POST /api/account/email → 202 EmailStatus: a link goes to the new address, which counts once opened. */
export const emailChangeSchema = z.object({ currentPassword: currentPasswordSchema, email: emailSchema });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** GET /api/account/email: the account's address, whether it is confirmed, and a change waiting for its link. */
export const emailStatusSchema = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  /** The new address a change waits to be confirmed at; null when none is waiting. */
  pendingEmail: z.string().nullable(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/**
 * POST /api/auth/email-confirmation {token}: a confirmation link (the account's address) or a
 * change's link (the new address) opened → 200; 410 link_* when it no longer works.
 */
export const emailConfirmedSchema = z.object({
  /** The account's address now. */
  email: z.string(),
  /** True when the link moved the account to this address. */
  changed: z.boolean(),
  /** Guest bookings of this address that joined the account now. */
  attachedBookings: z.number().int(),
});
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

/** A request taken in: what happens next is told, never whether anything matched. */
export const acceptedAnswerSchema = z.object({ message: z.string() });
export type AcceptedAnswer = z.infer<typeof acceptedAnswerSchema>;

export const CREDENTIAL_MESSAGES = {
  resetRequested:
    'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works for 30 minutes.',
  passwordChanged: 'Your password is changed. You were signed out everywhere else.',
  confirmationSent: 'We have sent a confirmation link to your e-mail address.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  wrongPassword: 'That is not your current password.',
  sameEmail: 'That is already your e-mail address.',
  emailInUse: 'This e-mail address is already used by another account.',
  linkUsed: 'This link was already used. Links in our e-mails work once.',
  linkExpired: 'This link has expired. Please ask for a new one.',
  linkInvalid:
    'This link does not work. Please check that you copied the whole address, or ask for a new one.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
} as const;

/** Why a mailed link did not work (410), as the page tells it. */
export const LINK_ERROR_CODES = ['link_used', 'link_expired', 'link_invalid'] as const;
export type LinkErrorCode = (typeof LINK_ERROR_CODES)[number];
