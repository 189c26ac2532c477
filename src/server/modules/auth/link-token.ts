import { createHash, randomBytes } from 'node:crypto';

/**
 * A mailed link's token (issue 13): 32 random bytes, base64url, as the sessions' are. The database
 * keeps only its id, the SHA-256 (hex): a leaked table opens no link.
 */
export function newLinkToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: linkIdOf(token) };
}

export const linkIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
