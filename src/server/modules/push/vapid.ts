import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { base64UrlBytes, P256DH_BYTES } from '../../../shared/domain/web-push';
import { driverMessage } from '../../db/driver-message';

/** The application server's key pair (RFC 8292), base64url: a P-256 public point and its private scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Name of the app_secrets row holding generated keys: one row, so concurrent first starts agree on one pair. */
const SECRET_NAME = 'web-push-vapid';
const PRIVATE_KEY_BYTES = 32;

/** Why these two keys are not one VAPID key pair, or null when they are (never quotes a key). */
export function vapidKeyPairProblem(keys: VapidKeys): string | null {
  const publicKey = base64UrlBytes(keys.publicKey);
  const privateKey = base64UrlBytes(keys.privateKey);
  if (publicKey?.length !== P256DH_BYTES || publicKey[0] !== 0x04)
    return 'the public key must be a base64url uncompressed P-256 point (65 bytes)';
  if (privateKey?.length !== PRIVATE_KEY_BYTES)
    return 'the private key must be a base64url P-256 private key (32 bytes)';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    if (!ecdh.getPublicKey().equals(publicKey)) return 'the public key is not the private key’s';
  } catch {
    return 'the private key is not a valid P-256 private key';
  }
  return null;
}

/**
 * The server's VAPID keys: the configured pair (env VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), else a
 * pair generated on first use and kept in the database, so restarts and every process of one
 * deployment sign with the keys browsers subscribed with. The private key stays on the server.
 */
export function vapidKeysLoader(deps: {
  /** The named secret, created with `fresh` on first use (signing.repo's secret). */
  secret: (name: string, fresh: string) => Promise<string>;
  configured?: VapidKeys;
}): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  const load = async (): Promise<VapidKeys> => {
    if (deps.configured) return deps.configured;
    let value: string;
    try {
      value = await deps.secret(SECRET_NAME, JSON.stringify(webpush.generateVAPIDKeys()));
    } catch (error) {
      // drizzle's error quotes the statement's parameters, the fresh private key among them: only
      // the driver's own message goes on, towards the log.
      throw new Error(`Web Push keys could not be loaded: ${driverMessage(error)}`);
    }
    const stored = JSON.parse(value) as VapidKeys;
    const problem = vapidKeyPairProblem(stored);
    if (problem) throw new Error(`stored Web Push keys are unusable: ${problem}`);
    return stored;
  };
  return () => {
    keys ??= load().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
