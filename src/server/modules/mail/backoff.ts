/** A mail refused this many times (4xx, no answer) is given up: status 'failed'. */
export const MAX_MAIL_ATTEMPTS = 12;

/**
 * When to try a refused mail again, after `attempts` tries: 1 minute, then doubling up to 6 hours
 * (twelve attempts span about 20 hours, so a mail server down overnight still gets the mail); null
 * when it is given up.
 */
export function nextMailAttempt(attempts: number, at: Date): Date | null {
  if (attempts >= MAX_MAIL_ATTEMPTS) return null;
  const minutes = Math.min(2 ** Math.max(attempts - 1, 0), 360);
  return new Date(at.getTime() + minutes * 60_000);
}
