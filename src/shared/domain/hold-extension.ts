/**
 * More time for a booking session (WCAG 2.2.1 Timing Adjustable, issue 13): when the dialog's
 * warning starts, the fan may extend the hold by 5 minutes, at most twice per hold.
 */
export const HOLD_EXTENSION_SECONDS = 300;
export const MAX_HOLD_EXTENSIONS = 2;

/** Extensions a hold has left after `used` of them. */
export const extensionsLeft = (used: number) => Math.max(0, MAX_HOLD_EXTENSIONS - used);

export type ExtensionRefusal = 'hold_expired' | 'hold_checked_out' | 'already_booked' | 'extensions_used';

/**
 * Why a hold cannot be extended now, or null when it can. Only an open (active) hold still
 * running: a checked-out one is behind the payment window, and closing that window reopens it.
 */
export function extensionRefusal(
  hold: { status: string; expiresAt: Date; extensions: number },
  now: Date,
): ExtensionRefusal | null {
  if (hold.status === 'converted') return 'already_booked';
  if (!['active', 'checked_out'].includes(hold.status) || hold.expiresAt <= now) return 'hold_expired';
  if (hold.status === 'checked_out') return 'hold_checked_out';
  if (extensionsLeft(hold.extensions) === 0) return 'extensions_used';
  return null;
}

/** The hold's expiry after one more extension. */
export const extendedExpiry = (expiresAt: Date) =>
  new Date(expiresAt.getTime() + HOLD_EXTENSION_SECONDS * 1000);
