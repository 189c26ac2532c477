import { createPrivateKey, generateKeyPairSync, type JsonWebKey, type KeyObject, sign } from 'node:crypto';
import {
  importGateKey,
  parseTicketToken,
  type TicketClaims,
  ticketClaimsBytes,
  ticketToken,
  verifyTicketToken,
} from '../../../shared/domain/ticket-token';
import { driverMessage } from '../../db/driver-message';
import type { SigningRepo } from './signing.repo';

interface EventKey {
  privateKey: KeyObject;
  /** The raw 32-byte public key, base64url: what the event's gates download. */
  publicKey: string;
  verifyKey: CryptoKey;
}

/** app_secrets row of an event's key pair (a JWK with its private part). */
const secretName = (eventId: string) => `tickets-ed25519:${eventId}`;

/**
 * Ed25519 key pairs for offline-verifiable tickets (ticket-token.ts), one per event: a gate
 * downloads only its event's public key, and a key that leaks forges tickets of one event only.
 * Each is generated when the event's first ticket is issued (or its gate key is asked for) and kept
 * in the database, so restarts and every process of a deployment agree. The private key never
 * leaves the server: not in an answer, a log line or an error message.
 */
export function createTicketKeys(repo: Pick<SigningRepo, 'secret' | 'existing'>) {
  const loaded = new Map<string, Promise<EventKey>>();

  async function toEventKey(stored: string): Promise<EventKey> {
    const privateKey = createPrivateKey({ key: JSON.parse(stored) as JsonWebKey, format: 'jwk' });
    const { x } = privateKey.export({ format: 'jwk' });
    if (privateKey.asymmetricKeyType !== 'ed25519' || !x) throw new Error('stored ticket key is not Ed25519');
    return { privateKey, publicKey: x, verifyKey: await importGateKey(x) };
  }

  /** The event's key, created on first use unless `create` is false (then undefined when none). */
  function eventKey(eventId: string, create: true): Promise<EventKey>;
  function eventKey(eventId: string, create: false): Promise<EventKey | undefined>;
  async function eventKey(eventId: string, create: boolean): Promise<EventKey | undefined> {
    const cached = loaded.get(eventId);
    if (cached) return cached;
    let stored: string | undefined;
    try {
      stored = create
        ? await repo.secret(
            secretName(eventId),
            JSON.stringify(generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' })),
          )
        : await repo.existing(secretName(eventId));
    } catch (error) {
      throw new Error(`ticket key could not be loaded: ${driverMessage(error)}`);
    }
    // A token naming an event without a key is simply not genuine: nothing is created for it.
    if (stored === undefined) return undefined;
    const key = loaded.get(eventId) ?? toEventKey(stored);
    loaded.set(eventId, key);
    return key;
  }

  return {
    /** The QR text of a ticket with these claims, signed with its event's key. */
    async token(claims: TicketClaims): Promise<string> {
      const { privateKey } = await eventKey(claims.eventId, true);
      const bytes = ticketClaimsBytes(claims);
      return ticketToken(bytes, sign(null, bytes, privateKey));
    },
    /** The event's public key (raw, base64url) for its gates. */
    async publicKey(eventId: string): Promise<string> {
      return (await eventKey(eventId, true)).publicKey;
    },
    /** What a KP2 token claims when its event's key signed it; else null. */
    async verify(token: string): Promise<TicketClaims | null> {
      const eventId = parseTicketToken(token)?.claims.eventId;
      const key = eventId === undefined ? undefined : await eventKey(eventId, false);
      return key ? verifyTicketToken(token, key.verifyKey) : null;
    },
  };
}
export type TicketKeys = ReturnType<typeof createTicketKeys>;
