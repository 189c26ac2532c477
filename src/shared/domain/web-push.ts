/**
 * Rules of Web Push subscriptions (RFC 8030 endpoints, RFC 8291 keys) that the server checks and
 * the browser's side relies on.
 */

/** An uncompressed P-256 public key: 0x04, then X and Y of 32 bytes each. */
export const P256DH_BYTES = 65;
/** The subscription's authentication secret (RFC 8291 section 3.2). */
export const AUTH_SECRET_BYTES = 16;
/** Longer than any push service's endpoint (they run to about 200–500 characters). */
export const ENDPOINT_MAX = 2048;

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** The bytes of a base64url text (padding optional), or null when it is not base64url. */
export function base64UrlBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return null;
  const standard = bare.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A browser's p256dh key as the Push API gives it: 65 bytes of an uncompressed P-256 point. */
export const isP256dhKey = (text: string) => {
  const bytes = base64UrlBytes(text);
  return bytes !== null && bytes.length === P256DH_BYTES && bytes[0] === 0x04;
};

export const isAuthSecret = (text: string) => base64UrlBytes(text)?.length === AUTH_SECRET_BYTES;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Why the server will not post to this endpoint, or null when it will. Push services are reached
 * over https by name (FCM, Mozilla, Apple, Microsoft); since the server posts wherever a fan's
 * subscription points, an address on the server's own network (an IP literal, localhost) is
 * refused unless `allowLoopback` (a test's local push service at http://127.0.0.1 or localhost).
 */
export function pushEndpointProblem(endpoint: string, options: { allowLoopback: boolean }): string | null {
  const url = URL.parse(endpoint);
  if (!url) return 'Must be a URL';
  if (url.username !== '' || url.password !== '') return 'Must not carry a user name or password';
  if (options.allowLoopback && LOOPBACK_HOSTS.has(url.hostname)) {
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'Must be an https URL';
  }
  if (url.protocol !== 'https:') return 'Must be an https URL';
  if (LOOPBACK_HOSTS.has(url.hostname) || IP_LITERAL.test(url.hostname) || !url.hostname.includes('.')) {
    return "Must be a push service's address";
  }
  return null;
}

/**
 * A path of this site that a notification may open: '/…', never '//host' (another site) or a
 * backslash, which browsers read as a slash.
 */
export const isSitePath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
