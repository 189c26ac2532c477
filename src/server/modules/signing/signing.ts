import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SigningRepo } from './signing.repo';

/**
 * HMAC-SHA256 signatures with keys kept in the database (created at first use, so signatures
 * survive restarts and every process of one deployment agrees). Keys never leave the server.
 */
export function createSigner(repo: SigningRepo, keyName: string) {
  let key: Promise<string> | undefined;
  const loadKey = () => {
    key ??= repo.secret(keyName, randomBytes(32).toString('base64url')).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const sign = async (payload: string, encoding: 'hex' | 'base64url') =>
    createHmac('sha256', await loadKey())
      .update(payload)
      .digest(encoding);
  return {
    sign,
    /**
     * Loads the key now: a caller about to sign inside a transaction (a confirmation's e-mail) must
     * not read the key there, outside it (PGlite has one connection: that read would wait forever).
     */
    ready: async (): Promise<void> => {
      await loadKey();
    },
    /** Constant-time comparison of a presented signature with the expected one. */
    async verify(payload: string, signature: string, encoding: 'hex' | 'base64url'): Promise<boolean> {
      const expected = Buffer.from(await sign(payload, encoding));
      const presented = Buffer.from(signature);
      return expected.length === presented.length && timingSafeEqual(expected, presented);
    },
  };
}
export type Signer = ReturnType<typeof createSigner>;
