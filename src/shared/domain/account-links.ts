// The links KhelPass mails to prove that someone holds an address (issue 13): a password reset,
// an e-mail confirmation, an e-mail change, and a guest's booking look-up. One random token each,
// of which the database keeps only the SHA-256; these rules say how long each works and whether it
// still does.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const ACCOUNT_LINK_PURPOSES = ['password_reset', 'email_confirmation', 'email_change'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** How long a mailed link works, from when it was sent. */
export const LINK_LIFETIME_MS = {
  /** Short: whoever reads the mailbox in that time could take the account. */
  password_reset: 30 * MINUTE_MS,
  /** A new fan may read the welcome mail days later. */
  email_confirmation: 3 * 24 * HOUR_MS,
  email_change: 24 * HOUR_MS,
  booking_lookup: 24 * HOUR_MS,
} as const satisfies Record<AccountLinkPurpose | 'booking_lookup', number>;

export type LinkState = 'valid' | 'used' | 'expired';

/** A single-use link's state at `now`: used once used (whatever its age), else expired from its expiry on. */
export function linkState(link: { usedAt: Date | null; expiresAt: Date }, now: Date): LinkState {
  if (link.usedAt) return 'used';
  return now.getTime() < link.expiresAt.getTime() ? 'valid' : 'expired';
}

/**
 * What opening a guest's look-up link does in a browser (holderKey: the browser's holder key, ''
 * without one). The first browser to open it claims it; that browser may open it again until it
 * expires (a reload, the invoice), any other is refused: a link forwarded or leaked after it was
 * opened shows nothing.
 */
export type LookupAccess = 'claim' | 'granted' | 'opened_elsewhere' | 'expired';

export function lookupAccess(
  link: { openedAt: Date | null; holderKey: string | null; expiresAt: Date },
  holderKey: string,
  now: Date,
): LookupAccess {
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired';
  if (!link.openedAt) return 'claim';
  return holderKey !== '' && link.holderKey === holderKey ? 'granted' : 'opened_elsewhere';
}

/** Whether two addresses are the same mailbox to KhelPass: accounts keep theirs lower-cased, bookings as typed. */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
