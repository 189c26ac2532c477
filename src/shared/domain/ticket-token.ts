import { unstorableTextPath } from './storable-text';
import { base64UrlBytes } from './web-push';

/**
 * Offline-verifiable tickets (issue 13, section 4): the QR's text is `KP2.` and, base64url, what the
 * ticket claims followed by the event key's Ed25519 signature over those bytes. A gate holding the
 * event's public key checks it without the server; the same code runs in Node and the browser
 * (WebCrypto only). Binary rather than JSON keeps the QR small (about 160 characters).
 *
 * Claims, in order: version byte (2), issued-at (uint32 seconds, big-endian), ticket id (16 bytes of
 * its UUID), then event id, category id and seat label, each one length byte and UTF-8.
 */
export const TICKET_TOKEN_PREFIX = 'KP2.';
const VERSION = 2;
const SIGNATURE_BYTES = 64;
const UUID_BYTES = 16;
const FIXED_BYTES = 1 + 4 + UUID_BYTES;
const MAX_TEXT_BYTES = 255;

export interface TicketClaims {
  ticketId: string;
  eventId: string;
  /** The booking's category or map section id ('gold', 'premium'…), for the gate's answer. */
  categoryId: string;
  seatLabel: string;
  /** When the ticket was issued, to the second. */
  issuedAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uuidBytes(id: string): Uint8Array {
  if (!UUID.test(id)) throw new Error('ticket id must be a lowercase UUID');
  const hex = id.replace(/-/g, '');
  return Uint8Array.from({ length: UUID_BYTES }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

function uuidText(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes the server signs for these claims. */
export function ticketClaimsBytes(claims: TicketClaims): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const texts = [claims.eventId, claims.categoryId, claims.seatLabel].map((text) => encoder.encode(text));
  if (texts.some((text) => text.length > MAX_TEXT_BYTES)) throw new Error('ticket claim too long');
  const seconds = Math.floor(claims.issuedAt.getTime() / 1000);
  if (!(seconds >= 0 && seconds <= 0xffffffff)) throw new Error('issued-at out of range');
  const bytes = new Uint8Array(FIXED_BYTES + texts.reduce((sum, text) => sum + 1 + text.length, 0));
  const view = new DataView(bytes.buffer);
  view.setUint8(0, VERSION);
  view.setUint32(1, seconds);
  bytes.set(uuidBytes(claims.ticketId), 5);
  let at = FIXED_BYTES;
  for (const text of texts) {
    bytes[at] = text.length;
    bytes.set(text, at + 1);
    at += 1 + text.length;
  }
  return bytes;
}

/** The QR's text: the claims' bytes and their signature. */
export function ticketToken(claimsBytes: Uint8Array, signature: Uint8Array): string {
  if (signature.length !== SIGNATURE_BYTES) throw new Error('an Ed25519 signature is 64 bytes');
  const joined = new Uint8Array(claimsBytes.length + SIGNATURE_BYTES);
  joined.set(claimsBytes);
  joined.set(signature, claimsBytes.length);
  return TICKET_TOKEN_PREFIX + bytesToBase64Url(joined);
}

export interface ParsedTicketToken {
  claims: TicketClaims;
  signed: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

/** A KP2 token's parts, or null when the text is not exactly one (nothing trailing, no bad UTF-8). */
export function parseTicketToken(token: string): ParsedTicketToken | null {
  // Unpadded base64url only, as issued: one text per ticket.
  if (!/^KP2\.[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = base64UrlBytes(token.slice(TICKET_TOKEN_PREFIX.length));
  if (!bytes || bytes.length < FIXED_BYTES + 3 + SIGNATURE_BYTES || bytes[0] !== VERSION) return null;
  const signed = bytes.slice(0, bytes.length - SIGNATURE_BYTES);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const texts: string[] = [];
  let at = FIXED_BYTES;
  for (let field = 0; field < 3; field += 1) {
    const length = signed[at];
    if (length === undefined || at + 1 + length > signed.length) return null;
    try {
      texts.push(decoder.decode(signed.subarray(at + 1, at + 1 + length)));
    } catch {
      return null;
    }
    at += 1 + length;
  }
  const [eventId, categoryId, seatLabel] = texts;
  if (at !== signed.length || !eventId || categoryId === undefined || seatLabel === undefined) return null;
  // Made up, not issued: a server would look its event up, and PostgreSQL cannot take such text.
  if (unstorableTextPath(texts) !== null) return null;
  const seconds = new DataView(signed.buffer, signed.byteOffset).getUint32(1);
  return {
    claims: {
      ticketId: uuidText(signed.subarray(5, FIXED_BYTES)),
      eventId,
      categoryId,
      seatLabel,
      issuedAt: new Date(seconds * 1000),
    },
    signed,
    signature: bytes.slice(bytes.length - SIGNATURE_BYTES),
  };
}

/** An event's gate key (its raw 32-byte Ed25519 public key, base64url) for verifyTicketToken. */
export function importGateKey(publicKey: string): Promise<CryptoKey> {
  const raw = base64UrlBytes(publicKey);
  if (raw?.length !== 32) return Promise.reject(new Error('an Ed25519 public key is 32 bytes'));
  return crypto.subtle.importKey('raw', raw.slice(), { name: 'Ed25519' }, false, ['verify']);
}

/**
 * What a genuine KP2 token claims, or null: not a token, or not signed by this event key. The
 * claims' event must also be the one the key belongs to: the caller compares claims.eventId.
 */
export async function verifyTicketToken(token: string, key: CryptoKey): Promise<TicketClaims | null> {
  const parsed = parseTicketToken(token);
  if (!parsed) return null;
  const genuine = await crypto.subtle.verify({ name: 'Ed25519' }, key, parsed.signature, parsed.signed);
  return genuine ? parsed.claims : null;
}
